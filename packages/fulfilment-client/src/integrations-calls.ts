import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';

/**
 * A client's point-of-sale and delivery integrations (docs/rest-contract.md, "Integrations"), bound
 * to one session's `call`.
 */
export const integrationsCalls = (call: ContractCall) => ({
  integrationsOfClient: (clientId: number) => call(contract.GetClientIntegrations, { params: { clientId } }),
  integration: (integrationId: number) => call(contract.GetIntegration, { params: { integrationId } }),
  integrationTypes: () => call(contract.GetIntegrationTypes),
  /** Every provider, or those of one integration type. */
  integrationProviders: (integrationTypeId?: number) =>
    integrationTypeId === undefined
      ? call(contract.GetIntegrationProviders)
      : call(contract.GetIntegrationProvidersByType, { params: { integrationTypeId } }),
  createIntegration: (body: contract.CreateIntegrationBody) => call(contract.CreateIntegration, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored integration. */
  updateIntegration: (body: contract.UpdateIntegrationBody) => call(contract.UpdateIntegration, { body }),
  deleteIntegration: (integrationId: number) =>
    call(contract.DeleteIntegration, { params: { integrationId } }),
});
