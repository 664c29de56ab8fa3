import { useQuery } from '@apollo/client/react';
import { BuildingShopRegular } from '@fluentui/react-icons';
import { selectStore } from '@fulfil/domain';
import { ChooserStoresDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useRequestedPage } from '../../lib/requested-page';
import { ChoicePage } from '../../ui/ChoicePage';
import { useApplyChoice } from '../../ui/Choosers';

/** Where a user with several stores starts, and where a store screen is opened before a store is chosen. */
export function SelectAStorePage() {
  const { selection } = useSession();
  const apply = useApplyChoice();
  const requested = useRequestedPage('store');
  // The store chooser's list: the chosen client's stores, else every store the user may act in.
  const { data, loading, error } = useQuery(ChooserStoresDocument, {
    variables: { clientId: selection.clientId },
  });
  return (
    <ChoicePage
      title="Select a store"
      intro="Choose a store to see its dashboard and settings. The Store chooser at the top of the page changes it later."
      reason={requested.reason}
      listLabel="Your stores"
      emptyText="There is no store for you to choose. Ask your administrator to assign you to a store."
      icon={<BuildingShopRegular />}
      options={data?.stores ?? []}
      loading={loading && !data}
      failed={!!error}
      onChoose={(storeId) => apply(requested.onward(selectStore(selection, storeId)))}
    />
  );
}
