import type { RestStore } from '@fulfil/fulfilment-client';
import { clientScope, type ChangeEvent } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** StoreChanged carries the stored row, so subscribers need no REST call. */
export type StoreChangedEvent = ChangeEvent<{ store: RestStore }>;
export type StoreDeletedEvent = ChangeEvent<{ storeId: number }>;
export type StoreChangeEvent = StoreChangedEvent | StoreDeletedEvent;

/** Publishes a store's creation, change or deletion on its client's scope after the REST call succeeded. */
export function publishStoreChange(
  context: GatewayContext,
  clientId: number,
  event:
    | { type: 'StoreChanged'; payload: StoreChangedEvent['payload'] }
    | { type: 'StoreDeleted'; payload: StoreDeletedEvent['payload'] },
): Promise<void> {
  return publishChange(context, event.type, clientScope(clientId), event.payload);
}
