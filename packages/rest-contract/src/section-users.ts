/**
 * Shoppers' section restrictions, preppers' section opt-ins and the shoppers of a client
 * (docs/rest-contract.md, "Store layout").
 */
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, NullableString, StoreSummary, route } from './common.js';
import { LayoutResultWith } from './layout.js';

/** A shopper's restriction (enabled: restricted) or a prepper's opt-in (enabled: opted in). */
export const SectionUser = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  fullName: Type.String(),
  role: Type.String(),
  sectionId: Type.Integer(),
  enabled: Type.Boolean(),
});
export type SectionUser = Static<typeof SectionUser>;

/** A section of a store with one user's restriction and prep opt-in there. */
export const UserSection = Type.Object({
  sectionId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  sequenceId: Type.Integer(),
  isCurrentUserRestricted: Type.Boolean(),
  isCurrentUserPrepUserOptIn: Type.Boolean(),
});
export type UserSection = Static<typeof UserSection>;

/** A shopper of a client with their stores. */
export const Shopper = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  fullName: Type.String(),
  firstname: NullableString,
  lastname: NullableString,
  role: Type.String(),
  stores: Type.Array(StoreSummary),
});
export type Shopper = Static<typeof Shopper>;

/** The store and the section in it; a section of another store is a 400. */
const placeParams = Type.Object({ storeId: Id, sectionId: Id });

/** The store's shoppers or preppers of a section. */
const sectionUsers = { params: placeParams, response: { 200: ListAnswer('users', SectionUser) } };

/** The store's shoppers, enabled = restricted. */
export const GetSectionShoppers = route(
  'GET',
  '/user/GetSectionsByStoreIdAndSectionId/:storeId/:sectionId',
  sectionUsers,
);

/** The store's preppers, enabled = opted in. */
export const GetSectionPreppers = route(
  'GET',
  '/user/GetPrepperOptInsByStoreIdAndSectionId/:storeId/:sectionId',
  sectionUsers,
);

/** The store's sections as the user has them. */
export const GetUserSections = route('GET', '/user/GetSectionsByStoreIdAndUserId/:storeId/:userId', {
  params: Type.Object({ storeId: Id, userId: Id }),
  response: { 200: ListAnswer('sections', UserSection) },
});

/** A user's setting in one section. */
const sectionUserSetting = {
  body: Type.Object({ storeId: Id, userId: Id, sectionId: Id, allowed: Type.Boolean() }),
  response: { 200: LayoutResultWith({ user: SectionUser }) },
};

/** `allowed`: the user may pick in the section. */
export const SetRestriction = route('POST', '/user/SetRestriction', sectionUserSetting);
/** `allowed`: the user is opted in to prep in the section. */
export const SetPrepper = route('POST', '/user/SetPrepper', sectionUserSetting);
export type SectionUserBody = Static<typeof SetRestriction.body>;
export type SectionUserResult = Static<(typeof SetRestriction.response)[200]>;

/** A store-level caller sees the shoppers sharing one of its stores. */
export const GetShoppersByClient = route('GET', '/user/ShoppersByClient/:id', {
  params: IdParams('id'),
  response: { 200: Type.Array(Shopper) },
});
