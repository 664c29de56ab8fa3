import { integrationErrors, keptAuthOptions } from '@fulfil/domain';
import type { RestIntegration, RestIntegrationResult } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { IntegrationInput, Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** An integration row in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const integrationShape = ({
  integrationId,
  clientId,
  providerId,
  provider,
  ...fields
}: RestIntegration) => ({
  __typename: 'Integration',
  id: String(integrationId),
  clientId: String(clientId),
  ...fields,
  provider: {
    __typename: 'IntegrationProvider',
    id: String(providerId),
    name: provider.name,
    integrationType: {
      __typename: 'IntegrationType',
      id: String(provider.integrationTypeId),
      name: provider.integrationType.name,
    },
  },
});

const optionalId = (id: string | null | undefined) => (id ? Number(id) : null);

/** The REST fields of the form as entered: name trimmed, empty authentication rows dropped. */
const restFields = (clientId: string, input: IntegrationInput) => ({
  clientId: Number(clientId),
  name: input.name.trim(),
  status: input.status,
  providerId: Number(input.providerId),
  authOptions: keptAuthOptions(input.authOptions),
});

/** Runs a checked write and publishes the stored row; refusals come back as user errors. */
async function save(
  context: GatewayContext,
  input: IntegrationInput,
  write: () => Promise<RestIntegrationResult>,
) {
  const refusals = integrationErrors({
    ...input,
    integrationTypeId: optionalId(input.integrationTypeId),
    providerId: optionalId(input.providerId),
  });
  if (refusals.length > 0) return { integration: null, errors: refusals };
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, integrationShape);
  });
  const integration = result.isSuccess ? result.integration : undefined;
  if (!integration) return { integration: null, errors: userErrors(result) };
  await publishIntegrationChanged(context, integration);
  return { integration, errors: [] };
}

/** Announces a stored integration to its client's managers. */
export const publishIntegrationChanged = (context: GatewayContext, integration: RestIntegration) =>
  publishClientEvent(context, 'IntegrationChanged', integration.clientId, { integration });

export const integrationsResolvers: Resolvers = {
  Query: {
    integrations: (_parent, { clientId }, { api }) => api.integrationsOfClient(Number(clientId)),
    integration: (_parent, { id }, { api }) => api.integration(Number(id)),
    integrationTypes: (_parent, _args, { api }) => api.integrationTypes(),
    integrationProviders: (_parent, { integrationTypeId }, { api }) =>
      api.integrationProviders(optionalId(integrationTypeId) ?? undefined),
  },
  Mutation: {
    createIntegration: (_parent, { clientId, input }, context) =>
      save(context, input, () => context.api.createIntegration(restFields(clientId, input))),
    updateIntegration: (_parent, { id, clientId, version, input }, context) =>
      save(context, input, () =>
        context.api.updateIntegration({ ...restFields(clientId, input), integrationId: Number(id), version }),
      ),
    deleteIntegration: async (_parent, { id, clientId }, context) => {
      const integrationId = Number(id);
      const result = await context.api.deleteIntegration(integrationId);
      if (!result.isSuccess) return { deletedId: null, errors: userErrors(result) };
      await publishClientEvent(context, 'IntegrationDeleted', Number(clientId), { integrationId });
      return { deletedId: integrationId, errors: [] };
    },
  },
  Integration: { id: (integration) => integration.integrationId },
  IntegrationProvider: { id: (provider) => provider.providerId },
  IntegrationType: { id: (type) => type.integrationTypeId },
  IntegrationChanged: { eventId: (event) => event.id, integration: (event) => event.payload.integration },
  IntegrationDeleted: { eventId: (event) => event.id, integrationId: (event) => event.payload.integrationId },
};
