/** Payloads of the store calls (docs/rest-contract.md, "Stores"): the REST contract's types. */
import type { UpdateStoreBody } from '@fulfil/rest-contract';

export type {
  CreateStoreBody as RestCreateStoreBody,
  CreateStoreResult as RestCreateStoreResult,
  TimeZone as RestTimeZone,
  UpdateStoreBody as RestUpdateStoreBody,
} from '@fulfil/rest-contract';

/** The editable fields of a store, as both a create and an update send them. */
export type RestStoreFields = Omit<UpdateStoreBody, 'storeId' | 'version'>;
