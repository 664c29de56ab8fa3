import type { FormEvent, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The submit button's text, e.g. "Create section". */
  submitLabel: string;
  /** While saving, both buttons are disabled. */
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Dialogs stacked over this one (alerts, conflicts), kept inside its surface so focus stays trapped. */
  overlays?: ReactNode;
}

/** A modal form: its fields, then Cancel and the submit button. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
  overlays,
}: FormDialogProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>{children}</DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {overlays}
      </DialogSurface>
    </Dialog>
  );
}
