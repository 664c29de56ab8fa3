import { forChosenStore } from '../../../ui/for-chosen';
import { Page } from '../../../ui/Page';
import { StoreDeliveryProvider } from './StoreDeliveryProvider';

/** /store/delivery: the chosen store's delivery provider and whether the store uses it. */
export const DeliveryPage = forChosenStore(function Delivery({ storeId }) {
  return (
    <Page title="Delivery">
      <StoreDeliveryProvider storeId={storeId} />
    </Page>
  );
});
