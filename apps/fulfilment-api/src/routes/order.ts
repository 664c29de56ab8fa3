import { ALLOW_POS_RESET_AFTER_DONE, parseDeliveryReportDate, posRetryRefusal } from '@fulfil/domain';
import {
  CreateInFile,
  GetClientOrders,
  GetClientPosOrders,
  GetDeliveryOrders,
  GetDriverDeliveryOrders,
  GetLoadManifestControlList,
  GetShoppedOrderReceipt,
  GetStorePosOrders,
  RenderLoadReceipts,
  RenderShoppedOrderSummary,
  type PosPage,
} from '@fulfil/rest-contract';
import type { FastifyRequest } from 'fastify';
import { canWriteStore } from '../auth/scope.js';
import { badRequest, forbidden } from '../errors.js';
import { appAttributes } from '../queries/app-attributes.js';
import {
  deliveryOrders,
  insertHandOff,
  loadManifest,
  loadsOf,
  posOrder,
  posOrdersOfStores,
  shoppedOrder,
} from '../queries/orders.js';
import { storeIdsOfClient } from '../queries/stores.js';
import type { Services } from '../services.js';
import { loadManifestHtml } from '../templates/load-manifest.js';
import { shoppedOrderSummary } from '../templates/shopped-order-summary.js';
import { requireClientManager } from './client-access.js';
import { headerClientId } from './client-header.js';
import { refused, succeeded } from './schemas.js';
import { headerStoreId, mayReport, requireStore } from './store-header.js';
import { of, type ContractRoutes } from './typed-routes.js';

const pageOf = (query: PosPage) => ({ skip: query.skip ?? 0, take: query.take ?? 100 });

/** A delivery report date of the path, or a 400 naming it. */
function deliveryDate(name: string, text: string) {
  const date = parseDeliveryReportDate(text);
  if (!date)
    throw badRequest(
      `${name} must be a UTC date shaped year-month-dayThhxmmx00, such as 2026-11-01T00x00x00.`,
    );
  return date;
}

/**
 * Orders of spec 3 section 7: the order receipt and load manifest (rendered from escaping
 * templates), the POS status and its retry, and the delivery report.
 */
export const orderRoutes: ContractRoutes<Services> = async (app, { db }) => {
  /** The store of the fulfiller-storeId header, for whoever may report on it. */
  const headerStore = (request: Pick<FastifyRequest, 'headers' | 'caller'>) =>
    requireStore(db, request.caller, headerStoreId(request), mayReport);

  app.route({
    ...of(GetShoppedOrderReceipt),
    handler: async (request) => {
      const { storeId, orderSourceKey } = request.params;
      await requireStore(db, request.caller, storeId, mayReport);
      const order = await shoppedOrder(db, storeId, orderSourceKey);
      return order ? { ...succeeded, order } : refused(`Order ${orderSourceKey} was not found.`);
    },
  });

  app.route({
    ...of(RenderShoppedOrderSummary),
    handler: async (request) => {
      const store = await headerStore(request);
      const { orderSourceKey } = request.params;
      const order = await shoppedOrder(db, store.storeId, orderSourceKey);
      return order
        ? { ...succeeded, html: shoppedOrderSummary(order) }
        : refused(`Order ${orderSourceKey} was not found.`);
    },
  });

  app.route({
    ...of(GetLoadManifestControlList),
    handler: async (request) => {
      const storeId = headerStoreId(request);
      let storeIds: number[];
      if (storeId === 0) {
        // Store 0: the load menu lists the loads of all the client's stores, for its admins.
        const clientId = headerClientId(request);
        requireClientManager(request.caller, clientId);
        storeIds = await storeIdsOfClient(db, clientId);
      } else storeIds = [(await headerStore(request)).storeId];
      const loads = await loadsOf(db, storeIds);
      return { ...succeeded, loads, responseMessage: loads.length ? '' : 'No loads found.' };
    },
  });

  app.route({
    ...of(RenderLoadReceipts),
    handler: async (request) => {
      const { loadId } = request.params;
      const load = await loadManifest(db, loadId);
      if (!load || !mayReport(request.caller, load)) {
        if (load) throw forbidden();
        return refused(`Load ${loadId} was not found.`);
      }
      return { ...succeeded, html: loadManifestHtml(load) };
    },
  });

  /** The POS status of a whole client: its admins only. */
  const clientPosOrders = async (
    request: Pick<FastifyRequest, 'caller'>,
    clientId: number,
    page: PosPage,
  ) => {
    requireClientManager(request.caller, clientId);
    return { orders: await posOrdersOfStores(db, await storeIdsOfClient(db, clientId), pageOf(page)) };
  };

  app.route({
    ...of(GetClientOrders),
    handler: (request) => clientPosOrders(request, request.params.clientId, request.query),
  });

  app.route({
    ...of(GetClientPosOrders),
    handler: (request) => clientPosOrders(request, headerClientId(request), request.query),
  });

  app.route({
    ...of(GetStorePosOrders),
    handler: async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, canWriteStore);
      return { orders: await posOrdersOfStores(db, [storeId], pageOf(request.query)) };
    },
  });

  app.route({
    ...of(CreateInFile),
    handler: async (request) => {
      const { storeId, orderId } = request.body;
      const store = await requireStore(db, request.caller, storeId, canWriteStore);
      const order = await posOrder(db, storeId, orderId);
      if (!order) return refused(`Order ${orderId} was not found.`);
      const [attribute] = await appAttributes(db, store.clientId, { name: ALLOW_POS_RESET_AFTER_DONE });
      const refusal = posRetryRefusal(order, attribute?.value);
      if (refusal) return refused(refusal);
      await insertHandOff(db, orderId);
      return { ...succeeded, order: (await posOrder(db, storeId, orderId))! };
    },
  });

  /** The delivery report of the header's store: deliveries dispatched between the path's dates. */
  const deliveries = async (
    request: Pick<FastifyRequest, 'headers' | 'caller'>,
    params: { from: string; to: string; userId?: number },
  ) => {
    const from = deliveryDate('from', params.from);
    const to = deliveryDate('to', params.to);
    if (to < from) throw badRequest('to must not be before from.');
    const store = await headerStore(request);
    return { orders: await deliveryOrders(db, store.storeId, from, to, params.userId) };
  };

  app.route({ ...of(GetDeliveryOrders), handler: (request) => deliveries(request, request.params) });
  app.route({ ...of(GetDriverDeliveryOrders), handler: (request) => deliveries(request, request.params) });
};
