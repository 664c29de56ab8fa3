import { canRunReports, type StorePlace } from '@fulfil/domain';
import type { FastifyRequest } from 'fastify';
import { canReadStore, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { forbidden, notFound } from '../errors.js';
import { findStore } from '../queries/stores.js';

/**
 * The store a call names by its fulfiller-storeId header (0 when absent, as the spec's calls send
 * it); the input guard has checked it is a whole number from -1.
 */
export const headerStoreId = (request: Pick<FastifyRequest, 'headers'>) =>
  Number(request.headers['fulfiller-storeid'] ?? 0);

/** Reports, receipts, manifests and the delivery report: the store's readers among the roles that run reports. */
export const mayReport = (caller: Caller, store: StorePlace) =>
  canRunReports(caller.role) && canReadStore(caller, store);

/** The store, once the caller may act on it by `may`: 404 when there is none, 403 when not theirs. */
export async function requireStore(
  db: Db,
  caller: Caller,
  storeId: number,
  may: (caller: Caller, store: StorePlace) => boolean,
) {
  if (storeId < 1) throw notFound(`Store ${storeId}`);
  const store = await findStore(db, storeId);
  if (!store) throw notFound(`Store ${storeId}`);
  if (!may(caller, store)) throw forbidden();
  return store;
}
