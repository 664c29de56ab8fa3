/** Payloads of the store calls (docs/rest-contract.md, "Stores"). */
import type { RestOutcome, RestStore } from './types.js';

/** A time zone of GET store/timezones; offSet reads like '(UTC-05:00)'. */
export interface RestTimeZone {
  abbreviation: string;
  offSet: string;
  windowsId: string;
}

/** The editable fields of a store. */
export interface RestStoreFields {
  name: string;
  storeTypeId: number | null;
  parentStoreId?: number | null;
  storeSourceKey?: string | null;
  location?: string | null;
  stateProvince?: string | null;
  /** An abbreviation or a windows id; empty gets 'US Eastern Standard Time'. */
  timeZoneName?: string | null;
}

/** Body of POST store/Create: copies the listed data types from storeIdToCopyFrom. */
export interface RestCreateStoreBody extends RestStoreFields {
  clientId: number;
  storeIdToCopyFrom?: number | null;
  storePropertiesToCopy?: string[];
}

/** Answer of POST store/Create. */
export interface RestCreateStoreResult extends RestOutcome {
  store?: RestStore | null;
}

/** Body of PUT store/Update. */
export interface RestUpdateStoreBody extends RestStoreFields {
  storeId: number;
  version: number;
}
