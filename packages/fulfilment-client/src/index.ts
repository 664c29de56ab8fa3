export type { FulfilmentApi, SessionContext } from './api.js';
export * from './types.js';
export { UpstreamError, type UpstreamErrorCode, type UpstreamErrorDetails } from './errors.js';
export { createFulfilmentClient, type FulfilmentClientOptions } from './undici-client.js';
export type { LayoutApi } from './layout-api.js';
export * from './layout-types.js';
export type { PeopleApi } from './people-api.js';
export * from './people-types.js';
