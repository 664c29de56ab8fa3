import { skipToken, useQuery } from '@apollo/client/react';
import {
  ZoneEventsDocument,
  ZoneFormChoicesDocument,
  ZonesDocument,
  type ZoneFieldsFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import type { ListColumn } from '../../ui/ListWithDetail';
import { StoreListScreen } from '../../ui/StoreListScreen';
import { removeZone, storeZone } from './zone-cache';
import { ZoneCreator } from './ZoneCreator';
import { ZoneEditor } from './ZoneEditor';

const SCREEN = 'zones';

/** Applies other admins' zone changes to the cache and says them to screen-reader users. */
function useZoneEvents(storeId: string | null): void {
  const announce = useAnnounce();
  useStoreEvents(ZoneEventsDocument, storeId, (event, cache) => {
    if (event.__typename === 'ZoneChanged') {
      storeZone(cache, event.zone);
      if (byOther(event.actor)) announce(`${event.actor.displayName} changed the zone ${event.zone.name}.`);
    } else if (event.__typename === 'ZoneDeleted') {
      removeZone(cache, event.zoneId);
      if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a zone.`);
    }
  });
}

/** The zone list is searched on name alone. */
const searchedTexts = (zone: ZoneFieldsFragment) => [zone.name];

/** /store/zones: the chosen store's zones with their sections and users, edited by several admins at once. */
export function ZonesPage() {
  const { storeId } = useSession().selection;
  const query = useQuery(ZonesDocument, storeId ? { variables: { storeId } } : skipToken);
  const { data: choices } = useQuery(
    ZoneFormChoicesDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  useZoneEvents(storeId);

  const foodSafetyTypes = choices?.foodSafetyTypes ?? [];
  const foodSafetyTypeName = (zone: ZoneFieldsFragment) =>
    foodSafetyTypes.find((type) => type.id === zone.foodSafetyTypeId)?.name ?? '—';
  const columns: ListColumn<ZoneFieldsFragment>[] = [
    { key: 'name', label: 'Name', value: (zone) => zone.name },
    { key: 'foodSafetyType', label: 'Food safety type', value: foodSafetyTypeName },
    { key: 'sectionCount', label: 'Sections', value: (zone) => zone.sectionCount },
    { key: 'userCount', label: 'Users', value: (zone) => zone.userCount },
  ];

  return (
    <StoreListScreen
      title="Zones"
      noun="zone"
      presenceScreen={SCREEN}
      storeId={storeId}
      rows={query.data?.zones ?? []}
      query={query}
      getId={(zone) => zone.zoneId}
      nameOf={(zone) => zone.name}
      searchedTexts={searchedTexts}
      emptyText="No zones yet"
      creator={(chosenStoreId, done) => <ZoneCreator storeId={chosenStoreId} choices={choices} {...done} />}
      editor={(zone, onClose) => (
        <ZoneEditor key={zone.zoneId} zone={zone} foodSafetyTypes={foodSafetyTypes} onClose={onClose} />
      )}
      columns={columns}
    />
  );
}
