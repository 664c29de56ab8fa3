import { Navigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Badge } from '@fluentui/react-components';
import { ClientDashboardDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/Page';
import { CountCards } from './CountCards';
import { useRefetchOnAdminEvent } from './useRefetchOnAdminEvent';

export function ClientDashboardPage() {
  const { selection } = useSession();
  if (!selection.clientId) return <Navigate to="/admin/dashboard" replace />;
  return <ClientDashboard clientId={selection.clientId} />;
}

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
