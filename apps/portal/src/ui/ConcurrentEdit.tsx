import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { ConflictDialog } from './ConflictDialog';

/** The parts of useVersionedEdit that deal with other admins' saves. */
export interface Concurrency {
  changedUnderneath: boolean;
  conflict?: { changedBy: string | null };
  restore: () => void;
  reload: () => void;
  overwrite: () => void;
}

interface ConcurrentEditProps {
  edit: Concurrency;
  /** Who saved the version now in the cache. */
  changedBy: string | null | undefined;
  /** What is open, e.g. "item category Produce". */
  subject: string;
}

/**
 * Another admin's save while editing: first a notice that does not interrupt (the draft stays), then,
 * if the person saves anyway, the conflict dialog. Placed as a form's notice.
 */
export function ConcurrentEdit({ edit, changedBy, subject }: ConcurrentEditProps) {
  return (
    <>
      {edit.changedUnderneath && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {changedBy ?? 'Someone else'} changed the {subject} while you were editing. Your changes are kept;
            saving will ask whether to overwrite theirs.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={edit.restore}>Show their version</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <ConflictDialog
        open={edit.conflict !== undefined}
        subject={`the ${subject}`}
        changedBy={edit.conflict?.changedBy ?? null}
        onReload={edit.reload}
        onOverwrite={edit.overwrite}
      />
    </>
  );
}
