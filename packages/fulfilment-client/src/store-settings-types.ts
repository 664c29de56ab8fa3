/** Payloads of the store delivery provider and store attribute calls (docs/rest-contract.md, "Store settings"). */
import type { RestOutcome } from './types.js';

/** The editable delivery settings of a store. */
export interface RestDeliverySettings {
  providerId: number;
  providerEndpointUri: string;
  providerEndpointAuthInfo: string;
  notificationTypeId: number;
  notificationMinutesBeforePromiseTime: number;
  notificationEmail: string;
}

/** A store's delivery provider, with the names of its provider and notification types. */
export interface RestStoreDeliveryProvider extends RestDeliverySettings {
  storeDeliveryProviderId: number;
  storeId: number;
  providerName: string;
  notificationTypeName: string;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Answer of GET store/StoreDeliveryProvider/{storeId}. */
export interface RestStoreDelivery {
  storeDeliveryProvider: RestStoreDeliveryProvider | null;
  storeDeliveryProviderEnabled: boolean;
}

/** Body of POST store/StoreDeliveryProvider. */
export interface RestCreateDeliveryProviderBody extends RestDeliverySettings {
  storeId: number;
}

/** Body of PUT store/StoreDeliveryProvider. */
export interface RestUpdateDeliveryProviderBody extends RestCreateDeliveryProviderBody {
  storeDeliveryProviderId: number;
  version: number;
}

/** Answer of delivery provider writes. */
export interface RestDeliveryProviderResult extends RestOutcome {
  storeDeliveryProviderId?: number;
  storeDeliveryProvider?: RestStoreDeliveryProvider | null;
}

/** Answer of POST store/StoreDeliveryProvider/{storeId}/enable. */
export interface RestDeliveryEnableResult extends RestOutcome {
  storeDeliveryProviderEnabled?: boolean;
}

/** A store attribute; valueType and description come from its key. */
export interface RestStoreAttribute {
  storeAttributeId: number;
  storeId: number;
  name: string;
  value: string;
  valueType: number;
  description: string;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A name a store attribute may have (appStoreAttributeTypes). */
export interface RestStoreAttributeKey {
  name: string;
  valueType: number;
  description: string;
}

/** Body of POST store/storeAttribute. */
export interface RestCreateStoreAttributeBody {
  storeId: number;
  name: string;
  value: string;
}

/** Body of PUT store/storeAttribute. */
export interface RestUpdateStoreAttributeBody extends RestCreateStoreAttributeBody {
  storeAttributeId: number;
  version: number;
}

/** Answer of store attribute writes. */
export interface RestStoreAttributeResult extends RestOutcome {
  storeAttribute?: RestStoreAttribute | null;
}
