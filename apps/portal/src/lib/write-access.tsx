import { createContext, useContext, type ReactNode } from 'react';
import { canWriteStore, type Selection, type Viewer } from '@fulfil/domain';
import type { SessionUser } from './session';

const WriteAccess = createContext(true);

/** Marks the pages below as ones the person may change, or only read; the shared controls follow it. */
export const WriteAccessProvider = WriteAccess.Provider;

/**
 * Whether the person may change what the screen shows. A read-only screen leaves out New, Save,
 * Delete, drag handles and the like, rather than offering what the API would refuse.
 */
export const useCanWrite = () => useContext(WriteAccess);

/** Controls that change the screen's data, left out where the person may only read it. */
export function WriteOnly({ children }: { children: ReactNode }) {
  return useCanWrite() ? children : null;
}

const viewerOf = (user: SessionUser): Viewer => ({
  userId: Number(user.id),
  role: user.role,
  clientId: user.clientId ? Number(user.clientId) : null,
  storeIds: user.stores.map((store) => Number(store.id)),
});

/**
 * Whether a page may change what it shows, by the API's own rule: a store's pages for the admins of
 * its client and its store managers, not for those who only work in it. Client and admin pages open
 * only to those who manage them (the route guard), so they are writable.
 */
export function writableAt(pathname: string, user: SessionUser, selection: Selection): boolean {
  const { storeId } = selection;
  if (!pathname.startsWith('/store/') || !storeId) return true;
  const clientId =
    user.stores.find((store) => store.id === storeId)?.clientId ?? selection.clientId ?? user.clientId;
  return canWriteStore(viewerOf(user), { storeId: Number(storeId), clientId: Number(clientId) });
}
