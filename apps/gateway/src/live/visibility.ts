import { clientScope } from '@fulfil/live';
import type { SessionUser } from '../auth/verify-token.js';

/**
 * Whether the user may hear about changes in a scope: a systemAdmin hears every scope, anyone
 * else only the scope of their own client.
 */
export function canSeeScope(user: SessionUser, scope: string): boolean {
  if (user.role === 'systemAdmin') return true;
  return user.clientId > 0 && scope === clientScope(user.clientId);
}
