import type { ReactNode } from 'react';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { formatDisplayDate, historyChangeLines, historyEntityName } from '@fulfil/domain';
import type { HistoryEntryFieldsFragment } from '../gql/graphql';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  changes: { margin: 0, paddingLeft: 0, listStyleType: 'none', overflowWrap: 'anywhere' },
  when: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface HistoryEntriesProps {
  /** Names the table for screen readers, e.g. "History of Downtown Hub". */
  label: string;
  entries: readonly HistoryEntryFieldsFragment[];
  /** Shows which row each entry changed; a row's own History panel leaves it out. */
  showEntity?: boolean;
  /** What a person may do with an entry (e.g. undo their own last change), in a last column. */
  actions?: (entry: HistoryEntryFieldsFragment) => ReactNode;
}

/** History entries, newest first as given: when, who, through what, which row, what was done and each change. */
export function HistoryEntries({ label, entries, showEntity = true, actions }: HistoryEntriesProps) {
  const styles = useStyles();
  return (
    <Table aria-label={label} size="small" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>When</TableHeaderCell>
          <TableHeaderCell>Who</TableHeaderCell>
          <TableHeaderCell>Via</TableHeaderCell>
          {showEntity && <TableHeaderCell>Entity</TableHeaderCell>}
          <TableHeaderCell>Action</TableHeaderCell>
          <TableHeaderCell>Changes</TableHeaderCell>
          {actions && <TableHeaderCell>Actions</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className={styles.when}>{formatDisplayDate(entry.recordedAt)}</TableCell>
            <TableCell>{entry.actorName}</TableCell>
            <TableCell className={styles.muted}>{entry.via}</TableCell>
            {showEntity && <TableCell>{historyEntityName(entry.entityType, entry.entityId)}</TableCell>}
            <TableCell>{entry.action}</TableCell>
            <TableCell>
              <ul className={styles.changes}>
                {historyChangeLines(entry).map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </TableCell>
            {actions && <TableCell>{actions(entry)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
