import type { FormEvent, ReactNode } from 'react';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useCanWrite } from '../lib/write-access';
import { HistoryPanel, type HistorySubject } from './HistoryPanel';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  fields: { display: 'contents', border: 'none', margin: 0, padding: 0 },
});

interface DetailFormProps {
  /** Names the form, e.g. "Food safety type". */
  label: string;
  /** Called on Save (or Enter); the caller validates. */
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Nothing can be saved, e.g. a record the person may not edit. */
  readOnly?: boolean;
  /** A notice above the fields, e.g. that someone else changed the open item. */
  notice?: ReactNode;
  /** Extra actions, e.g. Delete, at the end of the button row. */
  extraActions?: ReactNode;
  /** Hides Save and Cancel, for an editor that offers them only once a value differs. */
  hideSaveAndCancel?: boolean;
  /** The stored row, whose History panel follows the form; none for a new row. */
  history?: HistorySubject;
  children: ReactNode;
}

/** What a form hands its DetailForm from whoever owns the draft: Save, Cancel and what to show around the fields. */
export type DetailFormFrame = Pick<
  DetailFormProps,
  'onSubmit' | 'onCancel' | 'saving' | 'notice' | 'extraActions' | 'history'
>;

/** The form of a detail panel: its fields, then Save, Cancel and any extra actions. */
export function DetailForm({
  label,
  onSubmit,
  onCancel,
  saving,
  readOnly = false,
  notice,
  extraActions,
  hideSaveAndCancel = false,
  history,
  children,
}: DetailFormProps) {
  const styles = useStyles();
  const writable = useCanWrite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
        {notice}
        {writable ? (
          children
        ) : (
          // A screen the person may only read shows the values, with nothing to change or save.
          <fieldset className={styles.fields} disabled>
            {children}
          </fieldset>
        )}
        <div className={styles.actions}>
          {writable && !hideSaveAndCancel && (
            <Button
              type="submit"
              appearance="primary"
              disabled={saving || readOnly}
              icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
            >
              Save
            </Button>
          )}
          {!(writable && hideSaveAndCancel) && (
            <Button disabled={saving} onClick={onCancel}>
              {writable ? 'Cancel' : 'Close'}
            </Button>
          )}
          <span className={styles.spacer} />
          {writable && extraActions}
        </div>
      </form>
      {/* After the form, not in it: the history is only read, never part of the draft. */}
      {history && <HistoryPanel subject={history} name={label} />}
    </>
  );
}
