/** Zones of a store (docs/rest-contract.md, "Store layout"): named groups of sections, with their users. */
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, NullableId, NullableInteger, route } from './common.js';
import { LayoutResultWith, layoutVersionStamp, Section } from './layout.js';

/** A section as listed on a zone. */
export const ZoneDetailSection = Type.Object({
  sectionId: Type.Integer(),
  name: Type.String(),
  sequenceId: Type.Integer(),
  foodSafetyTypeId: NullableInteger,
  storeId: Type.Integer(),
});
export type ZoneDetailSection = Static<typeof ZoneDetailSection>;

/** A user as listed on a zone; fullName is first and last name, empty when neither is known. */
export const ZoneUser = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  fullName: Type.String(),
});
export type ZoneUser = Static<typeof ZoneUser>;

/** A zone of a store with its sections and users. */
export const ZoneDetail = Type.Object({
  zoneId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  foodSafetyTypeId: NullableInteger,
  sequenceId: Type.Integer(),
  zoneSections: Type.Array(ZoneDetailSection),
  zoneUsers: Type.Array(ZoneUser),
  ...layoutVersionStamp,
});
export type ZoneDetail = Static<typeof ZoneDetail>;

/**
 * The answer of every zone write: the spec's responseCode (0 done, 1 refused) beside the layout
 * answer, and the zone as written (as it was, for a delete).
 */
export const ZoneResult = LayoutResultWith({
  responseCode: Type.Integer(),
  zoneId: Type.Optional(Type.Integer()),
  zone: Type.Optional(ZoneDetail),
});
export type ZoneResult = Static<typeof ZoneResult>;

const zoneFields = {
  storeId: Id,
  name: Type.String({ maxLength: 200 }),
  foodSafetyTypeId: Type.Optional(NullableId),
};

/** The store's zones with their sections and users. */
export const GetZones = route('GET', '/zone/detail/store/:storeId', {
  params: IdParams('storeId'),
  response: { 200: ListAnswer('zoneDetails', ZoneDetail) },
});

/** A zone needs at least one section, all of its store. */
export const CreateZone = route('POST', '/zone', {
  body: Type.Object({
    ...zoneFields,
    zoneSections: Type.Array(Type.Object({ sectionId: Id }), { maxItems: 1000 }),
  }),
  response: { 200: ZoneResult },
});
export type CreateZoneBody = Static<typeof CreateZone.body>;

export const UpdateZone = route('PUT', '/zone', {
  body: Type.Object({ zoneId: Id, version: Id, ...zoneFields }),
  response: { 200: ZoneResult },
});
export type UpdateZoneBody = Static<typeof UpdateZone.body>;

export const DeleteZone = route('DELETE', '/zone/:zoneId', {
  params: IdParams('zoneId'),
  response: { 200: ZoneResult },
});

/** A zone's user, added or removed. */
const zoneUserLink = { params: Type.Object({ zoneId: Id, userId: Id }), response: { 200: ZoneResult } };

/** The user must be assigned to the zone's store; twice changes nothing. */
export const LinkZoneUser = route('POST', '/zone/:zoneId/user/:userId', zoneUserLink);
export const UnlinkZoneUser = route('DELETE', '/zone/:zoneId/user/:userId', zoneUserLink);

/** A zone's section, linked or unlinked. */
const zoneSectionLink = {
  params: Type.Object({ zoneId: Id, sectionId: Id }),
  response: {
    200: LayoutResultWith({
      zoneId: Type.Integer(),
      sectionId: Type.Integer(),
      /** The section after the change (with its zones). */
      section: Type.Optional(Section),
    }),
  },
};

/** Links a section of the zone's store; twice changes nothing. */
export const LinkZoneSection = route('POST', '/zone/:zoneId/section/:sectionId', zoneSectionLink);
export const UnlinkZoneSection = route('DELETE', '/zone/:zoneId/section/:sectionId', zoneSectionLink);
export type ZoneLinkResult = Static<(typeof LinkZoneSection.response)[200]>;
