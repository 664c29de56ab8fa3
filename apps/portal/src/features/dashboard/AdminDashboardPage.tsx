import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument } from '../../gql/graphql';
import { Page } from '../../ui/Page';
import { CountCards } from './CountCards';
import { useRefetchOnAdminEvent } from './use-refetch-on-admin-event';

export function AdminDashboardPage() {
  const { data, error, refetch } = useQuery(AdminDashboardDocument);
  useRefetchOnAdminEvent(refetch);
  const counts = data?.adminDashboard;
  return (
    <Page title="Dashboard">
      <CountCards
        error={error}
        onRetry={() => void refetch()}
        counts={[
          { label: 'Clients', value: counts?.clientCount },
          { label: 'Stores', value: counts?.storeCount },
          { label: 'Users', value: counts?.userCount },
          { label: 'Shoppers', value: counts?.shopperCount },
        ]}
      />
    </Page>
  );
}
