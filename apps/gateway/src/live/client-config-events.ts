import { CLIENT_CONFIG_EVENT_TYPES, type ChangeEvent } from '@fulfil/live';
import type { ClientSavedEvent } from './client-events.js';

/**
 * What clientEvents delivers: the bus event as it is, its rows in `payload` (the member types
 * resolve their fields from there). Every configuration area adds its events to this union.
 */
export type ClientConfigEvent = ClientSavedEvent;

export function isClientConfigEvent(event: ChangeEvent): event is ClientConfigEvent {
  return (CLIENT_CONFIG_EVENT_TYPES as readonly string[]).includes(event.type);
}
