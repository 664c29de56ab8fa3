import { CLIENT_CONFIG_EVENT_TYPES, type ChangeEvent } from '@fulfil/live';
import type { AppAttributeEvent } from './app-attribute-events.js';
import type { LogoChangedEvent } from './logo-events.js';
import type { ClientSavedEvent } from './client-events.js';
import type { ClientSettingsEvent } from './client-settings-events.js';
import type { IntegrationEvent } from './integration-events.js';
import type { StoreChangeEvent } from './store-change-events.js';

/**
 * What clientEvents delivers: the bus event as it is, its rows in `payload` (the member types
 * resolve their fields from there). Every configuration area adds its events to this union.
 */
export type ClientConfigEvent =
  | ClientSavedEvent
  | AppAttributeEvent
  | LogoChangedEvent
  | IntegrationEvent
  | ClientSettingsEvent
  | StoreChangeEvent;

export function isClientConfigEvent(event: ChangeEvent): event is ClientConfigEvent {
  return (CLIENT_CONFIG_EVENT_TYPES as readonly string[]).includes(event.type);
}
