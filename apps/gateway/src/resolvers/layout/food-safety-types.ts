import { parseMaxLeadTime, validateFoodSafetyType } from '@fulfil/domain';
import type { RestFoodSafetyTypeFields, RestFoodSafetyTypeResult } from '@fulfil/fulfilment-client';
import type { FoodSafetyTypeInput, Resolvers } from '../../generated/resolvers-types.js';
import { publishStoreEvent } from '../../live/store-events.js';
import { foodSafetyTypeFields, foodSafetyTypeShape } from './fields.js';
import { rowWrites } from './write.js';

/** The REST fields of an input; the lead time goes as hh:mm:ss, or null for none. */
function restFields(input: FoodSafetyTypeInput): RestFoodSafetyTypeFields {
  const maxLeadTime = input.maxLeadTime ? parseMaxLeadTime(input.maxLeadTime) : null;
  return {
    name: input.name.trim(),
    containerColor: input.containerColor,
    containerIcon: input.containerIcon,
    maxLeadTime: maxLeadTime || null,
  };
}

const foodSafetyTypes = rowWrites({
  row: (result: RestFoodSafetyTypeResult) => result.foodSafetyType,
  id: (row) => row.foodSafetyTypeId,
  current: foodSafetyTypeShape,
  changed: (context, foodSafetyType) =>
    publishStoreEvent(context, 'FoodSafetyTypeChanged', foodSafetyType.storeId, { foodSafetyType }),
  deleted: (context, { storeId, foodSafetyTypeId }) =>
    publishStoreEvent(context, 'FoodSafetyTypeDeleted', storeId, { foodSafetyTypeId }),
});

export const foodSafetyTypesResolvers: Resolvers = {
  Query: {
    foodSafetyTypes: (_parent, { storeId }, { api }) => api.foodSafetyTypes(Number(storeId)),
  },
  Mutation: {
    // The domain rules run here too: the gateway checks again before anything is written.
    createFoodSafetyType: (_parent, { storeId, input }, context) =>
      foodSafetyTypes.save(
        'foodSafetyType',
        context,
        () => context.api.createFoodSafetyType(Number(storeId), restFields(input)),
        validateFoodSafetyType(input),
      ),
    updateFoodSafetyType: (_parent, { id, version, input }, context) =>
      foodSafetyTypes.save(
        'foodSafetyType',
        context,
        () => context.api.updateFoodSafetyType(Number(id), version, restFields(input)),
        validateFoodSafetyType(input),
      ),
    deleteFoodSafetyType: (_parent, { id }, context) =>
      foodSafetyTypes.remove(context, () => context.api.deleteFoodSafetyType(Number(id))),
  },
  FoodSafetyType: foodSafetyTypeFields,
};
