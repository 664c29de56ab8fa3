import { useSubscription } from '@apollo/client/react';
import { DashboardAdminEventsDocument } from '../../gql/graphql';
import { useAnnounce } from '../../ui/LiveAnnouncer';

/** Counts change with every client event; one refetch per event keeps the cards current. */
export function useRefetchOnAdminEvent(refetch: () => unknown): void {
  const announce = useAnnounce();
  useSubscription(DashboardAdminEventsDocument, {
    onData: () => {
      void refetch();
      announce('The dashboard counts were updated.');
    },
  });
}
