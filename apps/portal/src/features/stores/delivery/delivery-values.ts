import type { DeliverySettings } from '@fulfil/domain';
import type { StoreDeliveryFieldsFragment } from '../../../gql/graphql';

export type SavedProvider = NonNullable<StoreDeliveryFieldsFragment['provider']>;

/** A store without a delivery provider edits these; version 0 means nothing is saved yet. */
export const NO_PROVIDER: SavedProvider = {
  __typename: 'StoreDeliveryProvider',
  id: '',
  providerId: 0,
  providerEndpointUri: '',
  providerEndpointAuthInfo: '',
  notificationTypeId: 0,
  notificationMinutesBeforePromiseTime: 0,
  notificationEmail: '',
  version: 0,
  updatedBy: null,
};

export const valuesOf = (provider: SavedProvider): DeliverySettings => ({
  providerId: provider.providerId,
  providerEndpointUri: provider.providerEndpointUri,
  providerEndpointAuthInfo: provider.providerEndpointAuthInfo,
  notificationTypeId: provider.notificationTypeId,
  notificationMinutesBeforePromiseTime: provider.notificationMinutesBeforePromiseTime,
  notificationEmail: provider.notificationEmail,
});
