import type { ApolloCache, OperationVariables, Reference, TypedDocumentNode } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';

/** A row the list knows by its id. */
interface ListedRow {
  id: string;
}

/** One cached list: the query that reads it, with its variables, and the field that holds its rows. */
export interface ListedRows<Field extends string, Row extends ListedRow, Vars extends OperationVariables> {
  query: TypedDocumentNode<Record<Field, readonly Row[]>, Vars>;
  variables: Vars;
  field: Field;
}

/**
 * Writes a created or changed row into the list: in place where the list holds it, else at its end.
 * The list is found through its own query, so no field policy has to remember its arguments; a list
 * not cached yet is left to its first read.
 */
export function storeListedRow<Field extends string, Row extends ListedRow, Vars extends OperationVariables>(
  cache: ApolloCache,
  { query, variables, field }: ListedRows<Field, Row, Vars>,
  row: Row,
): void {
  cache.updateQuery({ query, variables }, (data) => {
    if (!data) return;
    const rows = data[field];
    const listed = rows.some((other) => other.id === row.id);
    return {
      ...data,
      [field]: listed ? rows.map((other) => (other.id === row.id ? row : other)) : [...rows, row],
    };
  });
}

/**
 * Takes a deleted row out of every cached list of `field` and out of the cache. Edited in place rather
 * than written, so that a shorter list is not taken for lost data.
 */
export function deleteListedRow(cache: ApolloCache, field: string, id: string): void {
  let deleted: Reference | undefined;
  cache.modify({
    fields: {
      [field](rows: readonly Reference[], { readField }: ModifierDetails) {
        const row = rows.find((listed) => readField('id', listed) === id);
        if (!row) return rows;
        deleted = row;
        return rows.filter((listed) => listed !== row);
      },
    },
  });
  if (!deleted) return;
  cache.evict({ id: cache.identify(deleted) });
  cache.gc();
}
