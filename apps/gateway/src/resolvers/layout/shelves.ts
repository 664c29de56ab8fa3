import { NEW_SHELF_PREPARED_ITEMS_MODE } from '@fulfil/domain';
import type {
  RestMoveShelfResult,
  RestMoveShelfToSectionResult,
  RestShelfResult,
  RestUpdateShelfBody,
} from '@fulfil/fulfilment-client';
import type { Resolvers, ShelfInput } from '../../generated/resolvers-types.js';
import { shelfFields, shelfShape } from './fields.js';
import { resolversOf } from '../shape.js';
import { publishShelvesChanged, sectionOfShelf } from './placement.js';
import { movedOrder, optionalId, restDirection, rowWrites } from './write.js';

/** The fields of a create or an update: an update must name the mode, null meaning the default (inherit). */
const restFields = (input: ShelfInput): Omit<RestUpdateShelfBody, 'shelfId' | 'version'> => ({
  name: input.name?.trim() || null,
  foodSafetyTypeId: optionalId(input.foodSafetyTypeId),
  preparedItemsMode: input.preparedItemsMode ?? null,
  prepOptionId: input.prepOptionId ?? null,
});

/** Every shelf write announces its section with the shelves as stored (ShelvesChanged). */
const shelves = rowWrites({
  row: (result: RestShelfResult) => result.shelf,
  id: (row) => row.shelfId,
  current: shelfShape,
  changed: async (context, shelf, result) => {
    await publishShelvesChanged(context, shelf.sectionId);
    // A move to another section changed the source section too.
    if ('removedShelf' in result && result.removedShelf)
      await publishShelvesChanged(context, result.removedShelf.sectionId);
  },
  deleted: (context, shelf) => publishShelvesChanged(context, shelf.sectionId),
});

export const shelvesResolvers: Resolvers = {
  Mutation: {
    createShelf: (_parent, { sectionId, input }, context) => {
      // A new shelf inherits from its section unless told otherwise (spec 3 section 4).
      const fields = {
        ...restFields(input),
        preparedItemsMode: input.preparedItemsMode ?? NEW_SHELF_PREPARED_ITEMS_MODE,
      };
      return shelves.save('shelf', context, () => context.api.createShelf(Number(sectionId), fields));
    },
    updateShelf: (_parent, { id, version, input }, context) =>
      shelves.save('shelf', context, () => context.api.updateShelf(Number(id), version, restFields(input))),
    deleteShelf: (_parent, { id }, context) =>
      shelves.remove(context, () => context.api.deleteShelf(Number(id))),
    moveShelf: async (_parent, args, context) => {
      const shelfId = Number(args.shelfId);
      let moved: RestMoveShelfResult | undefined;
      const answer = await shelves.save('shelf', context, async () => {
        const sectionId = args.sectionId ? Number(args.sectionId) : await sectionOfShelf(context, shelfId);
        return (moved = await context.api.moveShelf(
          sectionId,
          shelfId,
          restDirection(args.direction),
          Number(args.targetShelfId),
        ));
      });
      return { ...answer, ...movedOrder(moved) };
    },
    moveShelfToSection: async (_parent, { shelfId, targetSectionId }, context) => {
      let moved: RestMoveShelfToSectionResult | undefined;
      const answer = await shelves.save(
        'shelf',
        context,
        async () => (moved = await context.api.moveShelfToSection(Number(shelfId), Number(targetSectionId))),
      );
      return { ...answer, ...movedOrder(moved) };
    },
  },
  Shelf: resolversOf(shelfFields),
};
