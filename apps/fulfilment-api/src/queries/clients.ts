import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

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
