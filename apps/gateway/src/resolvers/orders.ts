import { ALLOW_POS_RESET_AFTER_DONE, allowsPosResetAfterDone, ORDER_TAKING_ROLES } from '@fulfil/domain';
import { contract, refusalMessages, UpstreamError, type FulfilmentApi } from '@fulfil/fulfilment-client';
import type { RenderedHtml } from '@fulfil/rest-contract';
import { badUserInput, userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishStoreEvent } from '../live/store-events.js';

/**
 * Orders of spec 3: the order receipt and load manifest (documents the API renders), the POS
 * integration status and its retry, and the delivery report.
 */

/** A rendered document, or why there is none: the spec's alert reads the first message, else 'Unknown'. */
const orderDocument = (answer: RenderedHtml) =>
  answer.isSuccess && answer.html !== undefined
    ? { html: answer.html, errors: [] }
    : { html: null, errors: refusalMessages(answer) };

/**
 * Whether the client allows a reset after done. The attribute is read as the caller: a missing one
 * is not set, and one the caller may not read (a store's manager) allows them nothing more.
 */
async function resetAfterDoneAllowed(api: FulfilmentApi, clientId: number): Promise<boolean> {
  try {
    const attribute = await api.call(contract.GetAppAttribute, {
      params: { clientId, name: ALLOW_POS_RESET_AFTER_DONE },
    });
    return allowsPosResetAfterDone(attribute.value);
  } catch (error) {
    if (error instanceof UpstreamError && ['NOT_FOUND', 'FORBIDDEN'].includes(error.code)) return false;
    throw error;
  }
}

/** The REST path's date: UTC, shaped year-month-dayThhxmmx00 (spec 3 section 7). */
function deliveryPathDate(name: string, value: Date): string {
  if (Number.isNaN(value.getTime())) throw badUserInput(`${name} must be a date-time.`);
  return value.toISOString().slice(0, 19).replace(/:/g, 'x');
}

export const ordersResolvers: Resolvers = {
  Query: {
    shoppedOrderSummary: async (_parent, { storeId, orderSourceKey }, { api, token }) =>
      // The contract names the store by the selection header.
      orderDocument(
        await api
          .withSession({ token, storeId: Number(storeId) })
          .call(contract.RenderShoppedOrderSummary, { params: { orderSourceKey } }),
      ),
    loadManifestLoads: async (_parent, { clientId, storeId }, { api, token }) => {
      // Store 0 is the contract's "every store of the client" (the load menu of the client screens).
      const answer = await api
        .withSession({ token, clientId: Number(clientId), storeId: storeId ? Number(storeId) : 0 })
        .call(contract.GetLoadManifestControlList);
      return {
        loads: answer.loads ?? [],
        message: answer.responseMessage ?? '',
        errors: refusalMessages(answer),
      };
    },
    loadManifest: async (_parent, { loadId }, { api }) =>
      orderDocument(await api.call(contract.RenderLoadReceipts, { params: { loadId: Number(loadId) } })),
    posStatus: async (_parent, { storeId, skip, take }, { api }) => {
      const id = Number(storeId);
      const [{ orders }, store] = await Promise.all([
        api.call(contract.GetStorePosOrders, {
          params: { storeId: id },
          querystring: { skip, take },
        }),
        api.store(id),
      ]);
      return { storeId: id, orders, resetAfterDoneAllowed: await resetAfterDoneAllowed(api, store.clientId) };
    },
    deliveryReportUsers: async (_parent, { storeId }, { api }) => {
      const { groups } = await api.call(contract.GetOrderUserGroups, {
        params: { storeId: Number(storeId) },
      });
      return groups
        .filter((group) => ORDER_TAKING_ROLES.includes(group.role))
        .flatMap((group) =>
          group.users.map((user) => ({
            id: String(user.id),
            name: user.fullName || user.userName,
            roleName: group.roleName,
          })),
        );
    },
    deliveryOrders: async (_parent, { storeId, from, to, userId }, { api, token }) => {
      const dates = {
        from: deliveryPathDate('from', new Date(from)),
        to: deliveryPathDate('to', new Date(to)),
      };
      const store = api.withSession({ token, storeId: Number(storeId) });
      const { orders } = userId
        ? await store.call(contract.GetDriverDeliveryOrders, { params: { ...dates, userId: Number(userId) } })
        : await store.call(contract.GetDeliveryOrders, { params: dates });
      return orders;
    },
  },
  Mutation: {
    retryPosHandOff: async (_parent, { storeId, orderId }, context) => {
      const answer = await context.api.call(contract.CreateInFile, {
        body: { storeId: Number(storeId), orderId: Number(orderId) },
      });
      if (!answer.isSuccess || !answer.order) return { posOrder: null, errors: userErrors(answer) };
      await publishStoreEvent(context, 'PosOrderChanged', answer.order.storeId, { posOrder: answer.order });
      return { posOrder: answer.order, errors: [] };
    },
  },
  PosOrder: {
    id: (order) => order.orderId,
    interfaceInitiatedAt: (order) => order.infileSentDate,
    requestReceivedAt: (order) => order.requestReceivedDate,
    requestCompletedAt: (order) => order.posCompleteDate,
  },
  Load: {
    id: (load) => load.loadId,
  },
  DeliveryOrder: {
    id: (order) => order.orderId,
    driverId: (order) => order.driverUserId,
  },
};
