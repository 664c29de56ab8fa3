import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { countAll } from './count.js';
import { nextVersion } from './versioned.js';

/** The client row of the contract. */
export const CLIENT_COLUMNS = [
  'clients.clientId',
  'clients.name',
  'clients.posMode',
  'clients.persistMode',
  'clients.curbsideOnly',
  'clients.version',
  'clients.updatedAt',
  'clients.updatedBy',
] as const;

/**
 * A client with a point-of-sale mode has its POS integration switched on; false without a client.
 * Raw SQL so that it fits queries where `clients` is left-joined.
 */
export const integrationEnabled = () => sql<boolean>`coalesce(clients.pos_mode, 0) > 0`;

export function findClient(db: Db, clientId: number) {
  return db.selectFrom('clients').select(CLIENT_COLUMNS).where('clientId', '=', clientId).executeTakeFirst();
}

/** The clients, by name: all of them, or those of `ids`. */
export function listClients(db: Db, ids?: readonly number[]) {
  const query = db.selectFrom('clients').select(CLIENT_COLUMNS).orderBy('name');
  return (ids ? query.where('clientId', 'in', ids) : query).execute();
}

/** A client's editable columns. */
export type ClientValues = ColumnValues<
  Tables['clients'],
  'name' | 'posMode' | 'persistMode' | 'curbsideOnly'
>;

/** Stores a new client; undefined when another client has the name in any case. */
export const insertClient = (db: Db, values: ClientValues, by: string) =>
  db
    .insertInto('clients')
    .values({ ...values, updatedBy: by })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning(CLIENT_COLUMNS)
    .executeTakeFirst();

/** Writes the client if it still has `version`; undefined when it does not (or is gone). */
export const updateClient = (
  db: Db,
  row: { clientId: number; version: number },
  values: Partial<ClientValues> & { name: string },
  by: string,
) =>
  db
    .updateTable('clients')
    .set({ ...values, ...nextVersion(by) })
    .where('clientId', '=', row.clientId)
    .where('version', '=', row.version)
    .returning(CLIENT_COLUMNS)
    .executeTakeFirst();

/** How many stores and users the client holds. */
export const clientDependents = (db: Db, clientId: number) =>
  db
    .selectNoFrom((eb) => [
      eb.selectFrom('stores').select(countAll().as('n')).where('clientId', '=', clientId).as('stores'),
      eb.selectFrom('users').select(countAll().as('n')).where('clientId', '=', clientId).as('users'),
    ])
    .executeTakeFirstOrThrow();

/**
 * Locks the client's row until the transaction ends, so a store or user added meanwhile waits for
 * the decision; false when there is no such client.
 */
export const lockClient = async (trx: Db, clientId: number): Promise<boolean> =>
  (await trx
    .selectFrom('clients')
    .select('clientId')
    .where('clientId', '=', clientId)
    .forUpdate()
    .executeTakeFirst()) !== undefined;

export const deleteClient = (trx: Db, clientId: number) =>
  trx.deleteFrom('clients').where('clientId', '=', clientId).execute();
