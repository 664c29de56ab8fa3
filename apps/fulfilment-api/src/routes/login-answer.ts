import type { Tokens, TokenSubject } from '../auth/tokens.js';

/** The answer of every login (the contract's LoginAnswer): with e-mail and password, with an access token, and refresh. */
export async function loginAnswer(
  tokens: Tokens,
  user: TokenSubject & { clientIntegrationEnabled: boolean },
) {
  const { token, expiresAt } = await tokens.issue(user);
  return {
    token,
    expiresAt,
    userId: user.userId,
    clientIntegrationEnabled: user.clientIntegrationEnabled,
    claims: user.claims,
  };
}
