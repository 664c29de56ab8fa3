import type { ApolloCache, Reference, TypedDocumentNode } from '@apollo/client';

/** A query field that lists one client's rows, stored as field({"clientId":…}). */
interface ClientList<Row> {
  field: string;
  typename: string;
  fragment: TypedDocumentNode<Row>;
}

function clientIdOf(field: string, storeFieldName: string): string | undefined {
  const args = new RegExp(`^${field}\\((.*)\\)$`).exec(storeFieldName)?.[1];
  return args ? (JSON.parse(args) as { clientId?: string }).clientId : undefined;
}

/** Stores a created or changed row, adding a new one to its client's cached list without a refetch. */
export function storeClientListRow<Row extends { id: string; clientId: string }>(
  cache: ApolloCache,
  list: ClientList<Row>,
  row: Row,
): void {
  const ref = cache.writeFragment({ fragment: list.fragment, data: row });
  if (!ref) return;
  cache.modify({
    fields: {
      [list.field](existing: readonly Reference[], { storeFieldName }) {
        if (clientIdOf(list.field, storeFieldName) !== row.clientId) return existing;
        return existing.some((item) => item.__ref === ref.__ref) ? existing : [...existing, ref];
      },
    },
  });
}

/** Takes a deleted row out of every cached list of its kind and out of the cache. */
export function removeClientListRow(cache: ApolloCache, list: ClientList<unknown>, id: string): void {
  cache.modify({
    fields: {
      [list.field]: (existing: readonly Reference[], { readField }) =>
        existing.filter((item) => readField('id', item) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: list.typename, id }) });
  cache.gc();
}
