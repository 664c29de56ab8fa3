import type { RestIntegration } from '@fulfil/fulfilment-client';
import { clientScope, type ChangeEvent } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** IntegrationChanged carries the stored row, so subscribers need no REST call. */
export type IntegrationChangedEvent = ChangeEvent<{ integration: RestIntegration }>;
export type IntegrationDeletedEvent = ChangeEvent<{ integrationId: number }>;
export type IntegrationEvent = IntegrationChangedEvent | IntegrationDeletedEvent;

/** Publishes an integration change on its client's scope after the REST call succeeded. */
export function publishIntegrationChange(
  context: GatewayContext,
  clientId: number,
  event:
    | { type: 'IntegrationChanged'; payload: IntegrationChangedEvent['payload'] }
    | { type: 'IntegrationDeleted'; payload: IntegrationDeletedEvent['payload'] },
): Promise<void> {
  return publishChange(context, event.type, clientScope(clientId), event.payload);
}
