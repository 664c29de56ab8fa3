import type { Tokens, TokenSubject } from '../auth/tokens.js';

/** The answer of every login: with e-mail and password, with an access token, and refresh. */
export const loginAnswerSchema = {
  type: 'object',
  required: ['token', 'expiresAt', 'userId', 'clientIntegrationEnabled', 'claims'],
  properties: {
    token: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
    userId: { type: 'integer' },
    clientIntegrationEnabled: { type: 'boolean' },
    claims: { type: 'array', items: { type: 'string' } },
  },
} as const;

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
