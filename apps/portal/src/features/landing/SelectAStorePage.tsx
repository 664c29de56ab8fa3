import { useNavigate } from 'react-router-dom';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BuildingShopRegular } from '@fluentui/react-icons';
import { selectStore } from '@fulfil/domain';
import { setSelection, useSession } from '../../lib/session';
import { Page } from '../../ui/Page';

const useStyles = makeStyles({
  stores: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  store: { width: '100%', justifyContent: 'flex-start' },
});

/** Where a user with several stores starts, and where a store screen is opened before a store is chosen. */
export function SelectAStorePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user, selection } = useSession();
  const stores = user?.stores ?? [];
  const choose = (storeId: string) => {
    const { selection: next, navigateTo } = selectStore(selection, storeId);
    setSelection(next);
    if (navigateTo) navigate(navigateTo);
  };
  return (
    <Page title="Select a store">
      <Text as="p">
        Choose a store to see its dashboard and settings. The Store chooser at the top of the page changes it
        later.
      </Text>
      {stores.length > 0 && (
        <ul className={styles.stores} aria-label="Your stores">
          {stores.map((store) => (
            <li key={store.id}>
              <Button
                className={styles.store}
                size="large"
                icon={<BuildingShopRegular />}
                onClick={() => choose(store.id)}
              >
                {store.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
