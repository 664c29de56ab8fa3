import { useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  FoodSafetyTypeEventsDocument,
  FoodSafetyTypesDocument,
  type FoodSafetyTypeFieldsFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { usePresence } from '../../lib/use-presence';
import { useStoreEvents } from '../../lib/use-store-events';
import { ContainerLabel } from '../../ui/ContainerBadge';
import { detailPanel, LayoutScreen } from '../../ui/LayoutScreen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
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

function matches(row: FoodSafetyTypeFieldsFragment, search: string): boolean {
  const text = search.trim().toLowerCase();
  return [row.name, row.containerColor, row.maxLeadTime ?? ''].some((value) =>
    value.toLowerCase().includes(text),
  );
}

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
  const [search, setSearch] = useState('');
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(
    FoodSafetyTypesDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  useFoodSafetyTypeEvents(storeId);
  const others = usePresence(storeId, SCREEN, panel.openId);

  const rows = data?.foodSafetyTypes ?? [];
  const shown = search.trim() ? rows.filter((row) => matches(row, search)) : rows;
  const open = rows.find((row) => row.id === panel.openId);

  return (
    <LayoutScreen
      title="Food safety types"
      storeId={storeId}
      presence={others}
      itemName={(id) => rows.find((row) => row.id === id)?.name}
      newLabel="New food safety type"
      onNew={panel.startCreating}
    >
      <ListWithDetail
        label="Food safety types"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(row) => row.id}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search food safety types"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={search.trim() ? 'No food safety types match the search.' : 'No food safety types yet'}
        {...detailPanel({
          noun: 'food safety type',
          creator:
            panel.creating && storeId
              ? {
                  title: 'New food safety type',
                  form: (
                    <FoodSafetyTypeCreator storeId={storeId} onCancel={panel.close} onCreated={panel.open} />
                  ),
                }
              : null,
          editor: open
            ? {
                title: open.name,
                form: <FoodSafetyTypeEditor key={open.id} row={open} onClose={panel.close} />,
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
    </LayoutScreen>
  );
}
