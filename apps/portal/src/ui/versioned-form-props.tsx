import { ConcurrentEdit, type Concurrency } from './ConcurrentEdit';
import { DeleteButton } from './DeleteButton';

interface VersionedFormOptions {
  /** Closes the editor; Cancel first drops the draft for the saved row. */
  onClose: () => void;
  /** Who saved the version now in the cache. */
  changedBy: string | null | undefined;
  /** What is open, e.g. "item category Produce". */
  subject: string;
  /** The delete button's text, e.g. "Delete zone". */
  deleteLabel: string;
  onDelete: () => Promise<void>;
}

/**
 * The props an editor's form takes from a useVersionedEdit: the draft and Save, Cancel, the notice
 * of other admins' saves and Delete (disabled while saving).
 */
export function versionedFormProps<Form extends { saving: boolean }>(
  edit: Concurrency & { form: Form },
  { onClose, changedBy, subject, deleteLabel, onDelete }: VersionedFormOptions,
) {
  return {
    ...edit.form,
    onCancel: () => {
      edit.restore();
      onClose();
    },
    notice: <ConcurrentEdit edit={edit} changedBy={changedBy} subject={subject} />,
    extraActions: (
      <DeleteButton label={deleteLabel} subject={subject} disabled={edit.form.saving} onDelete={onDelete} />
    ),
  };
}
