/**
 * Orders as spec 3 section 7 reads them: the order receipt (shopped order summary), the load
 * manifest, the POS status with its retry, and the delivery report (whose users are people.ts's
 * GetOrderUserGroups). Rendered HTML comes from a
 * template with every value escaped; it holds no script.
 */
import { Type, type Static } from 'typebox';
import { Id, IdParams, NullableString, ResultWith, route } from './common.js';

const SourceKey = Type.String({ minLength: 1, maxLength: 100 });

const ReceiptItem = Type.Object({
  name: Type.String(),
  upc: NullableString,
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  itemCategory: NullableString,
  /** What went into the bag instead, when the item was substituted. */
  substituteName: NullableString,
});

export const ShoppedOrder = Type.Object({
  orderId: Type.Integer(),
  storeId: Type.Integer(),
  storeName: Type.String(),
  orderSourceKey: Type.String(),
  guiOrderId: Type.String(),
  orderTypeId: Type.Integer(),
  orderStatusId: Type.Integer(),
  customerFirstName: NullableString,
  customerLastName: NullableString,
  orderTotal: Type.Number(),
  placedAt: Type.String({ format: 'date-time' }),
  items: Type.Array(ReceiptItem),
});
export type ShoppedOrder = Static<typeof ShoppedOrder>;

export const GetShoppedOrderReceipt = route('GET', '/orders/shoppedOrderReceipt/:storeId/:orderSourceKey', {
  params: Type.Object({ storeId: Id, orderSourceKey: SourceKey }),
  response: { 200: ResultWith({ order: ShoppedOrder }) },
});

const RenderedHtml = ResultWith({ html: Type.String() });
export type RenderedHtml = Static<typeof RenderedHtml>;

/** The store is the fulfiller-storeId header. */
export const RenderShoppedOrderSummary = route(
  'GET',
  '/renderTemplate/shoppedOrderSummary/sourcekey/:orderSourceKey',
  { params: Type.Object({ orderSourceKey: SourceKey }), response: { 200: RenderedHtml } },
);

export const Load = Type.Object({
  loadId: Type.Integer(),
  storeId: Type.Integer(),
  departsAt: Type.String(),
});
export type Load = Static<typeof Load>;

/** The loads of the header's store, or of the client's stores when the store is 0. */
export const GetLoadManifestControlList = route('GET', '/loads/loadmanifestcontrollist', {
  response: {
    200: ResultWith({
      loads: Type.Array(Load),
      responseMessage: Type.String(),
    }),
  },
});

export const RenderLoadReceipts = route('GET', '/renderTemplate/loadreceipts/:loadId', {
  params: IdParams('loadId'),
  response: { 200: RenderedHtml },
});

/** An order's POS hand-off: null dates are steps not (yet) done; posCompleteDate null is not completed. */
export const PosOrder = Type.Object({
  orderId: Type.Integer(),
  storeId: Type.Integer(),
  guiOrderId: Type.String(),
  infileSentDate: NullableString,
  requestReceivedDate: NullableString,
  posCompleteDate: NullableString,
});
export type PosOrder = Static<typeof PosOrder>;

/** Newest orders first, a page at a time. */
const PosPage = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type PosPage = Static<typeof PosPage>;
const PosOrders = Type.Object({ orders: Type.Array(PosOrder) });

export const GetClientOrders = route('GET', '/orders/client/:clientId', {
  params: IdParams('clientId'),
  querystring: PosPage,
  response: { 200: PosOrders },
});

/** The client is the fulfiller-clientId header. */
export const GetClientPosOrders = route('GET', '/orderStatusHistory/pos/client', {
  querystring: PosPage,
  response: { 200: PosOrders },
});

export const GetStorePosOrders = route('GET', '/orderStatusHistory/pos/store/:storeId', {
  params: IdParams('storeId'),
  querystring: PosPage,
  response: { 200: PosOrders },
});

/** Hands the order to the POS again (a retry); a completed one only with AllowPosResetAfterDone. */
export const CreateInFile = route('PUT', '/orderStatusHistory/createInFile/', {
  body: Type.Object({ storeId: Id, orderId: Id }),
  response: { 200: ResultWith({ order: PosOrder }) },
});

export const DeliveryOrder = Type.Object({
  orderId: Type.Integer(),
  orderSourceKey: Type.String(),
  guiOrderId: Type.String(),
  orderStatusId: Type.Integer(),
  customerFirstName: NullableString,
  customerLastName: NullableString,
  addressLine1: Type.String(),
  cityTown: Type.String(),
  zipCode: Type.String(),
  driverUserId: Type.Union([Type.Integer(), Type.Null()]),
  driverName: NullableString,
  dispatchedAt: Type.String(),
  deliveredAt: NullableString,
});
export type DeliveryOrder = Static<typeof DeliveryOrder>;

/** UTC dates shaped year-month-dayThhxmmx00. */
const DeliveryDate = Type.String({ minLength: 1, maxLength: 30 });
const DeliveryOrders = Type.Object({ orders: Type.Array(DeliveryOrder) });

/** The deliveries of the header's store dispatched in [from, to), of one driver when userId is given. */
export const GetDeliveryOrders = route('GET', '/orders/delivery/:from/:to', {
  params: Type.Object({ from: DeliveryDate, to: DeliveryDate }),
  response: { 200: DeliveryOrders },
});

export const GetDriverDeliveryOrders = route('GET', '/orders/delivery/:from/:to/:userId', {
  params: Type.Object({ from: DeliveryDate, to: DeliveryDate, userId: Id }),
  response: { 200: DeliveryOrders },
});
