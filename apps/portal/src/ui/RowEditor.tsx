import { useVersionedEdit } from '../lib/use-versioned-edit';
import { AlertDialog } from './AlertDialog';
import { InvalidDraft, useRowFailures, type PageNotice } from './row-failures';
import { subjectOf, type ClientRow, type RowListState } from './row-list';
import { versionedFormProps } from './versioned-form-props';

interface RowEditorProps<Row extends ClientRow, Values> {
  list: RowListState<Row, Values>;
  /** The row as the cache holds it now, which other admins' changes keep current. */
  row: Row;
  notify: (notice: PageNotice) => void;
}

/** Edits the open row of a row list against its version, or deletes it after confirmation. */
export function RowEditor<Row extends ClientRow, Values>({
  list: { screen, writes, panel },
  row,
  notify,
}: RowEditorProps<Row, Values>) {
  const { form: Form, notices } = screen;
  const failures = useRowFailures(screen.say, notify);
  const edit = useVersionedEdit({
    row,
    valuesOf: screen.valuesOf,
    remember: writes.remember,
    store: async (version, values) => {
      const refusals = screen.check?.(values, 'update') ?? [];
      if (refusals.length > 0) throw new InvalidDraft(refusals);
      failures.clear();
      const stored = await writes.update(row, version, values);
      if (notices) notify({ intent: 'success', text: notices.update });
      return stored;
    },
    onError: (error) => failures.fail('update', error),
    savedText: notices ? null : undefined,
  });

  const { remove } = writes;
  const options = {
    onClose: panel.close,
    changedBy: row.updatedBy,
    subject: subjectOf(screen, row),
    failure: failures.said.notice,
    history: screen.historyEntity
      ? // The row lists are the client's, for its managers, who hear its notices.
        { entityType: screen.historyEntity, entityId: row.id, live: { clientId: row.clientId } }
      : undefined,
  };
  const deletion = remove && {
    deleteLabel: `Delete ${screen.noun}`,
    onDelete: async () => {
      try {
        await remove(row);
        if (notices) notify({ intent: 'success', text: notices.delete });
        panel.close();
      } catch (error) {
        failures.fail('delete', error);
      }
    },
  };

  const { values, onChange, ...frame } = versionedFormProps(
    edit,
    deletion ? { ...options, ...deletion } : options,
  );
  return (
    <>
      <Form
        values={values}
        onChange={onChange}
        frame={frame}
        original={edit.base}
        refusals={failures.said.refusals ?? []}
      />
      <AlertDialog alert={failures.said.alert ?? null} onClose={failures.dismissAlert} />
    </>
  );
}
