import { ConcurrentEdit, type Concurrency } from './ConcurrentEdit';
import { DeleteButton } from './DeleteButton';
import { FailureNotice } from './FailureNotice';
import type { HistorySubject } from './HistoryPanel';

/** Delete, for a row that can be deleted here. */
type Deletion =
  | {
      /** The delete button's text, e.g. "Delete zone". */
      deleteLabel: string;
      onDelete: () => Promise<void>;
    }
  | { deleteLabel?: never; onDelete?: never };

type VersionedFormOptions = Deletion & {
  /** Closes the editor; Cancel first drops the draft for the saved row. */
  onClose: () => void;
  /** Who saved the version now in the cache. */
  changedBy: string | null | undefined;
  /** What is open, e.g. "item category Produce". */
  subject: string;
  /** Why the last save or delete failed, for a screen that says it above the fields. */
  failure?: string | null;
  /** The row's History panel, under the form. */
  history?: HistorySubject;
};

/**
 * The props an editor's form takes from a useVersionedEdit: the draft and Save, Cancel, the notice
 * of other admins' saves and Delete (disabled while saving).
 */
export function versionedFormProps<Form extends { saving: boolean }>(
  edit: Concurrency & { form: Form; followUndo?: () => void },
  { onClose, changedBy, subject, failure = null, deleteLabel, onDelete, history }: VersionedFormOptions,
) {
  return {
    ...edit.form,
    // One's own undo from the panel changes the open row: the form follows it rather than warn.
    history: history && { ...history, onUndone: edit.followUndo },
    onCancel: () => {
      edit.restore();
      onClose();
    },
    notice: (
      <>
        <FailureNotice failure={failure} />
        <ConcurrentEdit edit={edit} changedBy={changedBy} subject={subject} />
      </>
    ),
    extraActions: onDelete && (
      <DeleteButton label={deleteLabel} subject={subject} disabled={edit.form.saving} onDelete={onDelete} />
    ),
  };
}
