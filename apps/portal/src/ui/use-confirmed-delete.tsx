import { useState } from 'react';
import { errorMessage } from '../lib/errors';
import { AlertDialog, type Alert } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { deletionWarning } from './DeleteButton';

interface ConfirmedDeleteOptions<Row> {
  /** How the question names the row, e.g. "shelf Top". */
  nameOf: (row: Row) => string;
  /** Deletes the row; a rejection (a refusal or a failure) is shown as a Delete Error. */
  remove: (row: Row) => Promise<void>;
}

/**
 * Deleting a row of a list in the spec's words: `ask(row)` opens "Are you sure?", the confirmed
 * delete keeps the dialog busy until it settles, and a refusal shows as a Delete Error. Render
 * `dialogs` once in the list.
 */
export function useConfirmedDelete<Row>({ nameOf, remove }: ConfirmedDeleteOptions<Row>) {
  const [asked, setAsked] = useState<Row>();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);

  const confirm = async (row: Row) => {
    setBusy(true);
    try {
      await remove(row);
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    } finally {
      setBusy(false);
      setAsked(undefined);
    }
  };

  const dialogs = (
    <>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        open={asked !== undefined}
        title="Are you sure?"
        message={deletionWarning(asked === undefined ? 'row' : nameOf(asked))}
        confirmLabel="Yes, delete it!"
        busy={busy}
        onConfirm={() => asked !== undefined && void confirm(asked)}
        onCancel={() => setAsked(undefined)}
      />
    </>
  );
  return { ask: setAsked, dialogs };
}
