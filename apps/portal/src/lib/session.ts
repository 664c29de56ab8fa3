import { useSyncExternalStore } from 'react';
import { REMEMBERED_SELECTION_KEYS, STORE_SELECTION_KEYS, type Selection } from '@fulfil/domain';
import type { SessionUserFragment } from '../gql/graphql';

export type SessionUser = SessionUserFragment;

export interface Session {
  token: string | null;
  expiresAt: string | null;
  user: SessionUser | null;
  /** The spec's logged-in flag: the session check logs out when it is below 1. */
  loggedIn: number;
  selection: Selection;
}

const CREDENTIALS_KEY = 'credentials';
/** The single-sign-on client id survives logout: it decides between /login and /loginwithbutton. */
const SSO_CLIENT_KEY = 'ssoClientId';
/** What a single-sign-on session needs to end at the provider; gone with the credentials. */
const SSO_SESSION_KEY = 'ssoSession';

/** A session signed in through a client's identity provider. */
export interface SsoSession {
  clientId: string;
  /** The portal's app id at the provider. */
  appId: string;
  /** The provider's token endpoint, where the session is refreshed. */
  accessTokenEndpoint: string;
  /** The provider's end-session endpoint, if it has one. */
  logoutEndpoint: string | null;
  /** The provider's id token, sent as id_token_hint at logout. */
  idToken: string | null;
  /** The provider's access token, exchanged for the portal's token at each refresh. */
  accessToken: string;
  /** Null when the provider gave none: the portal's own token is then refreshed instead. */
  refreshToken: string | null;
}

type Credentials = Pick<Session, 'token' | 'expiresAt' | 'user' | 'loggedIn'>;

const loggedOut: Credentials = { token: null, expiresAt: null, user: null, loggedIn: 0 };

function readCredentials(): Credentials {
  try {
    const stored = localStorage.getItem(CREDENTIALS_KEY);
    return stored ? { ...loggedOut, ...(JSON.parse(stored) as Partial<Credentials>) } : loggedOut;
  } catch {
    // A corrupt entry is treated as no session rather than breaking the page.
    return loggedOut;
  }
}

function readSelection(): Selection {
  return { clientId: localStorage.getItem('navClient'), storeId: localStorage.getItem('navStore') };
}

let session: Session = { ...readCredentials(), selection: readSelection() };
const listeners = new Set<() => void>();

/**
 * Every tab of the browser shares one session: when another tab signs out, signs in or refreshes
 * the token, this tab follows at once (the storage event fires in the other tabs only). A new or
 * absent user also takes the selection as stored, which a sign-out has cleared.
 */
window.addEventListener('storage', (event) => {
  if (event.storageArea !== localStorage || (event.key !== CREDENTIALS_KEY && event.key !== null)) return;
  const credentials = readCredentials();
  const sameUser = credentials.user !== null && credentials.user.id === session.user?.id;
  publish({ ...session, ...credentials, selection: sameUser ? session.selection : readSelection() });
});

function publish(next: Session): void {
  session = next;
  listeners.forEach((listener) => listener());
}

function remember(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; the component re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

type SignedIn = { token: string; expiresAt: string; user: SessionUser };

/** Stores the answer of a successful login. */
export function setCredentials(credentials: SignedIn): void {
  const next: Credentials = { ...credentials, loggedIn: 1 };
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(next));
  publish({ ...session, ...next });
}

/** Keeps the signed-in person's own details as they changed them (their profile), in every tab. */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  const stored = readCredentials();
  if (!stored.user || stored.token !== session.token) return;
  const next: Credentials = { ...stored, user: { ...stored.user, ...changes } };
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(next));
  publish({ ...session, ...next });
}

/** Whether the credentials stored for every tab still carry `token`. */
export function storedTokenIs(token: string | null): boolean {
  return readCredentials().token === token;
}

/**
 * Stores the answer of a token refresh, and with it the provider's refreshed tokens, only while the
 * renewed session is still the stored one: a sign-out in any tab, or another tab's refresh, wins over
 * an answer that arrives late, so nothing signs a signed-out browser back in.
 */
export function renewCredentials(renewed: string | null, credentials: SignedIn, sso?: SsoSession): void {
  if (!storedTokenIs(renewed)) return;
  if (sso) setSsoSession(sso);
  setCredentials(credentials);
}

/** Forgets the user and every remembered selection (spec 1, session: clearing credentials). */
export function clearCredentials(): void {
  localStorage.removeItem(CREDENTIALS_KEY);
  localStorage.removeItem(SSO_SESSION_KEY);
  REMEMBERED_SELECTION_KEYS.forEach((key) => localStorage.removeItem(key));
  publish({ ...loggedOut, selection: { clientId: null, storeId: null } });
}

/** Changes the chosen client and store; a cleared store also clears the screens' own store choices. */
export function setSelection(selection: Selection): void {
  remember('navClient', selection.clientId);
  if (selection.storeId === null) STORE_SELECTION_KEYS.forEach((key) => localStorage.removeItem(key));
  else remember('navStore', selection.storeId);
  publish({ ...session, selection });
}

export function rememberedSsoClientId(): string | null {
  return localStorage.getItem(SSO_CLIENT_KEY);
}

export function rememberSsoClientId(clientId: string): void {
  localStorage.setItem(SSO_CLIENT_KEY, clientId);
}

/** Keeps the provider's tokens of a single-sign-on login, for refresh and logout. */
export function setSsoSession(sso: SsoSession): void {
  localStorage.setItem(SSO_SESSION_KEY, JSON.stringify(sso));
}

/** The single-sign-on part of the current session; null for a password login. */
export function ssoSession(): SsoSession | null {
  try {
    const stored = localStorage.getItem(SSO_SESSION_KEY);
    return stored ? (JSON.parse(stored) as SsoSession) : null;
  } catch {
    return null;
  }
}

/** Where a person without a session signs in (spec 1, routes). */
export function signInPath(): string {
  return rememberedSsoClientId() ? '/loginwithbutton' : '/login';
}

/** Whether a change was made by someone other than the signed-in user; one's own needs no announcing. */
export function byOther(actor: { id: string }): boolean {
  return actor.id !== session.user?.id;
}
