import {
  CUSTOM_ORDER_TYPE_MESSAGES,
  DELETE_RESPONSE_CODE,
  customOrderTypeCreateRefusal,
  customOrderTypeUpdateRefusal,
  readIcon,
} from '@fulfil/domain';
import {
  CreateOrderSubType,
  DeleteOrderSubType,
  GetClientOrderSubTypes,
  GetOrderSubTypeIcon,
  GetStoreOrderSubTypes,
  UpdateOrderSubType,
  type UpdateOrderSubTypeBody,
} from '@fulfil/rest-contract';
import { canManageClient, canReadClient, canReadStore, canWriteStore, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { forbidden, notFound } from '../errors.js';
import {
  deleteOrderSubType,
  findOrderSubType,
  insertOrderSubType,
  listClientOrderSubTypes,
  listStoreOrderSubTypes,
  orderSubTypeIcon,
  placeOfOrderSubType,
  updateOrderSubType,
  type OrderSubTypeValues,
} from '../queries/custom-order-types.js';
import { findStore } from '../queries/stores.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Custom order types (spec 3): a client's are its managers' to change, a store's also its storeManager's. */

/** Where a type is, as the tenant rules judge it. */
interface Place {
  clientId: number;
  storeId: number | null;
}

/** Reading a level: anyone of the client at client level (lead time rules name its types), the store's readers at store level. */
function mayRead(caller: Caller, place: Place) {
  return place.storeId === null
    ? canReadClient(caller, place.clientId)
    : canReadStore(caller, { clientId: place.clientId, storeId: place.storeId });
}

function mayWrite(caller: Caller, place: Place) {
  return place.storeId === null
    ? canManageClient(caller, place.clientId)
    : canWriteStore(caller, { clientId: place.clientId, storeId: place.storeId });
}

/** The stored place of a type the caller may change: 404 when it is not the client's, 403 when not the caller's. */
async function requireWritable(db: Db, caller: Caller, orderSubTypeId: number, clientId?: number) {
  const place = await placeOfOrderSubType(db, orderSubTypeId);
  const what = `Custom order type ${orderSubTypeId}`;
  if (!place || (clientId !== undefined && place.clientId !== clientId)) throw notFound(what);
  if (!mayWrite(caller, place)) {
    // Someone who may not even read it learns nothing of it.
    if (!mayRead(caller, place)) throw notFound(what);
    throw forbidden();
  }
  return place;
}

/** The icon as stored: its bytes and the type read from them, or why it is refused. */
function iconOf(iconData: string | null | undefined): {
  icon?: OrderSubTypeValues['icon'];
  refusal?: string;
} {
  if (!iconData) return {};
  const read = readIcon(iconData);
  if ('refusal' in read) return { refusal: read.refusal };
  return { icon: { bytes: Buffer.from(read.base64, 'base64'), mimeType: read.type } };
}

/** A type's update over its version; an icon left out is kept (also how an undo sets one back). */
export async function changeCustomOrderType(db: Db, caller: Caller, body: UpdateOrderSubTypeBody) {
  const { orderSubTypeId, clientId, version, name, sourceKey, iconData } = body;
  await requireWritable(db, caller, orderSubTypeId, clientId);
  const missing = customOrderTypeUpdateRefusal({ name, sourceKey });
  if (missing) return refused(missing);
  const { icon, refusal } = iconOf(iconData);
  if (refusal) return refused(refusal);
  const written = await updateOrderSubType(
    db,
    { orderSubTypeId, clientId, version },
    { name: name.trim(), sourceKey: sourceKey.trim(), icon },
    caller.userName,
  );
  const orderSubType = await requireUpdated(
    written,
    () => findOrderSubType(db, orderSubTypeId),
    `Custom order type ${orderSubTypeId}`,
  );
  return { ...succeeded, orderSubType };
}

/**
 * A type's deletion (also how an undo takes back its creation). Failures the caller may act on
 * are data, as the spec's responseCode says; access stays HTTP.
 */
export async function removeCustomOrderType(db: Db, caller: Caller, orderSubTypeId: number) {
  await requireWritable(db, caller, orderSubTypeId);
  const deleted = await deleteOrderSubType(db, orderSubTypeId);
  return deleted
    ? { responseCode: DELETE_RESPONSE_CODE.success, errors: [], orderSubType: deleted }
    : {
        responseCode: DELETE_RESPONSE_CODE.failure,
        errors: [{ errorMessage: CUSTOM_ORDER_TYPE_MESSAGES.deleteFailed }],
      };
}

export const customOrderTypeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetClientOrderSubTypes),
    handler: async (request) => {
      const { clientId } = request.params;
      if (!canReadClient(request.caller, clientId)) throw forbidden();
      return { orderSubTypes: await listClientOrderSubTypes(db, clientId) };
    },
  });

  app.route({
    ...of(GetStoreOrderSubTypes),
    handler: async (request) => {
      const store = await findStore(db, request.params.storeId);
      if (!store) throw notFound(`Store ${request.params.storeId}`);
      if (!canReadStore(request.caller, store)) throw forbidden();
      return { orderSubTypes: await listStoreOrderSubTypes(db, store.storeId) };
    },
  });

  app.route({
    ...of(CreateOrderSubType),
    handler: async (request) => {
      const { clientId, name, sourceKey, iconData } = request.body;
      const storeId = request.body.storeId ?? null;
      if (storeId !== null) {
        const store = await findStore(db, storeId);
        if (!store || store.clientId !== clientId) throw notFound(`Store ${storeId}`);
      }
      if (!mayWrite(request.caller, { clientId, storeId })) throw forbidden();
      const missing = customOrderTypeCreateRefusal({ name, sourceKey, iconData });
      if (missing) return refused(missing);
      const { icon, refusal } = iconOf(iconData);
      if (refusal) return refused(refusal);
      const values = { name: name.trim(), sourceKey: sourceKey.trim(), icon };
      const orderSubType = await insertOrderSubType(
        db,
        { clientId, storeId },
        values,
        request.caller.userName,
      ).catch(missingClient(clientId));
      return { ...succeeded, orderSubType };
    },
  });

  app.route({
    ...of(UpdateOrderSubType),
    handler: (request) => changeCustomOrderType(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteOrderSubType),
    handler: (request) => removeCustomOrderType(db, request.caller, request.params.orderSubTypeId),
  });

  // The bytes go out as the image type read from them when stored, never as anything a browser
  // would run: no sniffing, and a sandboxing policy should the address be opened on its own.
  app.route({
    ...of(GetOrderSubTypeIcon),
    handler: async (request, reply) => {
      const { orderSubTypeId } = request.params;
      const icon = await orderSubTypeIcon(db, orderSubTypeId);
      const what = `The icon of custom order type ${orderSubTypeId}`;
      if (!icon || !mayRead(request.caller, icon)) throw notFound(what);
      if (!icon.iconData || !icon.iconMimeType) throw notFound(what);
      return reply
        .type(icon.iconMimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(icon.iconData));
    },
  });
};
