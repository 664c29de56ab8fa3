export type { FulfilmentApi, SessionContext } from './api.js';
export * from './types.js';
export { UpstreamError, type UpstreamErrorCode, type UpstreamErrorDetails } from './errors.js';
export { createFulfilmentClient, type FinishedCall, type FulfilmentClientOptions } from './undici-client.js';
export type { LayoutApi } from './layout-api.js';
export * from './layout-types.js';
export type { PeopleApi } from './people-api.js';
export * from './people-types.js';
export type { AppAttributesApi } from './app-attributes-api.js';
export * from './app-attributes-types.js';
export type { IntegrationsApi } from './integrations-api.js';
export type {
  ApiKeysApi,
  RestApiKey,
  RestCreateApiKeyBody,
  RestCreateApiKeyResult,
  RestRevokeApiKeyResult,
} from './api-keys.js';
export * from './integrations-types.js';
export type { ClientSettingsApi } from './client-settings-api.js';
export * from './client-settings-types.js';
export type { StoreSettingsApi } from './store-settings-api.js';
export * from './store-settings-types.js';
export type { StoreApi } from './store-api.js';
export * from './store-types.js';
export type { BrandingApi } from './branding-api.js';
export * from './branding-types.js';
export { refusalMessages, type RefusableAnswer, type RefusalMessage } from './refusal.js';
