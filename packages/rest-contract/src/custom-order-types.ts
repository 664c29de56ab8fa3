/**
 * Custom order types (order sub types) of spec 3 sections 3 and 7, at client level (storeId null) or
 * store level. Icons go in as base64 and come out at `iconUri`, served as the type read from their bytes.
 */
import { MAX_CUSTOM_ORDER_TYPE_TEXT, MAX_ICON_BYTES } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import {
  Id,
  IdParams,
  ListAnswer,
  Nullable,
  NullableId,
  NullableString,
  ResultWith,
  route,
  versionStamp,
} from './common.js';

export const OrderSubType = Type.Object({
  orderSubTypeId: Type.Integer(),
  clientId: Type.Integer(),
  /** null at client level. */
  storeId: NullableId,
  name: Type.String(),
  sourceKey: Type.String(),
  /** The stored icon as base64, null when there is none. */
  iconData: NullableString,
  /** The image type read from the icon's bytes (png, jpeg, gif or webp). */
  iconMimeType: NullableString,
  /** Where the icon is served, with its version so a changed icon is fetched anew. */
  iconUri: NullableString,
  ...versionStamp,
});
export type OrderSubType = Static<typeof OrderSubType>;

const Text = Type.String({ maxLength: MAX_CUSTOM_ORDER_TYPE_TEXT });
// Twice the icon limit as base64 text, so a somewhat larger image gets the domain's message on its size.
const IconData = Type.String({ maxLength: MAX_ICON_BYTES * 2 });

const OrderSubTypeAnswer = ResultWith({ orderSubType: OrderSubType });
export type OrderSubTypeResult = Static<typeof OrderSubTypeAnswer>;

export const GetClientOrderSubTypes = route('GET', '/ordersubtypes/clients/:clientId', {
  params: IdParams('clientId'),
  response: { 200: ListAnswer('orderSubTypes', OrderSubType) },
});

export const GetStoreOrderSubTypes = route('GET', '/ordersubtypes/stores/:storeId', {
  params: IdParams('storeId'),
  response: { 200: ListAnswer('orderSubTypes', OrderSubType) },
});

/** iconMimeType, when sent, is ignored: the type is read from the bytes. */
export const CreateOrderSubType = route('POST', '/ordersubtypes', {
  body: Type.Object({
    clientId: Id,
    storeId: Type.Optional(NullableId),
    name: Text,
    sourceKey: Text,
    iconData: Type.Optional(Nullable(IconData)),
    iconMimeType: Type.Optional(NullableString),
  }),
  response: { 200: OrderSubTypeAnswer },
});
export type CreateOrderSubTypeBody = Static<typeof CreateOrderSubType.body>;

/** Writes over `version`; without iconData the icon stays as it is. */
export const UpdateOrderSubType = route('PUT', '/ordersubtypes', {
  body: Type.Object({
    orderSubTypeId: Id,
    clientId: Id,
    version: Id,
    name: Text,
    sourceKey: Text,
    iconData: Type.Optional(Nullable(IconData)),
    iconMimeType: Type.Optional(NullableString),
  }),
  response: { 200: OrderSubTypeAnswer },
});
export type UpdateOrderSubTypeBody = Static<typeof UpdateOrderSubType.body>;

/** responseCode 0 is success, 1 failure (spec 3 point 4), with the reasons in errors. */
export const DeleteOrderSubType = route('DELETE', '/ordersubtypes/:orderSubTypeId', {
  params: IdParams('orderSubTypeId'),
  response: {
    200: Type.Object({
      responseCode: Type.Integer({ minimum: 0, maximum: 1 }),
      errors: Type.Array(Type.Object({ errorMessage: Type.String() })),
      /** Where the deleted type was, so that its client's or store's screens hear of it. */
      orderSubType: Type.Optional(
        Type.Object({ orderSubTypeId: Type.Integer(), clientId: Type.Integer(), storeId: NullableId }),
      ),
    }),
  },
});
export type DeleteOrderSubTypeResult = Static<(typeof DeleteOrderSubType.response)[200]>;

/** The icon's bytes, as the image type they are; no answer schema, the body is the image. */
export const GetOrderSubTypeIcon = route('GET', '/ordersubtypes/:orderSubTypeId/icon', {
  params: IdParams('orderSubTypeId'),
});
