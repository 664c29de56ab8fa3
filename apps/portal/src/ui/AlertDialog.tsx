import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';

/** What an alert says: the spec's title and message, e.g. 'Update Error' and the server's errors. */
export interface Alert {
  title: string;
  message: string;
}

const useStyles = makeStyles({
  // Joined server errors arrive one per line.
  message: { whiteSpace: 'pre-line' },
});

/** A message that must be acknowledged; closed with OK or Escape. */
export function AlertDialog({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog modalType="alert" open={alert !== null} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{alert?.title}</DialogTitle>
          <DialogContent className={styles.message}>{alert?.message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
