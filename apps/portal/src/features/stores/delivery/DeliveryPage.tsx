import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/Page';
import { StoreDeliveryProvider } from './StoreDeliveryProvider';

/** /store/delivery: the chosen store's delivery provider and whether the store uses it. */
export function DeliveryPage() {
  const { storeId } = useSession().selection;
  return <Page title="Delivery">{storeId && <StoreDeliveryProvider storeId={storeId} />}</Page>;
}
