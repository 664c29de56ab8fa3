import { describe, expect, it } from 'vitest';
import { ZonesDocument, type ZoneFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { linkZoneSection, removeZone, storeZone } from './zone-cache';

const section = (sectionId: string, sequenceId: number) => ({
  __typename: 'ZoneSection' as const,
  sectionId,
  name: `Aisle ${sequenceId}`,
  sequenceId,
});

function zone(zoneId: string, name: string, sections = [section('11', 1)]): ZoneFieldsFragment {
  return {
    __typename: 'StoreZone',
    zoneId,
    storeId: '1',
    name,
    foodSafetyTypeId: null,
    sectionCount: sections.length,
    userCount: 0,
    sections,
    users: [],
    version: 1,
  };
}

function cacheWithZones() {
  const cache = createCache();
  cache.writeQuery({
    query: ZonesDocument,
    variables: { storeId: '1' },
    data: { zones: [zone('5', 'Fresh')] },
  });
  cache.writeQuery({ query: ZonesDocument, variables: { storeId: '2' }, data: { zones: [] } });
  return cache;
}

const zonesOf = (cache: ReturnType<typeof createCache>, storeId: string) =>
  cache.readQuery({ query: ZonesDocument, variables: { storeId } })?.zones;

describe('the zones cache', () => {
  it('adds a created zone to its own store’s list once, when both the answer and the event bring it', () => {
    const cache = cacheWithZones();
    storeZone(cache, zone('6', 'Frozen'));
    storeZone(cache, zone('6', 'Frozen'));
    expect(zonesOf(cache, '1')?.map((z) => z.name)).toEqual(['Fresh', 'Frozen']);
    expect(zonesOf(cache, '2')).toEqual([]);
  });

  it('links a section in the store’s order and counts it', () => {
    const cache = cacheWithZones();
    linkZoneSection(cache, '5', section('10', 0), true);
    const [fresh] = zonesOf(cache, '1') ?? [];
    expect(fresh?.sections.map((s) => s.sectionId)).toEqual(['10', '11']);
    expect(fresh?.sectionCount).toBe(2);
  });

  it('unlinks a section, and unlinking it again leaves the count at 0', () => {
    const cache = cacheWithZones();
    linkZoneSection(cache, '5', section('11', 1), false);
    linkZoneSection(cache, '5', section('11', 1), false);
    const [fresh] = zonesOf(cache, '1') ?? [];
    expect(fresh?.sections).toEqual([]);
    expect(fresh?.sectionCount).toBe(0);
  });

  it('removes a deleted zone from the list', () => {
    const cache = cacheWithZones();
    removeZone(cache, '5');
    expect(zonesOf(cache, '1')).toEqual([]);
  });
});
