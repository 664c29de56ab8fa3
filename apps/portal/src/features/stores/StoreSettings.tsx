import { Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { StoreFieldsFragment } from '../../gql/graphql';
import { StoreAttributes } from './attributes/StoreAttributes';
import { StoreDeliveryProvider } from './delivery/StoreDeliveryProvider';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  none: { color: tokens.colorNeutralForeground3 },
});

/** The open store's delivery provider and attributes, below its own fields. */
export function StoreSettings({ store }: { store: StoreFieldsFragment }) {
  const styles = useStyles();
  return (
    <>
      <Divider />
      <section className={styles.section} aria-label="Delivery provider">
        <Text weight="semibold">Delivery provider</Text>
        {/* Spec: the delivery provider is loaded only when the store has one. */}
        {store.storeDeliveryProviderId ? (
          <StoreDeliveryProvider storeId={store.id} />
        ) : (
          <Text className={styles.none}>This store has no delivery provider.</Text>
        )}
      </section>
      <Divider />
      <StoreAttributes storeId={store.id} />
    </>
  );
}
