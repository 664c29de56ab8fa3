import { validateStagingName } from '@fulfil/domain';
import type {
  RestStagingSection,
  RestStagingSectionResult,
  RestStagingShelfResult,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../../context.js';
import type { Resolvers, StagingSectionInput, StagingShelfInput } from '../../generated/resolvers-types.js';
import { publishStoreEvent } from '../../live/store-events.js';
import {
  stagingSectionFields,
  stagingSectionShape,
  stagingShelfFields,
  stagingShelfShape,
} from './fields.js';
import { publishStagingShelvesChanged } from './placement.js';
import { optionalId, reorder, rowWrites } from './write.js';

const sectionInput = (input: StagingSectionInput) => ({
  name: input.name.trim(),
  foodSafetyTypeId: optionalId(input.foodSafetyTypeId),
  labelId: input.labelId?.trim() || null,
});

const shelfInput = (input: StagingShelfInput) => ({
  name: input.name.trim(),
  foodSafetyTypeId: optionalId(input.foodSafetyTypeId),
});

function publishStagingSectionChanged(context: GatewayContext, stagingSection: RestStagingSection) {
  context.sections.rememberStaging([stagingSection]);
  return publishStoreEvent(context, 'StagingSectionChanged', stagingSection.storeId, { stagingSection });
}

const stagingSections = rowWrites({
  row: (result: RestStagingSectionResult) => result.stagingSection,
  id: (row) => row.stagingSectionId,
  current: stagingSectionShape,
  changed: publishStagingSectionChanged,
  deleted: (context, { storeId, stagingSectionId }) =>
    publishStoreEvent(context, 'StagingSectionDeleted', storeId, { stagingSectionId }),
});

/** A staging shelf change announces its section with the shelves as stored. */
const stagingShelves = rowWrites({
  row: (result: RestStagingShelfResult) => result.stagingShelf,
  id: (row) => row.shelfId,
  current: stagingShelfShape,
  changed: (context, shelf) => publishStagingShelvesChanged(context, shelf.stagingSectionId),
  deleted: (context, shelf) => publishStagingShelvesChanged(context, shelf.stagingSectionId),
});

export const stagingResolvers: Resolvers = {
  Query: {
    stagingSections: async (_parent, { storeId }, { loaders, sections: directory }) => {
      const { rows } = await loaders.stagingSections.load(Number(storeId));
      directory.rememberStaging(rows);
      return rows;
    },
  },
  Mutation: {
    createStagingSection: (_parent, { storeId, input }, context) =>
      stagingSections.save(
        'stagingSection',
        context,
        () => context.api.createStagingSection(Number(storeId), sectionInput(input)),
        validateStagingName(input),
      ),
    updateStagingSection: (_parent, { id, version, input }, context) =>
      stagingSections.save(
        'stagingSection',
        context,
        () => context.api.updateStagingSection(Number(id), version, sectionInput(input)),
        validateStagingName(input),
      ),
    deleteStagingSection: (_parent, { id }, context) =>
      stagingSections.remove(context, () => context.api.deleteStagingSection(Number(id))),
    reorderStagingSections: (_parent, { storeId, orderedIds, listVersion }, context) =>
      reorder(
        () =>
          context.api.reorderStagingSections(
            Number(storeId),
            orderedIds.map(Number),
            listVersion ?? undefined,
          ),
        (stored) => publishStoreEvent(context, 'StagingSectionsReordered', Number(storeId), stored),
      ),
    createStagingShelf: (_parent, { stagingSectionId, input }, context) =>
      stagingShelves.save(
        'stagingShelf',
        context,
        () => context.api.createStagingShelf(Number(stagingSectionId), shelfInput(input)),
        validateStagingName(input),
      ),
    updateStagingShelf: (_parent, { id, version, input }, context) =>
      stagingShelves.save(
        'stagingShelf',
        context,
        () => context.api.updateStagingShelf(Number(id), version, shelfInput(input)),
        validateStagingName(input),
      ),
    deleteStagingShelf: (_parent, { id }, context) =>
      stagingShelves.remove(context, () => context.api.deleteStagingShelf(Number(id))),
    reorderStagingShelves: (_parent, { stagingSectionId, orderedIds, listVersion }, context) =>
      reorder(
        () =>
          context.api.reorderStagingShelves(
            Number(stagingSectionId),
            orderedIds.map(Number),
            listVersion ?? undefined,
          ),
        () => publishStagingShelvesChanged(context, Number(stagingSectionId)),
      ),
  },
  StagingSection: stagingSectionFields,
  StagingShelf: stagingShelfFields,
};
