/**
 * The pieces of the single-sign-on code flow with PKCE (RFC 7636; spec 1 sections 4 and 9): a code
 * verifier of 128 random characters, its S256 challenge, and the provider's authorize address.
 */
import { SSO_SCOPE } from '@fulfil/domain';

export const CODE_VERIFIER_LENGTH = 128;
/** The unreserved characters RFC 7636 allows in a verifier. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** A verifier of one unreserved character per random byte (give it CODE_VERIFIER_LENGTH bytes). */
export function codeVerifier(randomBytes: Uint8Array): string {
  return Array.from(randomBytes, (byte) => UNRESERVED[byte % UNRESERVED.length]).join('');
}

/** Base64url without padding, as OAuth writes challenges and states. */
export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

interface AuthorizeRequest {
  authorizationBaseUrl: string;
  appId: string;
  redirectUri: string;
  state: string;
  challenge: string;
}

/** Where the browser goes to sign in at the provider. */
export function authorizeUrl(request: AuthorizeRequest): string {
  const url = new URL(request.authorizationBaseUrl);
  const query = {
    response_type: 'code',
    client_id: request.appId,
    redirect_uri: request.redirectUri,
    scope: SSO_SCOPE,
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
  };
  Object.entries(query).forEach(([name, value]) => url.searchParams.set(name, value));
  return url.toString();
}

/** The form posted to the provider's token endpoint to exchange the code (spec 1 section 7). */
export function codeExchangeForm(exchange: {
  appId: string;
  verifier: string;
  code: string;
  redirectUri: string;
}): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: exchange.appId,
    code_verifier: exchange.verifier,
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
  });
}
