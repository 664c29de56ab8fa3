import type { RestOutcome } from './types.js';

/** A kind of integration: point of sale or delivery. */
export interface RestIntegrationType {
  integrationTypeId: number;
  name: string;
}

/** A provider a client can integrate with, of one integration type. */
export interface RestIntegrationProvider {
  providerId: number;
  integrationTypeId: number;
  name: string;
  integrationType: RestIntegrationType;
}

/** One authentication option; the value is a secret. */
export interface RestAuthOption {
  key: string;
  value: string;
}

/** A client's integration as `GetByClientId/{clientId}/Details` and `GetDetails/{id}` answer it. */
export interface RestIntegration {
  integrationId: number;
  clientId: number;
  providerId: number;
  name: string;
  status: boolean;
  authOptions: RestAuthOption[];
  provider: RestIntegrationProvider;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export interface RestCreateIntegrationBody {
  clientId: number;
  providerId: number;
  name: string;
  status: boolean;
  authOptions: RestAuthOption[];
}

export interface RestUpdateIntegrationBody extends RestCreateIntegrationBody {
  integrationId: number;
  version: number;
}

/** The create and update answer: errors, the written fields, and the row when it succeeded. */
export interface RestIntegrationResult extends RestOutcome {
  integrationId?: number;
  providerId?: number;
  name?: string;
  status?: boolean;
  integration?: RestIntegration;
}
