/** Payloads of the fulfilment REST contract (docs/rest-contract.md), field for field. */

export type {
  LoginAnswer as RestLoginResult,
  RoleItem as RestRole,
  Session as RestSession,
  StoreSummary as RestUserStore,
  User as RestUser,
  UserStores as RestUserStores,
} from '@fulfil/rest-contract';

/** The client and store rows of the contract; storeTypeId 1 Hub, 2 Spoke, 3 StandAlone. */
export type { Client as RestClient, Store as RestStore } from '@fulfil/rest-contract';

/** The `isSuccess`/`errors` answer of calls that report expected failures as data. */
export type { Result as RestOutcome } from '@fulfil/rest-contract';

/** The client writes' bodies and the create's answer. */
export type {
  CreateClientBody as RestCreateClientBody,
  CreateClientResult as RestCreateClientResult,
  UpdateClientBody as RestUpdateClientBody,
} from '@fulfil/rest-contract';

export type {
  AdminDashboard as RestAdminDashboard,
  ClientDashboard as RestClientDashboard,
  StoreDashboard as RestStoreDashboard,
} from '@fulfil/rest-contract';
