import type { RestCreditDefinition, RestCustomField, RestHelpItem } from '@fulfil/fulfilment-client';
import { clientScope, type ChangeEvent } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** The changed events carry the stored row, so subscribers need no REST call. */
export type CustomFieldChangedEvent = ChangeEvent<{ customField: RestCustomField }>;
export type CustomFieldDeletedEvent = ChangeEvent<{ customFieldId: number }>;

export type CreditDefinitionChangedEvent = ChangeEvent<{ creditDefinition: RestCreditDefinition }>;
export type CreditDefinitionDeletedEvent = ChangeEvent<{ creditDefinitionId: number }>;

export type HelpItemChangedEvent = ChangeEvent<{ helpItem: RestHelpItem }>;

export type ClientSettingsEvent =
  | CustomFieldChangedEvent
  | CustomFieldDeletedEvent
  | CreditDefinitionChangedEvent
  | CreditDefinitionDeletedEvent
  | HelpItemChangedEvent;

type ClientSettingsChange =
  | { type: 'CustomFieldChanged'; payload: CustomFieldChangedEvent['payload'] }
  | { type: 'CustomFieldDeleted'; payload: CustomFieldDeletedEvent['payload'] }
  | { type: 'CreditDefinitionChanged'; payload: CreditDefinitionChangedEvent['payload'] }
  | { type: 'CreditDefinitionDeleted'; payload: CreditDefinitionDeletedEvent['payload'] }
  | { type: 'HelpItemChanged'; payload: HelpItemChangedEvent['payload'] };

/** Publishes a client setting's change on its client's scope after the REST call succeeded. */
export function publishClientSettingChange(
  context: GatewayContext,
  clientId: number,
  change: ClientSettingsChange,
): Promise<void> {
  return publishChange(context, change.type, clientScope(clientId), change.payload);
}
