import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';
import { unwrapped } from './unwrap.js';

/**
 * A store's delivery provider and attributes (docs/rest-contract.md, "Store settings"), bound to one
 * session's `call`.
 */
export const storeSettingsCalls = (call: ContractCall) => ({
  storeDelivery: (storeId: number) => call(contract.GetStoreDelivery, { params: { storeId } }),
  createDeliveryProvider: (body: contract.CreateDeliveryProviderBody) =>
    call(contract.CreateDeliveryProvider, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored settings. */
  updateDeliveryProvider: (body: contract.UpdateDeliveryProviderBody) =>
    call(contract.UpdateDeliveryProvider, { body }),
  enableDeliveryProvider: (storeId: number, isEnabled: boolean) =>
    call(contract.EnableDeliveryProvider, { params: { storeId }, body: { isEnabled, storeId } }),

  storeAttributes: (storeId: number) =>
    unwrapped(call(contract.GetStoreAttributes, { params: { storeId } }), 'storeAttributes'),
  storeAttributeKeys: () => unwrapped(call(contract.GetStoreAttributeKeys), 'appStoreAttributeTypes'),
  createStoreAttribute: (body: contract.CreateStoreAttributeBody) =>
    call(contract.CreateStoreAttribute, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored attribute. */
  updateStoreAttribute: (body: contract.UpdateStoreAttributeBody) =>
    call(contract.UpdateStoreAttribute, { body }),
  deleteStoreAttribute: (storeAttributeId: number, storeId: number) =>
    call(contract.DeleteStoreAttribute, { body: { storeAttributeId, storeId } }),
});
