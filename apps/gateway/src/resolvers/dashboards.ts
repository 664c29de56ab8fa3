import type { Resolvers } from '../generated/resolvers-types.js';

export const dashboardsResolvers: Resolvers = {
  Query: {
    adminDashboard: (_parent, _args, { api }) => api.adminDashboard(),
    clientDashboard: async (_parent, { clientId }, { api }) => ({
      clientId,
      ...(await api.clientDashboard(Number(clientId))),
    }),
    storeDashboard: async (_parent, { storeId }, { api }) => ({
      storeId,
      ...(await api.storeDashboard(Number(storeId))),
    }),
  },
};
