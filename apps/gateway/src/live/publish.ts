import { createChangeEvent, type Actor, type ChangeEventType, type PayloadOf } from '@fulfil/live';
import type { GatewayContext } from '../context.js';

/** The caller as an event's actor. */
export function actorOf(context: Pick<GatewayContext, 'user'>): Actor {
  if (!context.user) return { id: 0, userName: '', displayName: '' };
  const { id, userName, displayName } = context.user;
  return { id, userName, displayName };
}

/** Publishes a change after the REST call succeeded. */
export async function publishChange<K extends ChangeEventType>(
  context: Pick<GatewayContext, 'user' | 'bus'>,
  type: K,
  scope: string,
  payload: PayloadOf<K>,
): Promise<void> {
  try {
    await context.bus.publish(createChangeEvent({ type, scope, actor: actorOf(context), payload }));
  } catch (error) {
    // The change is stored; only the live notice is lost, so the mutation still succeeds.
    console.error(`live bus publish of ${type} failed`, error);
  }
}
