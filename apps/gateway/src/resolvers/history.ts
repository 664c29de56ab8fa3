import { contract } from '@fulfil/fulfilment-client';
import type { Resolvers } from '../generated/resolvers-types.js';

/** An id the schema takes as text, as the REST query's integer. */
const idOf = (id: string | null | undefined) => (id == null ? undefined : Number(id));

export const historyResolvers: Resolvers = {
  Query: {
    history: (_parent, { filter, page, pageSize }, { api }) =>
      api.call(contract.GetHistory, {
        querystring: {
          storeId: idOf(filter?.storeId),
          clientId: idOf(filter?.clientId),
          entityType: filter?.entityType ?? undefined,
          entityId: filter?.entityId ?? undefined,
          actorUserId: idOf(filter?.actorUserId),
          from: filter?.from ?? undefined,
          to: filter?.to ?? undefined,
          page: page ?? undefined,
          pageSize: pageSize ?? undefined,
        },
      }),
  },
  ClientHistoryRecorded: {
    eventId: (event) => event.id,
    clientId: (event) => String(event.payload.clientId),
  },
  HistoryEntry: {
    id: (entry) => entry.historyId,
    changes: (entry) =>
      Object.entries(entry.changes).map(([field, change]) =>
        change === 'changed'
          ? { field, secret: true, before: null, after: null }
          : { field, secret: false, before: json(change.before), after: json(change.after) },
      ),
  },
};

/** A value as JSON text, null when there is none. */
const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
