import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import type { Statistics, UploadOutcome } from './run-upload';
import { PRODUCT } from './upload-kinds';

const useStyles = makeStyles({
  rowData: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** How an upload ended: the row errors, the server's refusal with each refused user, or the statistics. */
export function Outcome({ outcome }: { outcome: UploadOutcome }) {
  switch (outcome.kind) {
    case 'parseErrors':
      return (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{UPLOAD_MESSAGES.parsingErrors(PRODUCT)}</MessageBarBody>
          </MessageBar>
          <RowErrors errors={outcome.errors} rows={outcome.rows} />
        </>
      );
    case 'failed':
      return (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
          {outcome.errors.length > 0 && <RowErrors errors={outcome.errors} rows={[]} />}
          {outcome.userErrors.length > 0 && (
            <ul aria-label="Users not uploaded">
              {outcome.userErrors.map((error) => (
                <li key={`${error.rowIndex}-${error.reasonCode}`}>
                  Row {error.rowIndex}, {error.username}: {error.reasonCode}
                  {error.errorMessage && error.errorMessage !== error.reasonCode
                    ? ` (${error.errorMessage})`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'later':
      return (
        <MessageBar intent="info" role="status">
          <MessageBarBody>
            The file is large: it will be handled later and the result sent to you by e-mail.
          </MessageBarBody>
        </MessageBar>
      );
    case 'stored':
      return <StatisticsTable statistics={outcome.statistics} />;
  }
}

function RowErrors({ errors, rows }: { errors: RowError[]; rows: readonly Record<string, string>[] }) {
  const styles = useStyles();
  return (
    <Table aria-label="Errors in the file" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Row</TableHeaderCell>
          <TableHeaderCell>Reason</TableHeaderCell>
          <TableHeaderCell>Row data</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {errors.map((error, index) => {
          const row = rows[error.rowIndex - 2];
          return (
            <TableRow key={index}>
              <TableCell>{error.rowIndex}</TableCell>
              <TableCell>
                {error.reasonCode}
                {error.message ? ` (${error.message})` : ''}
              </TableCell>
              <TableCell className={styles.rowData}>{row ? Object.values(row).join(', ') : ''}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function statisticsLines(statistics: Statistics): [string, string | number][] {
  switch (statistics.fileType) {
    case 'store_setup_file':
      return [
        ['Rows', statistics.rowCount],
        ['Sections created', statistics.sectionsCreated],
        ['Sections updated', statistics.sectionsUpdated],
        ['Sections deleted', statistics.sectionsDeleted],
        ['Shelves created', statistics.shelvesCreated],
        ['Shelves updated', statistics.shelvesUpdated],
        ['Shelves deleted', statistics.shelvesDeleted],
        ['Zones merged', statistics.zonesWereMerged ? 'Yes' : 'No'],
      ];
    case 'catmap_file':
      return [['Result', statistics.message]];
    case 'bulkLoad_users_file':
      return [
        ['Rows', statistics.rowCount],
        ['Users created', statistics.createdUsers],
        ['Users updated', statistics.updatedUsers],
      ];
  }
}

function StatisticsTable({ statistics }: { statistics: Statistics }) {
  return (
    <>
      <MessageBar intent="success" role="status">
        <MessageBarBody>The file was uploaded.</MessageBarBody>
      </MessageBar>
      <Table aria-label="Upload statistics" size="small">
        <TableBody>
          {statisticsLines(statistics).map(([label, value]) => (
            <TableRow key={label}>
              <TableHeaderCell scope="row">{label}</TableHeaderCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
