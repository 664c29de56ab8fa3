import type { ReactElement } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ChooserOption } from './ChooserDialog';
import { Page } from './Page';

interface ChoicePageProps {
  title: string;
  /** What choosing does, shown above the choices. */
  intro: string;
  /** Why the chooser opened instead of the page a link asked for, if it did. */
  reason?: string;
  /** The accessible name of the list, e.g. "Your stores". */
  listLabel: string;
  /** Said when there is nothing to choose. */
  emptyText: string;
  icon: ReactElement;
  options: readonly ChooserOption[];
  loading: boolean;
  failed: boolean;
  onChoose: (id: string) => void;
}

const useStyles = makeStyles({
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  choice: { width: '100%', justifyContent: 'flex-start' },
});

/** A page that waits for a choice (a client, a store) before the screens that need it. */
export function ChoicePage(props: ChoicePageProps) {
  const styles = useStyles();
  let choices: ReactElement;
  if (props.loading) choices = <Spinner label="Loading…" />;
  else if (props.failed)
    choices = (
      <MessageBar intent="error">
        <MessageBarBody>The choices could not be loaded.</MessageBarBody>
      </MessageBar>
    );
  else if (props.options.length === 0)
    choices = (
      <MessageBar intent="warning">
        <MessageBarBody>{props.emptyText}</MessageBarBody>
      </MessageBar>
    );
  else
    choices = (
      <ul className={styles.choices} aria-label={props.listLabel}>
        {props.options.map((option) => (
          <li key={option.id}>
            <Button
              className={styles.choice}
              size="large"
              icon={props.icon}
              onClick={() => props.onChoose(option.id)}
            >
              {option.name}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <Page title={props.title}>
      {props.reason && (
        <MessageBar intent="info">
          <MessageBarBody>{props.reason}</MessageBarBody>
        </MessageBar>
      )}
      <Text as="p">{props.intro}</Text>
      {choices}
    </Page>
  );
}
