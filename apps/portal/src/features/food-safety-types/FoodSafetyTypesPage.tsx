import { skipToken, useQuery } from '@apollo/client/react';
import {
  FoodSafetyTypeEventsDocument,
  FoodSafetyTypesDocument,
  type FoodSafetyTypeFieldsFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { useStoreEvents } from '../../lib/use-store-events';
import { ContainerLabel } from '../../ui/ContainerBadge';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import type { ListColumn } from '../../ui/ListWithDetail';
import { StoreListScreen } from '../../ui/StoreListScreen';
import { FoodSafetyTypeCreator } from './FoodSafetyTypeCreator';
import { FoodSafetyTypeEditor } from './FoodSafetyTypeEditor';
import { removeFoodSafetyType, storeFoodSafetyType } from './food-safety-type-cache';

const SCREEN = 'foodsafetytypes';

const columns: ListColumn<FoodSafetyTypeFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (row) => row.name },
  {
    key: 'containerColor',
    label: 'Container color',
    value: (row) => row.containerColor,
    render: (row) => <ContainerLabel color={row.containerColor} text={row.containerColor} />,
  },
  {
    key: 'containerIcon',
    label: 'Container icon',
    value: (row) => row.containerIcon,
    render: (row) => <ContainerLabel icon={row.containerIcon} text={row.containerIcon} />,
  },
  { key: 'maxLeadTime', label: 'Max lead time', value: (row) => row.maxLeadTime },
];

/** The list is searchable on name, container color and max lead time. */
const searchedTexts = (row: FoodSafetyTypeFieldsFragment) => [row.name, row.containerColor, row.maxLeadTime];

/** Applies other admins' food safety type changes to the cache and says them to screen-reader users. */
function useFoodSafetyTypeEvents(storeId: string | null): void {
  const announce = useAnnounce();
  useStoreEvents(FoodSafetyTypeEventsDocument, storeId, (event, cache) => {
    if (event.__typename === 'FoodSafetyTypeChanged') {
      storeFoodSafetyType(cache, event.foodSafetyType);
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the food safety type ${event.foodSafetyType.name}.`);
    } else if (event.__typename === 'FoodSafetyTypeDeleted') {
      removeFoodSafetyType(cache, event.foodSafetyTypeId);
      if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a food safety type.`);
    }
  });
}

/** /store/foodsafetytypes: the chosen store's container types, edited by several admins at once. */
export function FoodSafetyTypesPage() {
  const { storeId } = useSession().selection;
  const query = useQuery(FoodSafetyTypesDocument, storeId ? { variables: { storeId } } : skipToken);
  useFoodSafetyTypeEvents(storeId);

  return (
    <StoreListScreen
      title="Food safety types"
      noun="food safety type"
      presenceScreen={SCREEN}
      storeId={storeId}
      rows={query.data?.foodSafetyTypes ?? []}
      query={query}
      getId={(row) => row.id}
      nameOf={(row) => row.name}
      searchedTexts={searchedTexts}
      emptyText="No food safety types yet"
      creator={(chosenStoreId, done) => <FoodSafetyTypeCreator storeId={chosenStoreId} {...done} />}
      editor={(row, onClose) => <FoodSafetyTypeEditor key={row.id} row={row} onClose={onClose} />}
      columns={columns}
    />
  );
}
