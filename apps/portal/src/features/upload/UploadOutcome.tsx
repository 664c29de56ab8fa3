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
import { UPLOAD_JOB_MESSAGES, UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import type { Statistics, UploadOutcome } from './run-upload';
import { PRODUCT } from './upload-kinds';
import type { UploadProgress } from './use-upload-progress';

const useStyles = makeStyles({
  rowData: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/**
 * How an upload ended: the row errors, the server's refusal with each refused user, the statistics,
 * or a file saved for later, whose end `progress` tells as the server reports it.
 */
export function Outcome({ outcome, progress }: { outcome: UploadOutcome; progress: UploadProgress | null }) {
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
      return <SavedForLater emailAddress={outcome.emailAddress} progress={progress} />;
    case 'stored':
      return <StatisticsTable statistics={outcome.statistics} />;
  }
}

/** The spec's save-for-later state: the file is being stored after the answer, and then it has been, or not. */
function SavedForLater({
  emailAddress,
  progress,
}: {
  emailAddress: string | null;
  progress: UploadProgress | null;
}) {
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>{UPLOAD_JOB_MESSAGES.savedForLater(emailAddress)}</MessageBarBody>
      </MessageBar>
      {progress?.phase === 'DONE' && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{UPLOAD_JOB_MESSAGES.storedLater(emailAddress)}</MessageBarBody>
        </MessageBar>
      )}
      {progress?.phase === 'FAILED' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{progress.message || UPLOAD_MESSAGES.unknownError}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
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
