import type { Resolvers } from '../generated/resolvers-types.js';
import { accessResolvers } from './access.js';
import { appAttributesResolvers } from './app-attributes.js';
import { assignmentRulesResolvers } from './assignment-rules.js';
import { brandingResolvers } from './branding.js';
import { clientSettingsResolvers } from './client-settings.js';
import { clientsResolvers } from './clients.js';
import { dashboardsResolvers } from './dashboards.js';
import { apiKeysResolvers } from './api-keys.js';
import { integrationsResolvers } from './integrations.js';
import { layoutResolvers } from './layout/index.js';
import { liveResolvers } from './live.js';
import { storeSettingsResolvers } from './store-settings.js';
import { storesResolvers } from './stores.js';
import { uploadsResolvers } from './uploads.js';
import { usersResolvers } from './users.js';
import { zonesResolvers } from './zones.js';
import { leadTimeRulesResolvers } from './lead-time-rules.js';
import { customOrderTypesResolvers } from './custom-order-types.js';
import { messageFiltersResolvers } from './message-filters.js';
import { privateInfoResolvers } from './private-info.js';
import { ordersResolvers } from './orders.js';
import { reportsResolvers } from './reports.js';
import { historyResolvers } from './history.js';
import { historyUndoResolvers } from './history-undo.js';

/** The resolvers of every area; makeExecutableSchema merges the per-area maps. */
export const resolvers: Resolvers[] = [
  accessResolvers,
  clientsResolvers,
  clientSettingsResolvers,
  storesResolvers,
  dashboardsResolvers,
  liveResolvers,
  usersResolvers,
  zonesResolvers,
  ...layoutResolvers,
  appAttributesResolvers,
  brandingResolvers,
  integrationsResolvers,
  apiKeysResolvers,
  storeSettingsResolvers,
  assignmentRulesResolvers,
  leadTimeRulesResolvers,
  customOrderTypesResolvers,
  messageFiltersResolvers,
  privateInfoResolvers,
  ordersResolvers,
  uploadsResolvers,
  reportsResolvers,
  historyResolvers,
  historyUndoResolvers,
];
