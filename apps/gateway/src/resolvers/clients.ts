import type { RestClient } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, nullWhenNotFound, userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** A client row in the GraphQL Client shape, for error extensions, which no field resolver reaches. */
export const clientShape = ({ clientId, ...fields }: RestClient) => ({ id: String(clientId), ...fields });

/** Announces a client's update to the subscribers of that client. */
export const publishClientUpdated = (context: GatewayContext, client: RestClient) =>
  publishClientEvent(context, 'ClientUpdated', client.clientId, { client });

export const clientsResolvers: Resolvers = {
  Query: {
    clients: async (_parent, { search }, { api }) => {
      const clients = await api.clients();
      const text = search?.trim().toLowerCase();
      return text ? clients.filter((client) => client.name.toLowerCase().includes(text)) : clients;
    },
    client: (_parent, { id }, { api }) => nullWhenNotFound(api.client(Number(id))),
  },
  Mutation: {
    createClient: async (_parent, { input }, context) => {
      // GraphQL's null means not set; the contract's curbsideOnly is a boolean or absent.
      const result = await context.api.createClient({ ...input, curbsideOnly: input.curbsideOnly ?? false });
      if (!result.isSuccess || !result.client) return { client: null, errors: userErrors(result) };
      const client = result.client;
      await publishClientEvent(context, 'ClientCreated', client.clientId, { client });
      return { client, errors: [] };
    },
    updateClient: async (_parent, { id, version, input }, context) => {
      const client = await context.api
        .updateClient({
          clientId: Number(id),
          version,
          name: input.name,
          posMode: input.posMode ?? null,
          persistMode: input.persistMode ?? null,
          curbsideOnly: input.curbsideOnly ?? false,
        })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, clientShape);
        });
      await publishClientUpdated(context, client);
      return { client, errors: [] };
    },
    deleteClient: async (_parent, { id }, context) => {
      const clientId = Number(id);
      const result = await context.api.deleteClient(clientId);
      if (!result.isSuccess) return { deletedId: null, errors: userErrors(result) };
      await publishClientEvent(context, 'ClientDeleted', clientId, { clientId });
      return { deletedId: clientId, errors: [] };
    },
  },
  Client: {
    id: (client) => client.clientId,
    stores: (client, _args, { loaders }) => loaders.storesOfClient.load(client.clientId),
  },
};
