import {
  USER_EVENT_TYPES,
  USERS_SCOPE,
  clientScope,
  type ChangeEvent,
  type PayloadOf,
  type UserEventType,
} from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { delivered, type DeliveredEvent } from './delivered.js';
import { publishChange } from './publish.js';

export type DeliveredUserEvent<K extends UserEventType = UserEventType> = K extends UserEventType
  ? DeliveredEvent<K, PayloadOf<K>>
  : never;

/** Changes to a user are heard on its client's scope, or on `users` when it has no client. */
export const userScope = (clientId: number | null): string =>
  clientId ? clientScope(clientId) : USERS_SCOPE;

export function isUserEvent(event: ChangeEvent): boolean {
  return (USER_EVENT_TYPES as readonly string[]).includes(event.type);
}

export const deliveredUserEvent = (event: ChangeEvent) => delivered<DeliveredUserEvent>(event);

/** Publishes a change of a user after the REST call succeeded. */
export function publishUserEvent<K extends UserEventType>(
  context: Pick<GatewayContext, 'user' | 'bus' | 'api'>,
  type: K,
  clientId: number | null,
  payload: PayloadOf<K>,
): Promise<void> {
  return publishChange(context, type, userScope(clientId), payload);
}
