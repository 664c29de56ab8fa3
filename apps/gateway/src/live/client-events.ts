import {
  CLIENT_CONFIG_EVENT_TYPES,
  CLIENT_EVENT_TYPES,
  clientScope,
  type BusEvent,
  type ChangeEvent,
  type ClientConfigEventType,
  type ClientEventType,
  type PayloadOf,
} from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** What adminEvents delivers: the list of clients changing. */
export type ClientEvent = BusEvent<ClientEventType>;

/**
 * What clientEvents delivers: the bus event as it is, its rows in `payload` (the member types
 * resolve their fields from there).
 */
export type ClientConfigEvent = BusEvent<ClientConfigEventType>;

export function isClientEvent(event: ChangeEvent): event is ClientEvent {
  return (CLIENT_EVENT_TYPES as readonly string[]).includes(event.type);
}

export function isClientConfigEvent(event: ChangeEvent): event is ClientConfigEvent {
  return (CLIENT_CONFIG_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** Publishes a change of a client or its configuration on the client's scope after the REST call succeeded. */
export function publishClientEvent<K extends ClientEventType | ClientConfigEventType>(
  context: Pick<GatewayContext, 'user' | 'bus' | 'api'>,
  type: K,
  clientId: number,
  payload: PayloadOf<K>,
): Promise<void> {
  return publishChange(context, type, clientScope(clientId), payload);
}
