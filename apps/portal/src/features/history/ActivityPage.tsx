import { useMemo, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { historyDateRange } from '@fulfil/domain';
import {
  ActivityClientDocument,
  ActivityStoreDocument,
  type HistoryFilterInput,
  type UserScopeInput,
} from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useHistoryPage, type HistoryLive } from '../../lib/use-history';
import { forChosenClient, forChosenStore } from '../../ui/for-chosen';
import { HistoryResults } from '../../ui/HistoryResults';
import { Page } from '../../ui/Page';
import { ActivityFilters, NO_FILTERS, type ActivityFilterValues } from './ActivityFilters';
import { exportHistory, type HistoryExportFormat } from './export-history';

const PAGE_SIZE = 50;

interface ActivityProps {
  /** The store's or client's own filter, which the person's filters narrow. */
  place: HistoryFilterInput;
  live: HistoryLive;
  /** The store or client name, for the heading and the exported file's name. */
  placeName: string | undefined;
  peopleScope: UserScopeInput;
}

/**
 * Who did what in a store or client, newest first, filtered and paged; read again as others'
 * changes are recorded, on the same page with the same filters. Exported as csv or xlsx.
 */
function Activity({ place, live, placeName, peopleScope }: ActivityProps) {
  const apollo = useApolloClient();
  const [filters, setFilters] = useState<ActivityFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<HistoryExportFormat | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const filter = useMemo<HistoryFilterInput>(
    () => ({
      ...place,
      entityType: filters.entityType || undefined,
      actorUserId: filters.person?.id,
      ...historyDateRange(filters.from, filters.to),
    }),
    [place, filters],
  );
  const result = useHistoryPage({ filter, page, pageSize: PAGE_SIZE, live });
  const title = placeName ? `Activity - ${placeName}` : 'Activity';

  const download = async (format: HistoryExportFormat) => {
    setExporting(format);
    setExportFailed(false);
    try {
      setExportFailed(!(await exportHistory(apollo, filter, placeName ?? '', format)));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };
  const exportButton = (format: HistoryExportFormat, text: string) => (
    <Button
      icon={exporting === format ? <Spinner size="tiny" aria-hidden /> : <ArrowDownloadRegular />}
      disabled={exporting !== null}
      onClick={() => void download(format)}
    >
      {text}
    </Button>
  );

  return (
    <Page
      title={title}
      actions={
        <>
          {exportButton('csv', 'Export CSV')}
          {exportButton('xlsx', 'Export Excel')}
        </>
      }
    >
      <ActivityFilters
        values={filters}
        peopleScope={peopleScope}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {exportFailed && (
        <MessageBar intent="error">
          <MessageBarBody>The history could not be exported. Please try again.</MessageBarBody>
        </MessageBar>
      )}
      <HistoryResults
        label={title}
        result={result}
        emptyText={
          filters === NO_FILTERS ? 'No changes are recorded yet.' : 'No recorded changes match the filters.'
        }
        onPage={setPage}
      />
    </Page>
  );
}

/** /store/activity: the chosen store's history. */
function StoreActivity({ storeId }: { storeId: string }) {
  const { selection } = useSession();
  const { data } = useQuery(ActivityStoreDocument, { variables: { id: storeId } });
  const place = useMemo(() => ({ storeId }), [storeId]);
  return (
    <Activity
      place={place}
      live={place}
      placeName={data?.store?.name}
      peopleScope={selection.clientId ? { clientId: selection.clientId } : { storeId }}
    />
  );
}

/** /client/activity: the chosen client's history, its stores' included. */
function ClientActivity({ clientId }: { clientId: string }) {
  const { data } = useQuery(ActivityClientDocument, { variables: { id: clientId } });
  const place = useMemo(() => ({ clientId }), [clientId]);
  return <Activity place={place} live={place} placeName={data?.client?.name} peopleScope={place} />;
}

export const StoreActivityPage = forChosenStore(StoreActivity);
export const ClientActivityPage = forChosenClient(ClientActivity);
