import { ICON_IMAGE_TYPES, customOrderTypeDeleteMessage, type IconImageType } from '@fulfil/domain';
import {
  contract,
  type RestCustomOrderType,
  type RestCustomOrderTypeResult,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';
import { publishStoreEvent } from '../live/store-events.js';

const isIconType = (type: string | null): type is IconImageType =>
  (ICON_IMAGE_TYPES as readonly (string | null)[]).includes(type);

/** The icon as a data: URL, only ever of the raster types the API reads from the bytes it stores. */
const iconUrl = ({ iconData, iconMimeType }: RestCustomOrderType) =>
  iconData && isIconType(iconMimeType) ? `data:${iconMimeType};base64,${iconData}` : null;

/** A type in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const customOrderTypeShape = (row: RestCustomOrderType) => ({
  __typename: 'CustomOrderType',
  id: String(row.orderSubTypeId),
  clientId: String(row.clientId),
  storeId: row.storeId === null ? null : String(row.storeId),
  name: row.name,
  sourceKey: row.sourceKey,
  iconMimeType: row.iconMimeType,
  iconUrl: iconUrl(row),
  version: row.version,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

/** Tells the type's client (client level) or its store (store level) of the change. */
export function publishCustomOrderTypeChanged(context: GatewayContext, customOrderType: RestCustomOrderType) {
  return customOrderType.storeId === null
    ? publishClientEvent(context, 'CustomOrderTypeChanged', customOrderType.clientId, { customOrderType })
    : publishStoreEvent(context, 'StoreCustomOrderTypeChanged', customOrderType.storeId, { customOrderType });
}

/** Tells the type's client (client level) or its store (store level) of its deletion. */
export function publishCustomOrderTypeDeleted(
  context: GatewayContext,
  deleted: { orderSubTypeId: number; clientId: number; storeId: number | null },
) {
  const customOrderTypeId = deleted.orderSubTypeId;
  return deleted.storeId === null
    ? publishClientEvent(context, 'CustomOrderTypeDeleted', deleted.clientId, { customOrderTypeId })
    : publishStoreEvent(context, 'StoreCustomOrderTypeDeleted', deleted.storeId, { customOrderTypeId });
}

/** Runs a write and publishes the stored row; refusals come back as user errors. */
async function save(context: GatewayContext, write: () => Promise<RestCustomOrderTypeResult>) {
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, customOrderTypeShape);
  });
  const customOrderType = result.isSuccess ? result.orderSubType : undefined;
  if (!customOrderType) return { customOrderType: null, errors: userErrors(result) };
  await publishCustomOrderTypeChanged(context, customOrderType);
  return { customOrderType, errors: [] };
}

export const customOrderTypesResolvers: Resolvers = {
  Query: {
    customOrderTypes: async (_parent, { clientId, storeId }, { api }) => {
      if (!storeId) {
        const answer = await api.call(contract.GetClientOrderSubTypes, {
          params: { clientId: Number(clientId) },
        });
        return answer.orderSubTypes;
      }
      const answer = await api.call(contract.GetStoreOrderSubTypes, { params: { storeId: Number(storeId) } });
      // The store is read as the caller may read it; a store of another client lists nothing here.
      return answer.orderSubTypes.filter((row) => row.clientId === Number(clientId));
    },
  },
  Mutation: {
    createCustomOrderType: (_parent, { clientId, storeId, input }, context) =>
      save(context, () =>
        context.api.call(contract.CreateOrderSubType, {
          body: {
            clientId: Number(clientId),
            storeId: storeId ? Number(storeId) : null,
            name: input.name,
            sourceKey: input.sourceKey,
            iconData: input.iconData ?? null,
          },
        }),
      ),
    updateCustomOrderType: (_parent, { id, clientId, version, input }, context) =>
      save(context, () =>
        context.api.call(contract.UpdateOrderSubType, {
          body: {
            orderSubTypeId: Number(id),
            clientId: Number(clientId),
            version,
            name: input.name,
            sourceKey: input.sourceKey,
            ...(input.iconData ? { iconData: input.iconData } : {}),
          },
        }),
      ),
    deleteCustomOrderType: async (_parent, { id }, context) => {
      const result = await context.api.call(contract.DeleteOrderSubType, {
        params: { orderSubTypeId: Number(id) },
      });
      const deleted = result.responseCode === 0 ? result.orderSubType : undefined;
      if (!deleted)
        return {
          deletedId: null,
          errors: [{ field: null, message: customOrderTypeDeleteMessage(result.errors) }],
        };
      await publishCustomOrderTypeDeleted(context, deleted);
      return { deletedId: deleted.orderSubTypeId, errors: [] };
    },
  },
  CustomOrderType: {
    id: (row) => row.orderSubTypeId,
    iconUrl,
  },
  CustomOrderTypeChanged: {
    eventId: (event) => event.id,
    customOrderType: (event) => event.payload.customOrderType,
  },
  CustomOrderTypeDeleted: {
    eventId: (event) => event.id,
    customOrderTypeId: (event) => event.payload.customOrderTypeId,
  },
};
