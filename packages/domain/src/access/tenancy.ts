import { isStoreLevelRole } from './roles.js';

/**
 * A person as the service knows them now (not as an old token describes them). The same rules
 * decide what the REST API answers and which live events the gateway delivers, so a subscription
 * never gives anyone more than the same query would.
 */
export interface Viewer {
  userId: number;
  role: string;
  /** null when the person has no client. */
  clientId: number | null;
  /** The stores assigned to the person. */
  storeIds: readonly number[];
}

/** Where a store belongs. */
export interface StorePlace {
  storeId: number;
  clientId: number;
}

export const isSystemAdmin = (viewer: Viewer) => viewer.role === 'systemAdmin';

const isClientAdmin = (viewer: Viewer) => viewer.role === 'clientAdmin';

/** systemAdmin everywhere; clientAdmin and store-level roles their own client; anyone else nowhere. */
export function canReadClient(viewer: Viewer, clientId: number): boolean {
  if (isSystemAdmin(viewer)) return true;
  const scoped = isClientAdmin(viewer) || isStoreLevelRole(viewer.role);
  return scoped && viewer.clientId === clientId;
}

/** Changing a client, or seeing all of it at once: systemAdmin, or the clientAdmin of that client. */
export function canManageClient(viewer: Viewer, clientId: number): boolean {
  return isSystemAdmin(viewer) || (isClientAdmin(viewer) && viewer.clientId === clientId);
}

/** clientAdmin sees its client's stores; store-level roles only the stores assigned to them. */
export function canReadStore(viewer: Viewer, store: StorePlace): boolean {
  if (canManageClient(viewer, store.clientId)) return true;
  return (
    isStoreLevelRole(viewer.role) &&
    viewer.clientId === store.clientId &&
    viewer.storeIds.includes(store.storeId)
  );
}

/**
 * Changing a store's layout and settings, and reading its secrets (delivery provider credentials,
 * store attributes): systemAdmin, the clientAdmin of its client, or a storeManager assigned to it.
 * Shoppers and other store-level roles work in the layout but do not reshape it.
 */
export function canWriteStore(viewer: Viewer, store: StorePlace): boolean {
  if (canManageClient(viewer, store.clientId)) return true;
  return viewer.role === 'storeManager' && canReadStore(viewer, store);
}

/** Whether the role changes the stores it may read (canWriteStore, for a menu that judges no one store). */
export const writesStores = (role: string) =>
  role === 'systemAdmin' || role === 'clientAdmin' || role === 'storeManager';

/**
 * A user may always read itself. Others: systemAdmin anyone; clientAdmin the users of its client;
 * store-level roles the users of their client who share one of their stores.
 */
export function canReadUser(
  viewer: Viewer,
  user: { userId: number; clientId: number | null; storeIds: readonly number[] },
): boolean {
  if (viewer.userId === user.userId || isSystemAdmin(viewer)) return true;
  if (user.clientId === null || user.clientId !== viewer.clientId) return false;
  if (isClientAdmin(viewer)) return true;
  return isStoreLevelRole(viewer.role) && user.storeIds.some((id) => viewer.storeIds.includes(id));
}

/**
 * What every answer to a viewer depends on: two viewers with the same key get the same answer from
 * every rule above for anyone but themselves. Admins of a client answer alike; store-level roles
 * differ by their stores and, as a user may always read itself, by who they are.
 */
export function viewerKey(viewer: Viewer & { claims: readonly string[] }): string {
  const claims = [...viewer.claims].sort().join(',');
  const base = `${viewer.role}|${viewer.clientId ?? 0}|${claims}`;
  if (isSystemAdmin(viewer) || isClientAdmin(viewer)) return base;
  const stores = [...viewer.storeIds].sort((a, b) => a - b).join(',');
  return `${base}|${viewer.userId}|${stores}`;
}
