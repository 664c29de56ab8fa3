import { DashboardStoreEventsDocument } from '../../gql/graphql';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';

/** The store events that add or remove something the store dashboard counts. */
const COUNTED = new Set([
  'FoodSafetyTypeChanged',
  'FoodSafetyTypeDeleted',
  'ItemCategoryChanged',
  'ItemCategoryDeleted',
  'SectionChanged',
  'SectionDeleted',
  'StagingSectionChanged',
  'StagingSectionDeleted',
]);

/** Refetches the store's counts whenever a change of the store may have changed them. */
export function useRefetchOnStoreEvent(storeId: string, refetch: () => unknown): void {
  const announce = useAnnounce();
  useStoreEvents(DashboardStoreEventsDocument, storeId, (event) => {
    if (!COUNTED.has(event.__typename)) return;
    void refetch();
    announce('The dashboard counts were updated.');
  });
}
