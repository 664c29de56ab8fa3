import {
  createChangeEvent,
  recordsHistory,
  type Actor,
  type ChangeEventType,
  type PayloadOf,
} from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { historyNotices } from './history-notices.js';

/** The caller as an event's actor. */
export function actorOf(context: Pick<GatewayContext, 'user'>): Actor {
  if (!context.user) return { id: 0, userName: '', displayName: '' };
  const { id, userName, displayName } = context.user;
  return { id, userName, displayName };
}

type Publisher = Pick<GatewayContext, 'user' | 'bus' | 'api'>;

function send<K extends ChangeEventType>(context: Publisher, type: K, scope: string, payload: PayloadOf<K>) {
  return context.bus.publish(createChangeEvent({ type, scope, actor: actorOf(context), payload }));
}

/**
 * Publishes a change after the REST call succeeded. Every mutation that changed a store or client
 * publishes here, so this is also where the history notices follow a recorded write: the API
 * recorded it in the same transaction, before answering.
 */
export async function publishChange<K extends ChangeEventType>(
  context: Publisher,
  type: K,
  scope: string,
  payload: PayloadOf<K>,
): Promise<void> {
  try {
    await send(context, type, scope, payload);
    if (!recordsHistory(type)) return;
    for (const notice of await historyNotices(context.api, type, scope))
      await send(context, notice.type, notice.scope, notice.payload);
  } catch (error) {
    // The change is stored; only the live notice is lost, so the mutation still succeeds.
    console.error(`live bus publish of ${type} failed`, error);
  }
}
