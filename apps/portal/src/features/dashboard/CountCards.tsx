import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ErrorLike } from '@apollo/client';

export interface Count {
  label: string;
  value: number | undefined;
}

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  label: { color: tokens.colorNeutralForeground3 },
  value: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** A dashboard's counts as cards, each a labelled group so the number is read with its label. */
export function CountCards({
  counts,
  error,
  onRetry,
}: {
  counts: Count[];
  error?: ErrorLike;
  onRetry: () => void;
}) {
  const styles = useStyles();
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>The dashboard could not be loaded.</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>Try again</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Counts">
      {counts.map(({ label, value }) => (
        <li key={label}>
          <Card className={styles.card} role="group" aria-label={label}>
            <Text className={styles.label}>{label}</Text>
            {value === undefined ? (
              <Skeleton aria-label={`Loading ${label}`}>
                <SkeletonItem size={40} />
              </Skeleton>
            ) : (
              <Text className={styles.value} aria-live="polite">
                {value}
              </Text>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
