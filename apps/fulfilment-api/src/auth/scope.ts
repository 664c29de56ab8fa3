import { isStoreLevelRole } from '@fulfil/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Tables } from '../db/tables.js';

/** The signed-in user as loaded for each request: scope comes from here, never from headers. */
export interface Caller {
  userId: number;
  userName: string;
  role: string;
  clientId: number | null;
  storeIds: number[];
}

export const isSystemAdmin = (caller: Caller) => caller.role === 'systemAdmin';

const isClientAdmin = (caller: Caller) => caller.role === 'clientAdmin';

/** systemAdmin everywhere; clientAdmin and store-level roles their own client; anyone else nowhere. */
export function canReadClient(caller: Caller, clientId: number): boolean {
  if (isSystemAdmin(caller)) return true;
  const scoped = isClientAdmin(caller) || isStoreLevelRole(caller.role);
  return scoped && caller.clientId === clientId;
}

/** Changing a client, or seeing all of it at once: systemAdmin, or the clientAdmin of that client. */
export function canManageClient(caller: Caller, clientId: number): boolean {
  return isSystemAdmin(caller) || (isClientAdmin(caller) && caller.clientId === clientId);
}

/** clientAdmin sees its client's stores; store-level roles only the stores assigned to them. */
export function canReadStore(caller: Caller, store: { storeId: number; clientId: number }): boolean {
  if (canManageClient(caller, store.clientId)) return true;
  return (
    isStoreLevelRole(caller.role) &&
    caller.clientId === store.clientId &&
    caller.storeIds.includes(store.storeId)
  );
}

/** The same rule as canReadStore, as a filter on the `stores` table. */
export function storesInScope(caller: Caller) {
  return (eb: ExpressionBuilder<Tables, 'stores'>): Expression<SqlBool> => {
    if (isSystemAdmin(caller)) return eb.lit(true);
    if (caller.clientId === null) return eb.lit(false);
    const ofClient = eb('stores.clientId', '=', caller.clientId);
    if (isClientAdmin(caller)) return ofClient;
    if (!isStoreLevelRole(caller.role) || caller.storeIds.length === 0) return eb.lit(false);
    return eb.and([ofClient, eb('stores.storeId', 'in', caller.storeIds)]);
  };
}

/**
 * A user may always read itself. Others: systemAdmin anyone; clientAdmin the users of its client;
 * store-level roles the users of their client who share one of their stores.
 */
export function canReadUser(
  caller: Caller,
  user: { userId: number; clientId: number | null; storeIds: number[] },
) {
  if (caller.userId === user.userId || isSystemAdmin(caller)) return true;
  if (user.clientId === null || user.clientId !== caller.clientId) return false;
  if (isClientAdmin(caller)) return true;
  return isStoreLevelRole(caller.role) && user.storeIds.some((id) => caller.storeIds.includes(id));
}

/**
 * Changing a store's layout: systemAdmin, the clientAdmin of its client, or a storeManager assigned
 * to it. Shoppers and other store-level roles work in the layout but do not reshape it.
 */
export function canWriteStoreLayout(caller: Caller, store: { storeId: number; clientId: number }): boolean {
  if (canManageClient(caller, store.clientId)) return true;
  return caller.role === 'storeManager' && canReadStore(caller, store);
}
