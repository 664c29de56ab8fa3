import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface PagerProps {
  /** Names what is paged, e.g. "Users". */
  label: string;
  /** The 1-based page shown. */
  page: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
}

/** Left and right paging controls around the page number of a server-paged list. */
export function Pager({ label, page, canGoBack, canGoForward, onBack, onForward }: PagerProps) {
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label="Previous page"
        disabled={!canGoBack}
        onClick={onBack}
      />
      <Text aria-live="polite">Page {page}</Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label="Next page"
        disabled={!canGoForward}
        onClick={onForward}
      />
    </nav>
  );
}
