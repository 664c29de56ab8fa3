import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { TableReportDocument, TableReportNamesDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { FailureNotice } from '../../ui/FailureNotice';
import { Page } from '../../ui/Page';
import { ReportNotice, useReportRun } from '../../ui/report-run';
import { ReportRunForm } from '../../ui/ReportRunForm';
import { exportReport } from './export-report';
import { ReportTable } from './ReportTable';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * /client/reports and /store/reports (spec 3 section 2, one shared screen): choose a store, report
 * and time frame, run; the rows show as a table whose columns are their keys, and download as a
 * spreadsheet.
 */
export function TableReportsPage() {
  const styles = useStyles();
  const { selection, user } = useSession();
  const clientId = selection.clientId ?? user?.clientId ?? '';
  const names = useQuery(TableReportNamesDocument, { variables: { clientId }, skip: !clientId });
  const [ran, setRan] = useState({ reportName: '', storeName: '' });
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [outcome, run, clear] = useReportRun(TableReportDocument, ({ tableReport }) => ({
    isSuccess: tableReport.isSuccess,
    shown: tableReport.rows.length ? tableReport : null,
  }));

  const download = async (table: Parameters<typeof exportReport>[1]) => {
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
          void run(choices);
        }}
      />
      {outcome.state === 'running' && <Spinner label="Running the report…" />}
      <ReportNotice outcome={outcome} />
      {outcome.state === 'shown' && (
        <>
          <div className={styles.bar}>
            <Text role="status">
              {outcome.shown.rows.length} {outcome.shown.rows.length === 1 ? 'row' : 'rows'}
            </Text>
            <Button
              icon={<ArrowDownloadRegular />}
              disabled={exporting}
              onClick={() => void download(outcome.shown)}
            >
              {exporting ? 'Writing the spreadsheet…' : 'Download'}
            </Button>
          </div>
          <FailureNotice failure={exportFailure} />
          <ReportTable label={ran.reportName} columns={outcome.shown.columns} rows={outcome.shown.rows} />
        </>
      )}
    </Page>
  );
}
