/**
 * Shoppers' section restrictions, preppers' section opt-ins and the shoppers of a client
 * (docs/rest-contract.md, "Store layout").
 */
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, NullableString, StoreSummary } from './common.js';
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

/** GET /user/GetSectionsByStoreIdAndSectionId/{storeId}/{sectionId}: the store's shoppers, enabled = restricted. */
export const GetSectionShoppers = {
  params: placeParams,
  response: { 200: ListAnswer('users', SectionUser) },
};

/** GET /user/GetPrepperOptInsByStoreIdAndSectionId/{storeId}/{sectionId}: the store's preppers, enabled = opted in. */
export const GetSectionPreppers = GetSectionShoppers;

/** GET /user/GetSectionsByStoreIdAndUserId/{storeId}/{userId}: the store's sections as the user has them. */
export const GetUserSections = {
  params: Type.Object({ storeId: Id, userId: Id }),
  response: { 200: ListAnswer('sections', UserSection) },
};

/** POST /user/SetRestriction (allowed: may pick in the section) and POST /user/SetPrepper (allowed: opted in). */
export const SetRestriction = {
  body: Type.Object({ storeId: Id, userId: Id, sectionId: Id, allowed: Type.Boolean() }),
  response: { 200: LayoutResultWith({ user: SectionUser }) },
};
export const SetPrepper = SetRestriction;
export type SectionUserBody = Static<typeof SetRestriction.body>;
export type SectionUserResult = Static<(typeof SetRestriction.response)[200]>;

/** GET /user/ShoppersByClient/{id}: a store-level caller sees the shoppers sharing one of its stores. */
export const GetShoppersByClient = {
  params: IdParams('id'),
  response: { 200: Type.Array(Shopper) },
};
