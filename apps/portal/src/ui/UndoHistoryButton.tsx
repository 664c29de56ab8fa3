import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { useMutation } from '@apollo/client/react';
import { offersUndo } from '@fulfil/domain';
import { UndoHistoryEntryDocument, type HistoryAction } from '../gql/graphql';
import { conflictOf, errorMessage } from '../lib/errors';
import { useSession } from '../lib/session';
import { AlertDialog, type Alert } from './AlertDialog';
import { useAnnounce } from './LiveAnnouncer';

/** The fields of a history entry the button goes by. */
export interface UndoableEntry {
  id: string;
  actorUserId?: string | null;
  entityType: string;
  action: HistoryAction;
  changes: readonly { secret: boolean }[];
}

/** Why an undo failed, in the words a person reads: who changed the row since, else the server's reason. */
function refusalOf(error: unknown): Alert {
  const conflict = conflictOf(error);
  if (conflict)
    return {
      title: 'Someone else changed this',
      message: `${conflict.changedBy ?? 'Another user'} changed this row after your change, so it can no longer be undone.`,
    };
  return { title: 'Undo failed', message: errorMessage(error as Error) };
}

/**
 * Undoes the signed-in person's own change from its history entry (issue 17). Shown only on their
 * own entries of a kind an undo reverses, naming no secret; the undo is itself recorded, and
 * arrives in the history and on every screen of the row live, as any change does.
 */
export function UndoHistoryButton({ entry, onUndone }: { entry: UndoableEntry; onUndone?: () => void }) {
  const { user } = useSession();
  const announce = useAnnounce();
  const [undo, { loading }] = useMutation(UndoHistoryEntryDocument);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<Alert | null>(null);
  if (!user || entry.actorUserId !== user.id || !offersUndo(entry)) return null;

  const run = async () => {
    try {
      await undo({ variables: { historyId: entry.id } });
      setDone(true);
      onUndone?.();
      announce('Your change was undone.');
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <>
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowUndoRegular />}
        disabled={loading || done}
        aria-label={done ? 'Change undone' : 'Undo this change'}
        onClick={() => void run()}
      >
        {done ? 'Undone' : 'Undo'}
      </Button>
      <AlertDialog alert={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
