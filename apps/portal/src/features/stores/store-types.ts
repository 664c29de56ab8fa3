import { STORE_TYPES } from '@fulfil/domain';
import type { StoreType } from '../../gql/graphql';

/** The spec's store type ids as the GraphQL enum names them. */
const ENUM_OF_ID: Record<number, StoreType> = { 1: 'HUB', 2: 'SPOKE', 3: 'STANDALONE' };

/** The store types offered by the form, with the spec's names (Hub, Spoke, StandAlone). */
export const STORE_TYPE_CHOICES = STORE_TYPES.map((type) => ({ id: ENUM_OF_ID[type.id]!, label: type.name }));

export const storeTypeName = (storeType: StoreType) =>
  STORE_TYPE_CHOICES.find((choice) => choice.id === storeType)?.label ?? storeType;
