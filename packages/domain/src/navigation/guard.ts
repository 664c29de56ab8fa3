import { landingPath, NO_ACCESS_PATH } from '../access/landing.js';
import { MENU, visibleMenu } from './menu.js';
import type { Selection } from './selection.js';

/** Where a system or client admin chooses a client before opening a client page. */
export const SELECT_A_CLIENT_PATH = '/selectaclient';
/** Where anyone chooses a store before opening a store page. */
export const SELECT_A_STORE_PATH = '/selectastore';

/** The API explorer (GraphiQL), outside the spec's menu: for the people who administer the portal. */
export const EXPLORER_PATH = '/graphiql';
const EXPLORER_ROLES: readonly string[] = ['systemAdmin', 'clientAdmin', 'storeManager'];

/** The signed-in user as the route guard judges them. */
export interface GuardedUser {
  role: string;
  claims: readonly string[];
  /** How many stores the user is assigned to (a storeManager without any has no access). */
  storeCount: number;
}

const choosesClients = (role: string) => role === 'systemAdmin' || role === 'clientAdmin';

/** One step of the guard: null when the page opens, else where to go instead. */
function redirectOf(user: GuardedUser, selection: Selection, path: string): string | null {
  const landing = landingPath({ role: user.role, storeCount: user.storeCount });
  if (path === SELECT_A_CLIENT_PATH) return choosesClients(user.role) ? null : landing;
  if (path === EXPLORER_PATH) return EXPLORER_ROLES.includes(user.role) ? null : NO_ACCESS_PATH;
  const item = MENU.find((entry) => entry.path === path);
  if (!item || visibleMenu(user, selection).includes(item)) return null;
  // A page waiting only for a choice asks for it; any other page the menu does not offer says no access.
  const claimed = !item.claim || user.claims.includes(item.claim);
  if (item.group === 'client' && claimed && choosesClients(user.role) && selection.clientId === null)
    return SELECT_A_CLIENT_PATH;
  if (item.group === 'store' && selection.storeId === null) return SELECT_A_STORE_PATH;
  return NO_ACCESS_PATH;
}

/**
 * The route guard: null when `path` opens for this user and selection, else the page to open instead,
 * which itself opens — so no address sends a person back and forth. A landing page waiting for a
 * choice (a client admin without a chosen client, a store user without a chosen store) becomes
 * the chooser. An address the role may not use shows the no-access page, which offers the landing
 * page, rather than silently opening somewhere else.
 */
export function guardedPath(user: GuardedUser, selection: Selection, path: string): string | null {
  let target = path;
  // Every landing page settles within two steps: its chooser, which opens for whoever it sends there.
  for (let step = 0; step < 3; step++) {
    const next = redirectOf(user, selection, target);
    if (next === null) return target === path ? null : target;
    target = next;
  }
  throw new Error(`no page settles for ${user.role} at ${path}`);
}
