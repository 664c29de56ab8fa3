import { Navigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { StoreDashboardDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/Page';
import { CountCards } from './CountCards';

export function StoreDashboardPage() {
  const { selection } = useSession();
  if (!selection.storeId) return <Navigate to="/selectastore" replace />;
  return <StoreDashboard storeId={selection.storeId} />;
}

function StoreDashboard({ storeId }: { storeId: string }) {
  const { data, error, refetch } = useQuery(StoreDashboardDocument, { variables: { storeId } });
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
