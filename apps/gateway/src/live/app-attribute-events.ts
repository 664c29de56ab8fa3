import type { RestAppAttribute } from '@fulfil/fulfilment-client';
import { clientScope, type ChangeEvent } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** AppAttributeChanged carries the stored row, so subscribers need no REST call. */
export type AppAttributeChangedEvent = ChangeEvent<{ appAttribute: RestAppAttribute }>;
export type AppAttributeDeletedEvent = ChangeEvent<{ appAttributeId: number }>;
export type AppAttributeEvent = AppAttributeChangedEvent | AppAttributeDeletedEvent;

/** Publishes an application attribute change on its client's scope after the REST call succeeded. */
export function publishAppAttributeChange(
  context: GatewayContext,
  clientId: number,
  event:
    | { type: 'AppAttributeChanged'; payload: AppAttributeChangedEvent['payload'] }
    | { type: 'AppAttributeDeleted'; payload: AppAttributeDeletedEvent['payload'] },
): Promise<void> {
  return publishChange(context, event.type, clientScope(clientId), event.payload);
}
