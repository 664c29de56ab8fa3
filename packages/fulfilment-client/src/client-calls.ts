import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';

/** Clients (docs/rest-contract.md, "Clients") and the dashboards' counts, bound to one session's `call`. */
export const clientCalls = (call: ContractCall) => ({
  clients: () => call(contract.ListClients),
  client: (id: number) => call(contract.GetClient, { params: { id } }),
  /** The clients among `ids` (at most MAX_BATCH_IDS); unknown ids are left out, one outside scope refuses all. */
  clientsByIds: (ids: readonly number[]) =>
    call(contract.GetClientsByIds, { querystring: { ids: [...ids] } }),
  createClient: (body: contract.CreateClientBody) => call(contract.CreateClient, { body }),
  updateClient: (body: contract.UpdateClientBody) => call(contract.UpdateClient, { body }),
  deleteClient: (clientId: number) => call(contract.DeleteClient, { body: { clientId } }),

  adminDashboard: () => call(contract.GetAdminDashboard),
  clientDashboard: (clientId: number) => call(contract.GetClientDashboard, { params: { clientId } }),
  storeDashboard: (storeId: number) => call(contract.GetStoreDashboard, { params: { storeId } }),
});
