import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { useHistoryPage } from '../lib/use-history';
import { HistoryEntries } from './HistoryEntries';
import { Pager } from './Pager';
import { UndoHistoryButton } from './UndoHistoryButton';

interface HistoryResultsProps {
  /** What the page of history is of, e.g. "History of section Dairy". */
  label: string;
  result: ReturnType<typeof useHistoryPage>;
  /** Said when the page holds no entry. */
  emptyText: string;
  showEntity?: boolean;
  onPage: (page: number) => void;
  /** Called after the person undid one of the page's entries. */
  onUndone?: () => void;
}

/** The ids of the newest entry of each row on a page, newest first. */
function latestOfEachRow(entries: readonly { id: string; entityType: string; entityId: string }[]) {
  const seen = new Set<string>();
  const latest = new Set<string>();
  for (const entry of entries) {
    const row = `${entry.entityType}/${entry.entityId}`;
    if (!seen.has(row)) latest.add(entry.id);
    seen.add(row);
  }
  return latest;
}

/** A page of history with its loading, error and empty states, and the pager below it. */
export function HistoryResults({
  label,
  result,
  emptyText,
  showEntity,
  onPage,
  onUndone,
}: HistoryResultsProps) {
  const { data, error, refetch } = result;
  if (error && !data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          The history could not be read: {error.message}{' '}
          <Button appearance="transparent" onClick={() => void refetch()}>
            Try again
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  if (!data) return <Spinner size="small" label="Loading history…" />;
  const { entries, page, hasMore } = data.history;
  // Only a row's latest change can be undone; the first page, newest first, shows which that is.
  const latest = page === 1 ? latestOfEachRow(entries) : null;
  return (
    <>
      {entries.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{emptyText}</MessageBarBody>
        </MessageBar>
      ) : (
        <HistoryEntries
          label={label}
          entries={entries}
          showEntity={showEntity}
          actions={(entry) =>
            (latest?.has(entry.id) ?? true) && <UndoHistoryButton entry={entry} onUndone={onUndone} />
          }
        />
      )}
      {(page > 1 || hasMore) && (
        <Pager
          label={label}
          page={page}
          canGoBack={page > 1}
          canGoForward={hasMore}
          onBack={() => onPage(page - 1)}
          onForward={() => onPage(page + 1)}
        />
      )}
    </>
  );
}
