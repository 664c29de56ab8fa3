/**
 * The fulfilment REST API's contract, written once: the API validates and serialises with these
 * schemas (through Fastify's TypeBox type provider, which also types its handlers), the OpenAPI
 * document is generated from them, and fulfilment-client's types are their static types.
 */
export * from './common.js';
export * from './clients.js';
export * from './help.js';
export * from './layout.js';
export * from './zones.js';
export * from './section-users.js';
export * from './dashboards.js';
export * from './client-settings.js';
export * from './integrations.js';
export * from './branding.js';
export * from './app-attributes.js';
export * from './stores.js';
export * from './store-settings.js';
export * from './people.js';
export * from './sign-in.js';
export * from './api-keys.js';
export * from './assignment-rules.js';
export * from './lead-time-rules.js';
export * from './custom-order-types.js';
export * from './message-filters.js';
export * from './private-info.js';
export * from './uploads.js';
export * from './reports.js';
export * from './orders.js';
export * from './history.js';
export * from './history-undo.js';
