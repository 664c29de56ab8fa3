import { Text } from '@fluentui/react-components';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/Page';

/** A shopper's landing page: shoppers work in the fulfilment apps, not in the admin portal. */
export function ShopperPage() {
  const { user } = useSession();
  return (
    <Page title="Shopper">
      <Text as="p">
        Welcome{user?.firstName ? `, ${user.firstName}` : ''}. Picking, carry-out and delivery are done in the
        fulfilment apps; this portal has no settings for your role.
      </Text>
    </Page>
  );
}
