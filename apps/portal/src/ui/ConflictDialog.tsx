import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

interface ConflictDialogProps {
  open: boolean;
  /** What was edited, e.g. "client Acme". */
  subject: string;
  /** Who saved the newer version, when the server says. */
  changedBy: string | null;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * Shown when a save is refused because someone else saved first. Nothing is lost silently: the
 * person either takes the stored version or deliberately overwrites it.
 */
export function ConflictDialog({ open, subject, changedBy, onReload, onOverwrite }: ConflictDialogProps) {
  return (
    <Dialog modalType="alert" open={open}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Someone else changed this</DialogTitle>
          <DialogContent>
            {changedBy ?? 'Another user'} changed {subject} after you started editing. Reload to see their
            version and lose your changes, or overwrite their changes with yours.
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onOverwrite}>
              Overwrite
            </Button>
            <Button appearance="primary" onClick={onReload}>
              Reload
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
