import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { StoreDashboardDocument } from '../../gql/graphql';
import { forChosenStore } from '../../ui/for-chosen';
import { Page } from '../../ui/Page';
import { CountCards } from './CountCards';
import { useRefetchOnStoreEvent } from './use-refetch-on-store-event';

/**
 * Every visit is a new dashboard: choosing the store again navigates here anew and reloads it
 * (spec 1 section 4), and returning from another screen shows what changed meanwhile.
 */
export const StoreDashboardPage = forChosenStore(function StoreDashboardVisit({ storeId }) {
  const { key } = useLocation();
  return <StoreDashboard key={key} storeId={storeId} />;
});

function StoreDashboard({ storeId }: { storeId: string }) {
  const { data, error, refetch } = useQuery(StoreDashboardDocument, { variables: { storeId } });
  useRefetchOnStoreEvent(storeId, refetch);
  const counts = data?.storeDashboard;
  return (
    <Page title="Store dashboard">
      <CountCards
        error={error}
        onRetry={() => void refetch()}
        counts={[
          { label: 'Users', value: counts?.userCount },
          { label: 'Shoppers', value: counts?.shopperCount },
          { label: 'Merchandise sections', value: counts?.merchandiseSectionsCount },
          { label: 'Carry-out sections', value: counts?.carryoutSectionsCount },
          { label: 'Item categories', value: counts?.itemCategoriesCount },
          { label: 'Food safety types', value: counts?.foodSafetyTypesCount },
        ]}
      />
    </Page>
  );
}
