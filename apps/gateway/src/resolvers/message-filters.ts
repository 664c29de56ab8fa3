import { MESSAGE_FILTER_MESSAGES } from '@fulfil/domain';
import { contract, type RestMessageFilter, type RestMessageFilterResult } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** A word in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const messageFilterShape = ({ messageFilterId, clientId, ...fields }: RestMessageFilter) => ({
  __typename: 'MessageFilter',
  id: String(messageFilterId),
  clientId: String(clientId),
  ...fields,
});

/** Runs a write and publishes the stored word; refusals come back as user errors. */
async function save(context: GatewayContext, write: () => Promise<RestMessageFilterResult>) {
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, messageFilterShape);
  });
  const messageFilter = result.isSuccess ? result.messageFilter : undefined;
  if (!messageFilter) return { messageFilter: null, errors: userErrors(result) };
  await publishMessageFilterChanged(context, messageFilter);
  return { messageFilter, errors: [] };
}

/** Announces a stored word to the subscribers of its client. */
export const publishMessageFilterChanged = (context: GatewayContext, messageFilter: RestMessageFilter) =>
  publishClientEvent(context, 'MessageFilterChanged', messageFilter.clientId, { messageFilter });

/** Announces a deleted word to the subscribers of its client. */
export const publishMessageFilterDeleted = (
  context: GatewayContext,
  clientId: number,
  messageFilterId: number,
) => publishClientEvent(context, 'MessageFilterDeleted', clientId, { messageFilterId });

export const messageFiltersResolvers: Resolvers = {
  Query: {
    // The contract names the client by the selection header, so the call selects the asked client.
    messageFilters: (_parent, { clientId, contains, sort, skip, take }, { api, token }) =>
      api.withSession({ token, clientId: Number(clientId) }).call(contract.GetMessageFilters, {
        querystring: {
          ...(contains ? { filterRequest: contains } : {}),
          sortField: 'MessageFilter',
          sortingRequest: sort === 'DESCENDING' ? 'Descending' : 'Ascending',
          skip,
          take,
        },
      }),
  },
  Mutation: {
    // allow is always written false (spec 3 point 3).
    createMessageFilter: (_parent, { clientId, word }, context) =>
      save(context, () =>
        context.api.call(contract.CreateMessageFilter, {
          body: { clientId: Number(clientId), word, allow: false },
        }),
      ),
    updateMessageFilter: (_parent, { id, clientId, version, word }, context) =>
      save(context, () =>
        context.api.call(contract.UpdateMessageFilter, {
          body: { messageFilterId: Number(id), clientId: Number(clientId), version, word, allow: false },
        }),
      ),
    deleteMessageFilter: async (_parent, { id, clientId }, context) => {
      const messageFilterId = Number(id);
      const result = await context.api.call(contract.DeleteMessageFilter, {
        body: { messageFilterId, clientId: Number(clientId) },
      });
      if (!result.isSuccess)
        return { deletedId: null, errors: userErrors(result, MESSAGE_FILTER_MESSAGES.deleteFailed) };
      await publishMessageFilterDeleted(context, Number(clientId), messageFilterId);
      return { deletedId: messageFilterId, errors: [] };
    },
  },
  MessageFilter: {
    id: (row) => row.messageFilterId,
  },
  MessageFilterChanged: {
    eventId: (event) => event.id,
    messageFilter: (event) => event.payload.messageFilter,
  },
  MessageFilterDeleted: {
    eventId: (event) => event.id,
    messageFilterId: (event) => event.payload.messageFilterId,
  },
};
