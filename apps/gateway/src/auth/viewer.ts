import { UpstreamError, type FulfilmentApi, type RestSession } from '@fulfil/fulfilment-client';
import type { Viewer as DomainViewer } from '@fulfil/domain';
import { bearerToken, type SessionUser, type TokenVerifier } from './verify-token.js';

/**
 * A live subscriber as the API confirmed them when the socket or subscription started: role,
 * client, stores and claims as stored now, not as the token was issued. Live events are filtered
 * by the same rules the API applies to this person's queries.
 */
export interface Viewer extends SessionUser {
  email: string;
  storeIds: number[];
}

/** The viewer in the shape of the shared tenancy rules. */
export const asTenant = (viewer: Viewer): DomainViewer & { claims: string[] } => ({
  userId: viewer.id,
  role: viewer.role,
  clientId: viewer.clientId || null,
  storeIds: viewer.storeIds,
  claims: viewer.claims,
});

/** Whether the viewer is an API key rather than a person: the API names a key's session user 0. */
export const isApiKey = (viewer: Pick<SessionUser, 'id'>): boolean => viewer.id === 0;

/** Whether the API refused a session outright (ended or revoked), rather than failing to answer. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof UpstreamError && ['UNAUTHENTICATED', 'FORBIDDEN'].includes(error.code);

/**
 * Asks the API who the token's bearer is now. Null when it refuses the token: the user was
 * deleted, or their access changed since the token was issued. An unreachable API rejects.
 */
export async function confirmViewer(
  api: FulfilmentApi,
  token: string,
  tokenUser: SessionUser,
): Promise<Viewer | null> {
  let session: RestSession;
  try {
    session = await api.withSession({ token }).session();
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
  return {
    ...tokenUser,
    id: session.userId,
    userName: session.userName,
    displayName: session.displayName,
    email: session.email,
    role: session.role,
    clientId: session.clientId,
    claims: session.claims,
    storeIds: session.storeIds,
  };
}

/**
 * The bearer of an `Authorization` value as the API confirms them now, with their token; null when
 * there is no token, it does not verify, or the API refuses its bearer.
 */
export async function signedInViewer(
  api: FulfilmentApi,
  verifyToken: TokenVerifier,
  authorization: unknown,
): Promise<{ token: string; viewer: Viewer } | null> {
  const token = bearerToken(authorization);
  const tokenUser = token ? await verifyToken(token) : null;
  const viewer = token && tokenUser ? await confirmViewer(api, token, tokenUser) : null;
  return token && viewer ? { token, viewer } : null;
}
