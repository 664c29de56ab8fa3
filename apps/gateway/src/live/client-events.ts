import type { RestClient } from '@fulfil/fulfilment-client';
import { CLIENT_EVENT_TYPES, clientScope, type ChangeEvent, type ClientEventType } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** ClientCreated and ClientUpdated carry the stored row, so subscribers need no REST call. */
export type ClientSavedEvent = ChangeEvent<{ client: RestClient }>;
export type ClientDeletedEvent = ChangeEvent<{ clientId: number }>;
export type ClientEvent = ClientSavedEvent | ClientDeletedEvent;

export function isClientEvent(event: ChangeEvent): event is ClientEvent {
  return (CLIENT_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** Publishes a client change after the REST call succeeded. */
export function publishClientChange(
  context: GatewayContext,
  type: ClientEventType,
  clientId: number,
  payload: ClientEvent['payload'],
): Promise<void> {
  return publishChange(context, type, clientScope(clientId), payload);
}
