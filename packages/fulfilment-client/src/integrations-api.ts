import type {
  RestCreateIntegrationBody,
  RestIntegration,
  RestIntegrationProvider,
  RestIntegrationResult,
  RestIntegrationType,
  RestUpdateIntegrationBody,
} from './integrations-types.js';
import type { RestOutcome } from './types.js';

/** A client's point-of-sale and delivery integrations (docs/rest-contract.md, "Integrations"). */
export interface IntegrationsApi {
  integrationsOfClient(clientId: number): Promise<RestIntegration[]>;
  integration(integrationId: number): Promise<RestIntegration>;
  integrationTypes(): Promise<RestIntegrationType[]>;
  /** Every provider, or those of one integration type. */
  integrationProviders(integrationTypeId?: number): Promise<RestIntegrationProvider[]>;
  createIntegration(body: RestCreateIntegrationBody): Promise<RestIntegrationResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored integration. */
  updateIntegration(body: RestUpdateIntegrationBody): Promise<RestIntegrationResult>;
  deleteIntegration(integrationId: number): Promise<RestOutcome>;
}
