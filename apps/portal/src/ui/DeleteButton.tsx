import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteButtonProps {
  /** The button's text, e.g. "Delete food safety type". */
  label: string;
  /** What the question names, e.g. "food safety type Frozen". */
  subject: string;
  disabled?: boolean;
  /** Runs once the person confirms; the dialog stays busy until it settles. */
  onDelete: () => Promise<void>;
}

/** A delete action that asks first, in the spec's words. */
/** The confirmation in the spec's words, naming what goes so no one deletes the wrong row. */
export const deletionWarning = (subject: string) =>
  `The ${subject} will be deleted. This action cannot be undone.`;

export function DeleteButton({ label, subject, disabled = false, onDelete }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button appearance="subtle" disabled={disabled || busy} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Are you sure?"
        message={deletionWarning(subject)}
        confirmLabel="Yes, delete it!"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
