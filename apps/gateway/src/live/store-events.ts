import {
  STORE_EVENT_TYPES,
  storeScope,
  type ChangeEvent,
  type PayloadOf,
  type StoreEventType,
} from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { delivered, type DeliveredEvent } from './delivered.js';
import { publishChange } from './publish.js';

/** A store event as the GraphQL event types read it. */
export type DeliveredStoreEvent<K extends StoreEventType = StoreEventType> = K extends StoreEventType
  ? DeliveredEvent<K, PayloadOf<K>>
  : never;

export function isStoreEvent(event: ChangeEvent): boolean {
  return (STORE_EVENT_TYPES as readonly string[]).includes(event.type);
}

export const deliveredStoreEvent = (event: ChangeEvent) => delivered<DeliveredStoreEvent>(event);

/** Publishes a change of a store's layout after the REST call succeeded. */
export function publishStoreEvent<K extends StoreEventType>(
  context: Pick<GatewayContext, 'user' | 'bus' | 'api'>,
  type: K,
  storeId: number,
  payload: PayloadOf<K>,
): Promise<void> {
  return publishChange(context, type, storeScope(storeId), payload);
}
