import { useQuery } from '@apollo/client/react';
import { Badge } from '@fluentui/react-components';
import { ClientDashboardDocument } from '../../gql/graphql';
import { forChosenClient } from '../../ui/for-chosen';
import { Page } from '../../ui/Page';
import { CountCards } from './CountCards';
import { useRefetchOnAdminEvent } from './use-refetch-on-admin-event';

export const ClientDashboardPage = forChosenClient(ClientDashboard);

function ClientDashboard({ clientId }: { clientId: string }) {
  const { data, error, refetch } = useQuery(ClientDashboardDocument, { variables: { clientId } });
  useRefetchOnAdminEvent(refetch);
  const counts = data?.clientDashboard;
  return (
    <Page
      title="Client dashboard"
      actions={counts?.curbsideOnly && <Badge appearance="tint">Curbside only</Badge>}
    >
      <CountCards
        error={error}
        onRetry={() => void refetch()}
        counts={[
          { label: 'Stores', value: counts?.storeCount },
          { label: 'Users', value: counts?.userCount },
          { label: 'Shoppers', value: counts?.shopperCount },
        ]}
      />
    </Page>
  );
}
