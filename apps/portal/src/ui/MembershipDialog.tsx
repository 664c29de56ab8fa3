import { useState, type ReactNode } from 'react';
import type { ErrorLike } from '@apollo/client';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../lib/errors';
import { AlertDialog, type Alert } from './AlertDialog';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
});

interface MembershipDialogProps {
  open: boolean;
  title: string;
  /** What the ticks mean, e.g. "Sections of Produce". */
  groupLabel: string;
  choices: readonly { id: string; label: string }[];
  /** The ids ticked now: the zone's members as last answered by the server. */
  memberIds: ReadonlySet<string>;
  loading: boolean;
  error?: ErrorLike;
  onRetry: () => void;
  /** While a link is being stored the ticks wait, so the list only ever shows the server's answer. */
  busy: boolean;
  /** Stores one link; a rejection is shown as an "Update Error" alert and the tick stays as it was. */
  onToggle: (id: string, member: boolean) => Promise<void>;
  emptyText: string;
  onClose: () => void;
  /** Shown above the list, e.g. a search box. */
  filter?: ReactNode;
}

/** A modal of ticks that add members to a group (a zone, a section's zones) or take them out, one call per tick. */
export function MembershipDialog(props: MembershipDialogProps) {
  const styles = useStyles();
  const [alert, setAlert] = useState<Alert | null>(null);
  const toggle = (id: string, member: boolean) =>
    props
      .onToggle(id, member)
      .catch((failure: Error) => setAlert({ title: 'Update Error', message: errorMessage(failure) }));
  let list;
  if (props.error && props.choices.length === 0)
    list = (
      <MessageBar intent="error">
        <MessageBarBody>The choices could not be loaded.</MessageBarBody>
        <MessageBarActions>
          <Button onClick={props.onRetry}>Try again</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else if (props.loading && props.choices.length === 0) list = <Spinner label="Loading…" />;
  else if (props.choices.length === 0) list = <Text>{props.emptyText}</Text>;
  else
    list = (
      <div className={styles.list} role="group" aria-label={props.groupLabel} aria-busy={props.busy}>
        {props.choices.map((choice) => (
          <Checkbox
            key={choice.id}
            label={choice.label}
            checked={props.memberIds.has(choice.id)}
            disabled={props.busy}
            onChange={(_event, change) => void toggle(choice.id, change.checked === true)}
          />
        ))}
      </div>
    );

  return (
    <Dialog open={props.open} onOpenChange={(_event, change) => !change.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            {props.filter}
            {list}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onClose}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
        <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      </DialogSurface>
    </Dialog>
  );
}
