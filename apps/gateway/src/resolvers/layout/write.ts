import type { RestLayoutOutcome, RestOrderedOutcome } from '@fulfil/fulfilment-client';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { conflictWithCurrent, userErrors } from '../../errors.js';
import type { UserError } from '../../generated/resolvers-types.js';

/** The result of one layout write: the stored row, or why it was refused. */
export interface Written<Row> {
  row: Row | null;
  errors: UserError[];
}

export interface WriteSteps<Result extends RestLayoutOutcome, Row> {
  /** Errors the domain rules find before anything is sent (the API checks again). */
  invalid?: UserError[];
  send: () => Promise<Result>;
  /** The stored row in the answer. */
  row: (result: Result) => Row | undefined;
  /** The GraphQL form of a stored row, for the `current` of a CONFLICT. */
  current?: (row: Row) => unknown;
  /** Publishes the live event; runs only after the API stored the change. */
  publish: (row: Row, result: Result) => Promise<void>;
}

/**
 * Every layout mutation in one shape: validate, call REST, turn a refusal into `errors` and a stale
 * version into CONFLICT, and publish the event only once the change is stored.
 */
export async function layoutWrite<Result extends RestLayoutOutcome, Row>(
  steps: WriteSteps<Result, Row>,
): Promise<Written<Row>> {
  if (steps.invalid?.length) return { row: null, errors: steps.invalid };
  let result: Result;
  try {
    result = await steps.send();
  } catch (error) {
    throw steps.current ? conflictWithCurrent(error, steps.current) : error;
  }
  const row = result.isSuccess ? steps.row(result) : undefined;
  if (!row) return { row: null, errors: userErrors(result) };
  await steps.publish(row, result);
  return { row, errors: [] };
}

/** An optional GraphQL id as the API's number, null when absent. */
export const optionalId = (id: string | null | undefined): number | null =>
  id === null || id === undefined || id === '' ? null : Number(id);

/** The direction of a move as the REST contract spells it. */
export const restDirection = (direction: 'BEFORE' | 'AFTER') => (direction === 'BEFORE' ? 'Before' : 'After');

/**
 * A CONFLICT names who changed the row by sign-in name; people know each other by name, so the
 * error also carries `changedByName` (first and last name) when the caller may read that user.
 */
export async function nameTheChanger(context: GatewayContext, error: unknown): Promise<unknown> {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') return error;
  const { changedBy } = error.extensions;
  if (typeof changedBy !== 'string' || !changedBy) return error;
  try {
    const user = await context.api.userByName(changedBy);
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
    if (name) error.extensions.changedByName = name;
  } catch {
    // A user outside the caller's scope stays known by the sign-in name.
  }
  return error;
}

/** How one kind of layout row is read from a write's answer and announced. */
export interface RowKind<Result extends RestLayoutOutcome, Row> {
  row: (result: Result) => Row | undefined;
  id: (row: Row) => number;
  /** The GraphQL form of a stored row, for the `current` of a CONFLICT. */
  current: (row: Row) => unknown;
  changed: (context: GatewayContext, row: Row, result: Result) => Promise<void>;
  deleted: (context: GatewayContext, row: Row) => Promise<void>;
}

/**
 * Create, update and delete of one kind of row, as payloads: `save` answers `{ [key]: row, errors }`
 * and publishes the change, `remove` answers `{ deletedId, errors }` and publishes the deletion.
 */
export function rowWrites<Result extends RestLayoutOutcome, Row>(kind: RowKind<Result, Row>) {
  return {
    async save<Key extends string>(
      key: Key,
      context: GatewayContext,
      send: () => Promise<Result>,
      invalid: UserError[] = [],
    ): Promise<Record<Key, Row | null> & { errors: UserError[] }> {
      const { row, errors } = await layoutWrite({
        invalid,
        send,
        row: kind.row,
        current: kind.current,
        publish: (stored, result) => kind.changed(context, stored, result),
      }).catch(async (error: unknown) => {
        throw await nameTheChanger(context, error);
      });
      return { [key]: row, errors } as Record<Key, Row | null> & { errors: UserError[] };
    },
    async remove(context: GatewayContext, send: () => Promise<Result>) {
      const { row, errors } = await layoutWrite({
        send,
        row: kind.row,
        publish: (stored) => kind.deleted(context, stored),
      });
      return { deletedId: row ? kind.id(row) : null, errors };
    },
  };
}

/** The stored order and its version from a reorder's or move's answer. */
export interface StoredOrder {
  orderedIds: number[];
  listVersion: number;
}

/** A move's payload fields: the stored order and its version, null when the move was not stored. */
export const movedOrder = (result: RestOrderedOutcome | undefined) => ({
  orderedIds: result?.isSuccess ? result.orderedIds : null,
  listVersion: result?.isSuccess ? result.listVersion : null,
});

const storedOrder = (result: RestOrderedOutcome): StoredOrder => ({
  orderedIds: result.orderedIds,
  listVersion: result.listVersion,
});

/**
 * A reorder: the stored order and its version, announced with `publish`, as a ReorderPayload. A
 * reorder based on a stale list is a CONFLICT whose `current` is the stored order and its version.
 */
export async function reorder(
  send: () => Promise<RestOrderedOutcome>,
  publish: (stored: StoredOrder) => Promise<void>,
): Promise<{ orderedIds: number[]; listVersion: number | null; errors: UserError[] }> {
  const { row, errors } = await layoutWrite({
    send,
    row: storedOrder,
    current: (stored: StoredOrder) => ({ ...stored, orderedIds: stored.orderedIds.map(String) }),
    publish,
  });
  return { orderedIds: row?.orderedIds ?? [], listVersion: row?.listVersion ?? null, errors };
}
