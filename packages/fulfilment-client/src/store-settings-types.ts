/** Payloads of the store delivery provider and store attribute calls (docs/rest-contract.md, "Store settings"). */
import type { StoreDeliveryProvider } from '@fulfil/rest-contract';

export type {
  CreateDeliveryProviderBody as RestCreateDeliveryProviderBody,
  CreateStoreAttributeBody as RestCreateStoreAttributeBody,
  DeliveryEnableResult as RestDeliveryEnableResult,
  DeliveryProviderResult as RestDeliveryProviderResult,
  StoreAttribute as RestStoreAttribute,
  StoreAttributeKey as RestStoreAttributeKey,
  StoreAttributeResult as RestStoreAttributeResult,
  StoreDelivery as RestStoreDelivery,
  StoreDeliveryProvider as RestStoreDeliveryProvider,
  UpdateDeliveryProviderBody as RestUpdateDeliveryProviderBody,
  UpdateStoreAttributeBody as RestUpdateStoreAttributeBody,
} from '@fulfil/rest-contract';

/** The editable delivery settings of a store, as its stored provider row holds them. */
export type RestDeliverySettings = Pick<
  StoreDeliveryProvider,
  | 'providerId'
  | 'providerEndpointUri'
  | 'providerEndpointAuthInfo'
  | 'notificationTypeId'
  | 'notificationMinutesBeforePromiseTime'
  | 'notificationEmail'
>;
