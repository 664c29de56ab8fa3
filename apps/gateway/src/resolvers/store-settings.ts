import {
  deliverySettingsRefusal,
  parseWebHooks,
  storeAttributeFailure,
  storeAttributeValueType,
  validateAttributeValue,
  WEB_HOOK_ATTRIBUTE,
} from '@fulfil/domain';
import type {
  RestOutcome,
  RestStoreAttribute,
  RestStoreAttributeResult,
  RestStoreDeliveryProvider,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { badUserInput, conflictWithCurrent, userErrors } from '../errors.js';
import type {
  Resolvers,
  StoreAttributeInput,
  StoreDeliveryProviderInput,
} from '../generated/resolvers-types.js';
import { publishStoreEvent } from '../live/store-events.js';
import type { StoreDeliveryRow } from '@fulfil/live';

/** Settings and attribute rows in the GraphQL shape, for a CONFLICT's `current`. */
export const providerShape = ({
  storeDeliveryProviderId,
  storeId,
  ...fields
}: RestStoreDeliveryProvider) => ({
  __typename: 'StoreDeliveryProvider',
  id: String(storeDeliveryProviderId),
  storeId: String(storeId),
  ...fields,
});

export const storeAttributeShape = ({ storeAttributeId, storeId, ...fields }: RestStoreAttribute) => ({
  __typename: 'StoreAttribute',
  id: String(storeAttributeId),
  storeId: String(storeId),
  webHooks: fields.name === WEB_HOOK_ATTRIBUTE ? parseWebHooks(fields.value) : [],
  ...fields,
});

/** Reads the store's delivery afresh and announces it: settings and flag travel together. */
export async function announceDelivery(context: GatewayContext, storeId: number): Promise<StoreDeliveryRow> {
  const storeDelivery = { storeId, ...(await context.api.storeDelivery(storeId)) };
  await publishStoreEvent(context, 'StoreDeliveryProviderChanged', storeId, { storeDelivery });
  return storeDelivery;
}

/** A refused write as its payload: the API's messages, or the spec's generic save error. */
const refusedDelivery = (outcome: RestOutcome) => ({
  storeDelivery: null,
  errors: userErrors(outcome, 'Please check the Delivery Provider settings. \nOne of them is not valid.'),
});

async function saveDelivery(
  context: GatewayContext,
  storeId: number,
  input: StoreDeliveryProviderInput,
  existing: { id: number; version: number } | null,
) {
  const refusal = deliverySettingsRefusal(input);
  if (refusal) return { storeDelivery: null, errors: [{ field: 'input', message: refusal }] };
  const body = { storeId, ...input };
  const result = await (
    existing
      ? context.api.updateDeliveryProvider({
          ...body,
          storeDeliveryProviderId: existing.id,
          version: existing.version,
        })
      : context.api.createDeliveryProvider(body)
  ).catch((error: unknown) => {
    throw conflictWithCurrent(error, providerShape);
  });
  if (!result.isSuccess) return refusedDelivery(result);
  return { storeDelivery: await announceDelivery(context, storeId), errors: [] };
}

/** The spec's refusal of a value that fails its name's type check, before anything is sent. */
function valueRefusal({ name, value }: StoreAttributeInput) {
  const check = validateAttributeValue(storeAttributeValueType(name.trim()), value);
  return check.valid
    ? []
    : [{ field: 'value', message: storeAttributeFailure(name.trim(), check.message).message }];
}

async function saveAttribute(
  context: GatewayContext,
  input: StoreAttributeInput,
  write: () => Promise<RestStoreAttributeResult>,
) {
  const refusal = valueRefusal(input);
  if (refusal.length > 0) return { storeAttribute: null, errors: refusal };
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, storeAttributeShape);
  });
  const storeAttribute = result.isSuccess ? result.storeAttribute : null;
  if (!storeAttribute) return { storeAttribute: null, errors: userErrors(result) };
  await publishStoreAttributeChanged(context, storeAttribute);
  return { storeAttribute, errors: [] };
}

/** Announces a stored attribute to the subscribers of its store. */
export const publishStoreAttributeChanged = (context: GatewayContext, storeAttribute: RestStoreAttribute) =>
  publishStoreEvent(context, 'StoreAttributeChanged', storeAttribute.storeId, { storeAttribute });

/** Announces a deleted attribute to the subscribers of its store. */
export const publishStoreAttributeDeleted = (
  context: GatewayContext,
  storeId: number,
  storeAttributeId: number,
) => publishStoreEvent(context, 'StoreAttributeDeleted', storeId, { storeAttributeId });

export const storeSettingsResolvers: Resolvers = {
  Query: {
    storeDelivery: async (_parent, { storeId }, { api }) => ({
      storeId: Number(storeId),
      ...(await api.storeDelivery(Number(storeId))),
    }),
    storeAttributes: (_parent, { storeId }, { api }) => api.storeAttributes(Number(storeId)),
    storeAttributeKeys: (_parent, _args, { api }) => api.storeAttributeKeys(),
  },
  Mutation: {
    saveStoreDeliveryProvider: (_parent, { storeId, id, version, input }, context) => {
      if (id && (version === null || version === undefined))
        throw badUserInput('version is required to update saved settings.');
      return saveDelivery(context, Number(storeId), input, id ? { id: Number(id), version: version! } : null);
    },
    setStoreDeliveryEnabled: async (_parent, { storeId, enabled }, context) => {
      const result = await context.api.enableDeliveryProvider(Number(storeId), enabled);
      if (!result.isSuccess) return refusedDelivery(result);
      return { storeDelivery: await announceDelivery(context, Number(storeId)), errors: [] };
    },
    createStoreAttribute: (_parent, { storeId, input }, context) =>
      saveAttribute(context, input, () =>
        context.api.createStoreAttribute({
          storeId: Number(storeId),
          name: input.name.trim(),
          value: input.value,
        }),
      ),
    updateStoreAttribute: (_parent, { id, storeId, version, input }, context) =>
      saveAttribute(context, input, () =>
        context.api.updateStoreAttribute({
          storeAttributeId: Number(id),
          storeId: Number(storeId),
          version,
          name: input.name.trim(),
          value: input.value,
        }),
      ),
    deleteStoreAttribute: async (_parent, { id, storeId }, context) => {
      const storeAttributeId = Number(id);
      const result = await context.api.deleteStoreAttribute(storeAttributeId, Number(storeId));
      if (!result.isSuccess) return { deletedId: null, errors: userErrors(result) };
      await publishStoreAttributeDeleted(context, Number(storeId), storeAttributeId);
      return { deletedId: storeAttributeId, errors: [] };
    },
  },
  StoreDelivery: {
    provider: (delivery) => delivery.storeDeliveryProvider,
    enabled: (delivery) => delivery.storeDeliveryProviderEnabled,
  },
  StoreDeliveryProvider: { id: (provider) => provider.storeDeliveryProviderId },
  StoreAttribute: {
    id: (attribute) => attribute.storeAttributeId,
    webHooks: (attribute) => (attribute.name === WEB_HOOK_ATTRIBUTE ? parseWebHooks(attribute.value) : []),
  },
};
