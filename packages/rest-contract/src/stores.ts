/** Reading, creating, changing and deleting stores, and the time zones they may have (spec 2 section 3). */
import { STORE_COPY_TYPES, type StoreCopyTypeKey } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { Store } from './clients.js';
import { Id, IdParams, IdsQuery, NullableInteger, Result, ResultWith, route } from './common.js';

const StoreList = Type.Array(Store);

/** The stores the caller may see. */
export const ListStores = route('GET', '/store', { response: { 200: StoreList } });

export const GetStore = route('GET', '/store/:id', { params: IdParams('id'), response: { 200: Store } });

export const ListClientStores = route('GET', '/store/client/:clientId', {
  params: IdParams('clientId'),
  response: { 200: StoreList },
});

/** The stores of several clients in one call. */
export const GetStoresByClientIds = route('GET', '/store/ByClientIds', {
  querystring: IdsQuery,
  response: { 200: StoreList },
});

/** One user's assigned stores, as a batch read answers them. */
export const UserStores = Type.Object({ userId: Type.Integer(), stores: StoreList });
export type UserStores = Static<typeof UserStores>;

/** Each user's assigned stores, in the order of the ids. */
export const GetStoresByUserIds = route('GET', '/store/ByUserIds', {
  querystring: IdsQuery,
  response: { 200: Type.Array(UserStores) },
});

export const ListUserStores = route('GET', '/store/userId/:userId', {
  params: IdParams('userId'),
  response: { 200: StoreList },
});

/** A time zone a store may be given; offSet reads like '(UTC-05:00)'. */
export const TimeZone = Type.Object({
  abbreviation: Type.String(),
  offSet: Type.String(),
  windowsId: Type.String(),
});
export type TimeZone = Static<typeof TimeZone>;

export const GetTimeZones = route('GET', '/store/timezones', { response: { 200: Type.Array(TimeZone) } });

/** A body's nullable text with a length limit. */
const nullableText = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** The editable fields of a store after its name and type. */
const storeDetails = {
  parentStoreId: Type.Optional(NullableInteger),
  storeSourceKey: Type.Optional(nullableText(100)),
  location: Type.Optional(nullableText(300)),
  stateProvince: Type.Optional(nullableText(2)),
  /** An abbreviation or a windows id; empty gets 'US Eastern Standard Time'. */
  timeZoneName: Type.Optional(nullableText(100)),
};

const StoreName = Type.String({ maxLength: 200 });

/** A data type a new store may copy from another store. */
const StoreCopyType = Type.Unsafe<StoreCopyTypeKey>({
  type: 'string',
  enum: STORE_COPY_TYPES.map((type) => type.typeKey),
});

/** A missing type, name or parent is refused as data; copies the listed data types. */
export const CreateStore = route('POST', '/store/Create', {
  body: Type.Object({
    clientId: Id,
    name: StoreName,
    storeTypeId: Type.Optional(NullableInteger),
    ...storeDetails,
    storeIdToCopyFrom: Type.Optional(NullableInteger),
    storePropertiesToCopy: Type.Optional(Type.Array(StoreCopyType)),
  }),
  response: { 200: ResultWith({ store: Store }) },
});
export type CreateStoreBody = Static<typeof CreateStore.body>;
export type CreateStoreResult = Static<(typeof CreateStore.response)[200]>;

/** Writes over `version`; a stale one answers 409 with the stored store. */
export const UpdateStore = route('PUT', '/store/Update', {
  body: Type.Object({
    storeId: Id,
    version: Id,
    name: StoreName,
    storeTypeId: NullableInteger,
    ...storeDetails,
  }),
  response: { 200: Store },
});
export type UpdateStoreBody = Static<typeof UpdateStore.body>;

/** Refused, with every reason, while something still needs the store. */
export const DeleteStore = route('PUT', '/store/Delete', {
  body: Type.Object({ storeId: Id }),
  response: { 200: Result },
});
