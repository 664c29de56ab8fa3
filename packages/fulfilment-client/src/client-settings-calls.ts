import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';
import { unwrapped } from './unwrap.js';

/**
 * Custom fields, credit definitions and help items (docs/rest-contract.md, "Client settings"), bound
 * to one session's `call`.
 */
export const clientSettingsCalls = (call: ContractCall) => ({
  customFields: (clientId: number) => call(contract.GetCustomFields, { params: { clientId } }),
  createCustomField: (body: contract.CreateCustomFieldBody) => call(contract.CreateCustomField, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored field. */
  updateCustomField: (body: contract.UpdateCustomFieldBody) => call(contract.UpdateCustomField, { body }),
  deleteCustomField: (body: contract.DeleteCustomFieldBody) => call(contract.DeleteCustomField, { body }),

  /** The definitions of the session's client (the fulfiller-clientId header). */
  creditDefinitions: () => unwrapped(call(contract.GetCreditDefinitions), 'customerCreditDefinitions'),
  createCreditDefinition: (body: contract.CreateCreditDefinitionBody) =>
    call(contract.CreateCreditDefinition, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored definition. */
  updateCreditDefinition: (body: contract.UpdateCreditDefinitionBody) =>
    call(contract.UpdateCreditDefinition, { body }),
  deleteCreditDefinition: (definition: contract.DeleteCreditDefinitionBody) =>
    call(contract.DeleteCreditDefinition, { body: definition }),

  helpItems: (clientId: number) => unwrapped(call(contract.GetHelp, { params: { clientId } }), 'helpItems'),
  /** Creates without a productId; with one and a stale `version` it rejects with CONFLICT. */
  updateHelp: (body: contract.UpdateHelpBody) => call(contract.UpdateHelp, { body }),
});
