import { useState } from 'react';
import { Button, Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { StoreFieldsFragment } from '../../gql/graphql';
import { StoreAttributes } from './attributes/StoreAttributes';
import { StoreDeliveryProvider } from './delivery/StoreDeliveryProvider';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  none: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  noneText: { color: tokens.colorNeutralForeground3 },
});

/** The open store's delivery provider and attributes, below its own fields. */
export function StoreSettings({ store }: { store: StoreFieldsFragment }) {
  const styles = useStyles();
  // Adding opens the same editor a store with a provider shows; it starts from no provider.
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Divider />
      <section className={styles.section} aria-label="Delivery provider">
        <Text weight="semibold">Delivery provider</Text>
        {/* Spec: the delivery provider is loaded only when the store has one. */}
        {store.storeDeliveryProviderId || adding ? (
          <StoreDeliveryProvider storeId={store.id} />
        ) : (
          <div className={styles.none}>
            <Text className={styles.noneText}>This store has no delivery provider.</Text>
            <Button size="small" onClick={() => setAdding(true)}>
              Add a delivery provider
            </Button>
          </div>
        )}
      </section>
      <Divider />
      <StoreAttributes storeId={store.id} />
    </>
  );
}
