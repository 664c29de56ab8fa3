import type { RestClient } from '@fulfil/fulfilment-client';
import { conflictWithCurrent, nullWhenNotFound, outcomeErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientChange } from '../live/client-events.js';

/** A client row in the GraphQL Client shape, for error extensions, which no field resolver reaches. */
const clientShape = ({ clientId, ...fields }: RestClient) => ({ id: String(clientId), ...fields });

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
      const result = await context.api.createClient(input);
      if (!result.isSuccess || !result.client) return { client: null, errors: outcomeErrors(result) };
      const client = result.client;
      await publishClientChange(context, 'ClientCreated', client.clientId, { client });
      return { client, errors: [] };
    },
    updateClient: async (_parent, { input: { id, ...fields } }, context) => {
      const client = await context.api
        .updateClient({
          clientId: Number(id),
          version: fields.version,
          name: fields.name,
          posMode: fields.posMode ?? null,
          persistMode: fields.persistMode ?? null,
          curbsideOnly: fields.curbsideOnly ?? false,
        })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, clientShape);
        });
      await publishClientChange(context, 'ClientUpdated', client.clientId, { client });
      return { client, errors: [] };
    },
    deleteClient: async (_parent, { id }, context) => {
      const clientId = Number(id);
      const result = await context.api.deleteClient(clientId);
      if (!result.isSuccess) return { deletedId: null, errors: outcomeErrors(result) };
      await publishClientChange(context, 'ClientDeleted', clientId, { clientId });
      return { deletedId: clientId, errors: [] };
    },
  },
  Client: {
    id: (client) => client.clientId,
    stores: (client, _args, { api }) => api.storesOfClient(client.clientId),
  },
};
