import type { RestClient } from '@fulfil/fulfilment-client';
import { clientScope, createChangeEvent, type ChangeEvent } from '@fulfil/live';
import type { GatewayContext } from '../context.js';

/** ClientCreated and ClientUpdated carry the stored row, so subscribers need no REST call. */
export type ClientSavedEvent = ChangeEvent<{ client: RestClient }>;
export type ClientDeletedEvent = ChangeEvent<{ clientId: number }>;
export type ClientEvent = ClientSavedEvent | ClientDeletedEvent;

export const CLIENT_EVENT_TYPES: readonly string[] = ['ClientCreated', 'ClientUpdated', 'ClientDeleted'];

export function isClientEvent(event: ChangeEvent): event is ClientEvent {
  return CLIENT_EVENT_TYPES.includes(event.type);
}

/** Publishes a client change after the REST call succeeded. */
export async function publishClientChange(
  context: GatewayContext,
  type: 'ClientCreated' | 'ClientUpdated' | 'ClientDeleted',
  clientId: number,
  payload: ClientEvent['payload'],
): Promise<void> {
  const actor = context.user
    ? { id: context.user.id, userName: context.user.userName }
    : { id: 0, userName: '' };
  try {
    await context.bus.publish(createChangeEvent({ type, scope: clientScope(clientId), actor, payload }));
  } catch (error) {
    // The change is stored; only the live notice is lost, so the mutation still succeeds.
    console.error(`live bus publish of ${type} failed`, error);
  }
}
