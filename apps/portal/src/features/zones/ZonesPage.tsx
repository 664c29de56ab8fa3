import { skipToken, useQuery } from '@apollo/client/react';
import {
  ZoneEventsDocument,
  ZoneFormChoicesDocument,
  ZonesDocument,
  type ZoneFieldsFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListSearch } from '../../lib/use-list-search';
import { usePresence } from '../../lib/use-presence';
import { useStoreEvents } from '../../lib/use-store-events';
import { detailPanel, LayoutScreen } from '../../ui/LayoutScreen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
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

/** /store/zones: the chosen store's zones with their sections and users, edited by several admins at once. */
export function ZonesPage() {
  const { storeId } = useSession().selection;
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(
    ZonesDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  const { data: choices } = useQuery(
    ZoneFormChoicesDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  useZoneEvents(storeId);
  const others = usePresence(storeId, SCREEN, panel.openId);

  const zones = data?.zones ?? [];
  const foodSafetyTypes = choices?.foodSafetyTypes ?? [];
  const foodSafetyTypeName = (zone: ZoneFieldsFragment) =>
    foodSafetyTypes.find((type) => type.id === zone.foodSafetyTypeId)?.name ?? '—';
  const { search, setSearch, searching, shown } = useListSearch(zones, (zone) => [zone.name]);
  const open = zones.find((zone) => zone.zoneId === panel.openId);

  const columns: ListColumn<ZoneFieldsFragment>[] = [
    { key: 'name', label: 'Name', value: (zone) => zone.name },
    { key: 'foodSafetyType', label: 'Food safety type', value: foodSafetyTypeName },
    { key: 'sectionCount', label: 'Sections', value: (zone) => zone.sectionCount },
    { key: 'userCount', label: 'Users', value: (zone) => zone.userCount },
  ];

  return (
    <LayoutScreen
      title="Zones"
      storeId={storeId}
      presence={others}
      itemName={(id) => zones.find((zone) => zone.zoneId === id)?.name}
      newLabel="New zone"
      onNew={panel.startCreating}
    >
      <ListWithDetail
        label="Zones"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(zone) => zone.zoneId}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search zones"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No zones match the search.' : 'No zones yet'}
        {...detailPanel({
          noun: 'zone',
          creator:
            panel.creating && storeId
              ? {
                  title: 'New zone',
                  form: (
                    <ZoneCreator
                      storeId={storeId}
                      choices={choices}
                      onCancel={panel.close}
                      onCreated={panel.open}
                    />
                  ),
                }
              : null,
          editor: open
            ? {
                title: open.name,
                form: (
                  <ZoneEditor
                    key={open.zoneId}
                    zone={open}
                    foodSafetyTypes={foodSafetyTypes}
                    onClose={panel.close}
                  />
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
    </LayoutScreen>
  );
}
