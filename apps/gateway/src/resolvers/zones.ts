import { newZoneRefusal } from '@fulfil/domain';
import type { RestZoneDetail, RestZoneResult } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import type { Resolvers, ZoneInput } from '../generated/resolvers-types.js';
import { publishStoreEvent } from '../live/store-events.js';
import { storeZoneShape, zoneSectionFields, zoneUserFields } from './layout/fields.js';
import { unplaced } from './layout/placement.js';
import { optionalId, rowWrites } from './layout/write.js';

const restZone = (input: ZoneInput) => ({
  name: input.name.trim(),
  foodSafetyTypeId: optionalId(input.foodSafetyTypeId),
});

/** ZoneChanged carries the zone with its sections and users, as the zones screen lists it. */
function publishZoneChanged(context: GatewayContext, zone: RestZoneDetail): Promise<void> {
  context.sections.rememberZones([zone]);
  return publishStoreEvent(context, 'ZoneChanged', zone.storeId, { zone });
}

const zones = rowWrites({
  // A zone write succeeded only with responseCode below 1 (spec 1 section 4).
  row: (result: RestZoneResult) => (result.responseCode < 1 ? (result.zone ?? undefined) : undefined),
  id: (zone) => zone.zoneId,
  current: storeZoneShape,
  changed: publishZoneChanged,
  deleted: (context, { storeId, zoneId }) => publishStoreEvent(context, 'ZoneDeleted', storeId, { zoneId }),
});

/** The store of a zone: what this gateway learnt from zone reads and events, else the header. */
const storeOfZone = (context: GatewayContext, zoneId: number) =>
  context.sections.zoneStoreOf(zoneId) ?? context.selection.storeId;

export const zonesResolvers: Resolvers = {
  Mutation: {
    createZone: (_parent, { storeId, input, sectionIds }, context) => {
      const refusal = newZoneRefusal(sectionIds);
      return zones.save(
        'zone',
        context,
        () =>
          context.api.createZone({
            storeId: Number(storeId),
            ...restZone(input),
            zoneSections: sectionIds.map((sectionId) => ({ sectionId: Number(sectionId) })),
          }),
        refusal ? [{ field: 'sectionIds', message: refusal }] : [],
      );
    },
    updateZone: (_parent, { zoneId, version, input }, context) => {
      const storeId = storeOfZone(context, Number(zoneId));
      return zones.save(
        'zone',
        context,
        () =>
          context.api.updateZone({ zoneId: Number(zoneId), storeId: storeId!, version, ...restZone(input) }),
        storeId === undefined ? unplaced('zoneId') : [],
      );
    },
    deleteZone: (_parent, { zoneId }, context) =>
      zones.remove(context, () => context.api.deleteZone(Number(zoneId))),
    setZoneUser: (_parent, { zoneId, userId, member }, context) =>
      zones.save('zone', context, () => context.api.setZoneUser(Number(zoneId), Number(userId), member)),
  },
  ZoneSection: zoneSectionFields,
  ZoneUser: zoneUserFields,
};
