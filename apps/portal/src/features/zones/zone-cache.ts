import type { ApolloCache } from '@apollo/client';
import { withMembership } from '@fulfil/domain';
import { ZoneFieldsFragmentDoc, type ZoneFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofStore, storeRow } from '../../lib/list-cache';

type ZoneSection = ZoneFieldsFragment['sections'][number];

const zoneRef = (cache: ApolloCache, zoneId: string) => cache.identify({ __typename: 'StoreZone', zoneId });

/** Stores a created or changed zone, adding a new one to its store's list. */
export const storeZone = (cache: ApolloCache, zone: ZoneFieldsFragment) =>
  storeRow(cache, 'zones', { fragment: ZoneFieldsFragmentDoc, data: zone }, ofStore(zone.storeId));

/** Takes a deleted zone out of every cached zone list and out of the cache. */
export const removeZone = (cache: ApolloCache, zoneId: string) =>
  deleteRow(cache, 'zones', { __typename: 'StoreZone', zoneId });

/**
 * Links a section to a cached zone or unlinks it, once setSectionZone has answered (it answers with the
 * section, not the zone); the ZoneChanged event that follows brings the stored zone.
 */
export function linkZoneSection(
  cache: ApolloCache,
  zoneId: string,
  section: ZoneSection,
  linked: boolean,
): void {
  const zone = cache.readFragment({ fragment: ZoneFieldsFragmentDoc, id: zoneRef(cache, zoneId) });
  if (!zone) return;
  const sections = withMembership(zone.sections, section, linked, (value) => value.sectionId).sort(
    (a, b) => a.sequenceId - b.sequenceId,
  );
  cache.writeFragment({
    fragment: ZoneFieldsFragmentDoc,
    data: { ...zone, sections, sectionCount: sections.length },
  });
}
