import type { RestOutcome } from './types.js';
import type {
  RestCreateDeliveryProviderBody,
  RestCreateStoreAttributeBody,
  RestDeliveryEnableResult,
  RestDeliveryProviderResult,
  RestStoreAttribute,
  RestStoreAttributeKey,
  RestStoreAttributeResult,
  RestStoreDelivery,
  RestUpdateDeliveryProviderBody,
  RestUpdateStoreAttributeBody,
} from './store-settings-types.js';

/** A store's delivery provider and attributes (docs/rest-contract.md, "Store settings"). */
export interface StoreSettingsApi {
  storeDelivery(storeId: number): Promise<RestStoreDelivery>;
  createDeliveryProvider(body: RestCreateDeliveryProviderBody): Promise<RestDeliveryProviderResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored settings. */
  updateDeliveryProvider(body: RestUpdateDeliveryProviderBody): Promise<RestDeliveryProviderResult>;
  enableDeliveryProvider(storeId: number, isEnabled: boolean): Promise<RestDeliveryEnableResult>;

  storeAttributes(storeId: number): Promise<RestStoreAttribute[]>;
  storeAttributeKeys(): Promise<RestStoreAttributeKey[]>;
  createStoreAttribute(body: RestCreateStoreAttributeBody): Promise<RestStoreAttributeResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored attribute. */
  updateStoreAttribute(body: RestUpdateStoreAttributeBody): Promise<RestStoreAttributeResult>;
  deleteStoreAttribute(storeAttributeId: number, storeId: number): Promise<RestOutcome>;
}
