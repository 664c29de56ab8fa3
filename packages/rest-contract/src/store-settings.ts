/**
 * A store's delivery provider and its attributes (spec 2 section 7). Both hold credentials, web hook
 * addresses or templates: only those who may change the store read them.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, IdParams, ListAnswer, Nullable, Result, ResultWith, route } from './common.js';

/** The version columns of a row that every read and write answers whole. */
const storedVersion = {
  version: Type.Integer(),
  updatedAt: DateTime,
  updatedBy: Type.String(),
};

/** A store's delivery provider (one per store), with the names of its provider and notification types. */
export const StoreDeliveryProvider = Type.Object({
  storeDeliveryProviderId: Type.Integer(),
  storeId: Type.Integer(),
  providerId: Type.Integer(),
  providerName: Type.String(),
  providerEndpointUri: Type.String(),
  providerEndpointAuthInfo: Type.String(),
  notificationTypeId: Type.Integer(),
  notificationTypeName: Type.String(),
  notificationMinutesBeforePromiseTime: Type.Integer(),
  notificationEmail: Type.String(),
  ...storedVersion,
});
export type StoreDeliveryProvider = Static<typeof StoreDeliveryProvider>;

/** The settings (null before any are saved) and whether they are on. */
export const GetStoreDelivery = route('GET', '/store/StoreDeliveryProvider/:storeId', {
  params: IdParams('storeId'),
  response: {
    200: Type.Object({
      storeDeliveryProvider: Nullable(StoreDeliveryProvider),
      storeDeliveryProviderEnabled: Type.Boolean(),
    }),
  },
});
export type StoreDelivery = Static<(typeof GetStoreDelivery.response)[200]>;

/** The delivery settings a write sends; those left out are stored empty (0 minutes). */
const deliverySettings = {
  storeId: Id,
  providerId: Id,
  providerEndpointUri: Type.Optional(Type.String({ maxLength: 2000 })),
  providerEndpointAuthInfo: Type.Optional(Type.String({ maxLength: 4000 })),
  notificationTypeId: Id,
  notificationMinutesBeforePromiseTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 10080 })),
  notificationEmail: Type.Optional(Type.String({ maxLength: 2000 })),
};

/** The answer of a delivery settings write: the stored settings, absent when refused. */
const DeliveryProviderResult = ResultWith({
  storeDeliveryProviderId: Type.Integer(),
  storeDeliveryProvider: StoreDeliveryProvider,
});
export type DeliveryProviderResult = Static<typeof DeliveryProviderResult>;

/** A store that already has settings is refused as data. */
export const CreateDeliveryProvider = route('POST', '/store/StoreDeliveryProvider', {
  body: Type.Object(deliverySettings),
  response: { 200: DeliveryProviderResult },
});
export type CreateDeliveryProviderBody = Static<typeof CreateDeliveryProvider.body>;

/** Writes over `version`; a stale one answers 409 with the stored settings. */
export const UpdateDeliveryProvider = route('PUT', '/store/StoreDeliveryProvider', {
  body: Type.Object({ ...deliverySettings, storeDeliveryProviderId: Id, version: Id }),
  response: { 200: DeliveryProviderResult },
});
export type UpdateDeliveryProviderBody = Static<typeof UpdateDeliveryProvider.body>;

/** Enabling is refused until settings are saved. */
export const EnableDeliveryProvider = route('POST', '/store/StoreDeliveryProvider/:storeId/enable', {
  params: IdParams('storeId'),
  /** `storeId`, when sent, must be the path's. */
  body: Type.Object({ isEnabled: Type.Boolean(), storeId: Type.Optional(Id) }),
  response: { 200: ResultWith({ storeDeliveryProviderEnabled: Type.Boolean() }) },
});
export type DeliveryEnableResult = Static<(typeof EnableDeliveryProvider.response)[200]>;

/** A store attribute; valueType and description come from its key. */
export const StoreAttribute = Type.Object({
  storeAttributeId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  value: Type.String(),
  valueType: Type.Integer(),
  description: Type.String(),
  ...storedVersion,
});
export type StoreAttribute = Static<typeof StoreAttribute>;

/** A name a store attribute may have, the type its value is checked as, and what it sets. */
export const StoreAttributeKey = Type.Object({
  name: Type.String(),
  valueType: Type.Integer(),
  description: Type.String(),
});
export type StoreAttributeKey = Static<typeof StoreAttributeKey>;

export const GetStoreAttributeKeys = route('GET', '/store/storeAttributePossibleKeys/types', {
  response: { 200: ListAnswer('appStoreAttributeTypes', StoreAttributeKey) },
});

/** The store's attributes, by name. */
export const GetStoreAttributes = route('GET', '/store/storeAttributes/:storeId', {
  params: IdParams('storeId'),
  response: { 200: ListAnswer('storeAttributes', StoreAttribute) },
});

/** The fields of a store attribute write; clientId is accepted and not used. */
const storeAttributeFields = {
  storeId: Id,
  clientId: Type.Optional(Id),
  name: Type.String({ maxLength: 200 }),
  value: Type.String({ maxLength: 100_000 }),
};

/** The answer of a store attribute write: the stored attribute, absent when refused. */
const StoreAttributeResult = ResultWith({ storeAttribute: StoreAttribute });
export type StoreAttributeResult = Static<typeof StoreAttributeResult>;

/** An empty or taken name, or a value its key's type refuses, is refused as data. */
export const CreateStoreAttribute = route('POST', '/store/storeAttribute', {
  body: Type.Object(storeAttributeFields),
  response: { 200: StoreAttributeResult },
});
export type CreateStoreAttributeBody = Static<typeof CreateStoreAttribute.body>;

/** Writes over `version`; a stale one answers 409 with the stored attribute. */
export const UpdateStoreAttribute = route('PUT', '/store/storeAttribute', {
  body: Type.Object({ storeAttributeId: Id, version: Id, ...storeAttributeFields }),
  response: { 200: StoreAttributeResult },
});
export type UpdateStoreAttributeBody = Static<typeof UpdateStoreAttribute.body>;

/** The attribute's own store decides who may; the body's ids are not used. */
export const DeleteStoreAttribute = route('DELETE', '/store/storeAttribute', {
  body: Type.Object({ storeAttributeId: Id, storeId: Type.Optional(Id), clientId: Type.Optional(Id) }),
  response: { 200: Result },
});
export type DeleteStoreAttributeBody = Static<typeof DeleteStoreAttribute.body>;
