import type { RestOutcome } from './types.js';
import type {
  RestCreateCreditDefinitionBody,
  RestCreateCustomFieldBody,
  RestCreditDefinition,
  RestCreditDefinitionResult,
  RestCustomFieldList,
  RestCustomFieldResult,
  RestDeleteCustomFieldBody,
  RestHelpItem,
  RestHelpItemResult,
  RestUpdateCreditDefinitionBody,
  RestUpdateCustomFieldBody,
  RestUpdateHelpBody,
} from './client-settings-types.js';

/** Custom fields, credit definitions and help items (docs/rest-contract.md, "Client settings"). */
export interface ClientSettingsApi {
  customFields(clientId: number): Promise<RestCustomFieldList>;
  createCustomField(body: RestCreateCustomFieldBody): Promise<RestCustomFieldResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored field. */
  updateCustomField(body: RestUpdateCustomFieldBody): Promise<RestCustomFieldResult>;
  deleteCustomField(body: RestDeleteCustomFieldBody): Promise<RestCustomFieldResult>;

  /** The definitions of the session's client (the fulfiller-clientId header). */
  creditDefinitions(): Promise<RestCreditDefinition[]>;
  createCreditDefinition(body: RestCreateCreditDefinitionBody): Promise<RestCreditDefinitionResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored definition. */
  updateCreditDefinition(body: RestUpdateCreditDefinitionBody): Promise<RestCreditDefinitionResult>;
  deleteCreditDefinition(definition: {
    customerCreditDefinitionId: number;
    clientId: number;
  }): Promise<RestOutcome>;

  helpItems(clientId: number): Promise<RestHelpItem[]>;
  /** Creates without a productId; with one and a stale `version` it rejects with CONFLICT. */
  updateHelp(body: RestUpdateHelpBody): Promise<RestHelpItemResult>;
}
