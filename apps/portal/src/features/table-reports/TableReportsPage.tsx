import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { TableReportNamesDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { FailureNotice } from '../../ui/FailureNotice';
import { Page } from '../../ui/Page';
import { ReportNotice } from '../../ui/report-run';
import { ReportRunForm } from '../../ui/ReportRunForm';
import { exportReport } from './export-report';
import { ReportTable } from './ReportTable';
import { useReportRows, type ArrivingTable } from './report-rows';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** How many rows the report has, and while they arrive, how many are here. */
function rowsNote({ rows, rowCount, complete }: ArrivingTable): string {
  const count = `${rowCount} ${rowCount === 1 ? 'row' : 'rows'}`;
  return complete ? count : `${rows.length} of ${count}…`;
}

/**
 * /client/reports and /store/reports (spec 3 section 2, one shared screen): choose a store, report
 * and time frame, run; the rows show as a table whose columns are their keys, and download as a
 * spreadsheet once every row has arrived. The first rows show while the rest are on their way.
 */
export function TableReportsPage() {
  const styles = useStyles();
  const { selection, user } = useSession();
  const clientId = selection.clientId ?? user?.clientId ?? '';
  const names = useQuery(TableReportNamesDocument, { variables: { clientId }, skip: !clientId });
  const [ran, setRan] = useState({ reportName: '', storeName: '' });
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [outcome, run, clear] = useReportRows();

  const download = async (table: ArrivingTable) => {
    setExporting(true);
    const saved = await exportReport(ran, table);
    setExporting(false);
    setExportFailure(saved ? null : 'The spreadsheet could not be written.');
  };

  return (
    <Page title="Reports">
      <ReportRunForm
        kind="table"
        clientId={clientId}
        reportNames={names.data?.tableReportNames ?? null}
        namesFailed={names.error !== undefined}
        remembered={{ store: 'reportsStore', report: 'reportsReport' }}
        running={outcome.state === 'running'}
        onRefused={clear}
        onRun={(choices, storeName) => {
          setRan({ reportName: choices.reportName, storeName });
          run(choices);
        }}
      />
      {outcome.state === 'running' && <Spinner label="Running the report…" />}
      <ReportNotice outcome={outcome} />
      {outcome.state === 'shown' && (
        <>
          <div className={styles.bar}>
            <Text role="status">{rowsNote(outcome.shown)}</Text>
            <Button
              icon={<ArrowDownloadRegular />}
              disabled={exporting || !outcome.shown.complete}
              onClick={() => void download(outcome.shown)}
            >
              {exporting ? 'Writing the spreadsheet…' : 'Download'}
            </Button>
          </div>
          <FailureNotice failure={exportFailure} />
          <ReportTable
            label={ran.reportName}
            columns={outcome.shown.columns}
            rows={outcome.shown.rows}
            rowCount={outcome.shown.rowCount}
          />
        </>
      )}
    </Page>
  );
}
