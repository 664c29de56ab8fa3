import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteButtonProps {
  /** The button's text, e.g. "Delete food safety type". */
  label: string;
  disabled?: boolean;
  /** Runs once the person confirms; the dialog stays busy until it settles. */
  onDelete: () => Promise<void>;
}

/** A delete action that asks first, in the spec's words. */
export function DeleteButton({ label, disabled = false, onDelete }: DeleteButtonProps) {
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
        message="This action cannot be undone."
        confirmLabel="Yes, delete it!"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
