import { useQuery } from '@apollo/client/react';
import { Spinner } from '@fluentui/react-components';
import { AnalyticsReportDocument, AnalyticsReportNamesDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/Page';
import { ReportNotice, useReportRun } from '../../ui/report-run';
import { ReportRunForm } from '../../ui/ReportRunForm';
import { ReportChartView } from './ReportChartView';

/**
 * /client/analytics and /store/analytics (spec 3 section 2, one shared screen): choose a store,
 * report and time frame, run, and the chart is drawn from the API's chart data.
 */
export function AnalyticsPage() {
  const { selection, user } = useSession();
  const clientId = selection.clientId ?? user?.clientId ?? '';
  const names = useQuery(AnalyticsReportNamesDocument, { variables: { clientId }, skip: !clientId });
  const [outcome, run, clear] = useReportRun(AnalyticsReportDocument, (data) => ({
    isSuccess: data.analyticsReport.isSuccess,
    shown: data.analyticsReport.chart ?? null,
  }));
  return (
    <Page title="Analytics">
      <ReportRunForm
        kind="analytics"
        clientId={clientId}
        reportNames={names.data?.analyticsReportNames ?? null}
        namesFailed={names.error !== undefined}
        remembered={{ store: 'analyticsStore', report: 'analyticsReport' }}
        running={outcome.state === 'running'}
        onRefused={clear}
        onRun={(choices) => void run(choices)}
      />
      {outcome.state === 'running' && <Spinner label="Running the report…" />}
      <ReportNotice outcome={outcome} />
      {outcome.state === 'shown' && <ReportChartView chart={outcome.shown} />}
    </Page>
  );
}
