import { appAttributeFailure, attributeValueType, validateAttributeValue } from '@fulfil/domain';
import type { RestAppAttribute, RestAppAttributeResult } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { AppAttributeInput, Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** An attribute row in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const appAttributeShape = ({ appAttributeId, clientId, ...fields }: RestAppAttribute) => ({
  __typename: 'AppAttribute',
  id: String(appAttributeId),
  clientId: String(clientId),
  ...fields,
});

/** The spec's refusal of a value that fails its name's type check, before anything is sent. */
function valueRefusal({ name, value }: AppAttributeInput) {
  const check = validateAttributeValue(attributeValueType(name.trim()), value);
  return check.valid
    ? []
    : [{ field: 'value', message: appAttributeFailure(name.trim(), check.message).message }];
}

/** Runs a checked write and publishes the stored row; refusals come back as user errors. */
async function save(
  context: GatewayContext,
  input: AppAttributeInput,
  write: () => Promise<RestAppAttributeResult>,
) {
  const refusal = valueRefusal(input);
  if (refusal.length > 0) return { appAttribute: null, errors: refusal };
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, appAttributeShape);
  });
  const appAttribute = result.isSuccess ? result.appAttribute : null;
  if (!appAttribute) return { appAttribute: null, errors: userErrors(result) };
  await publishAppAttributeChanged(context, appAttribute);
  return { appAttribute, errors: [] };
}

/** Announces a stored attribute to the subscribers of its client. */
export const publishAppAttributeChanged = (context: GatewayContext, appAttribute: RestAppAttribute) =>
  publishClientEvent(context, 'AppAttributeChanged', appAttribute.clientId, { appAttribute });

/** Announces a deleted attribute to the subscribers of its client. */
export const publishAppAttributeDeleted = (
  context: GatewayContext,
  clientId: number,
  appAttributeId: number,
) => publishClientEvent(context, 'AppAttributeDeleted', clientId, { appAttributeId });

export const appAttributesResolvers: Resolvers = {
  Query: {
    appAttributes: (_parent, { clientId }, { api }) => api.appAttributes(Number(clientId)),
    appAttributeKeys: (_parent, _args, { api }) => api.appAttributeKeys(),
  },
  Mutation: {
    createAppAttribute: (_parent, { clientId, input }, context) =>
      save(context, input, () =>
        context.api.createAppAttribute({
          clientId: Number(clientId),
          name: input.name.trim(),
          value: input.value,
        }),
      ),
    updateAppAttribute: (_parent, { id, clientId, version, input }, context) =>
      save(context, input, () =>
        context.api.updateAppAttribute({
          appAttributeId: Number(id),
          clientId: Number(clientId),
          version,
          name: input.name.trim(),
          value: input.value,
        }),
      ),
    deleteAppAttribute: async (_parent, { id, clientId }, context) => {
      const appAttributeId = Number(id);
      const result = await context.api.deleteAppAttribute(appAttributeId, Number(clientId));
      if (!result.isSuccess) return { deletedId: null, errors: userErrors(result) };
      await publishAppAttributeDeleted(context, Number(clientId), appAttributeId);
      return { deletedId: appAttributeId, errors: [] };
    },
  },
  AppAttribute: {
    id: (attribute) => attribute.appAttributeId,
  },
  AppAttributeChanged: { eventId: (event) => event.id, appAttribute: (event) => event.payload.appAttribute },
  AppAttributeDeleted: {
    eventId: (event) => event.id,
    appAttributeId: (event) => event.payload.appAttributeId,
  },
};
