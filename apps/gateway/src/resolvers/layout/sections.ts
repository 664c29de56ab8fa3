import { validateNewSection } from '@fulfil/domain';
import type {
  RestMoveSectionResult,
  RestSection,
  RestSectionFields,
  RestSectionResult,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../../context.js';
import type { Resolvers, SectionInput } from '../../generated/resolvers-types.js';
import { publishStoreEvent } from '../../live/store-events.js';
import { sectionFields, sectionShape, sectionZoneFields, storeZoneFields } from './fields.js';
import { publishZoneReadBack, storeOfSection } from './placement.js';
import { selectsShelves } from './section-reads.js';
import { resolversOf } from '../shape.js';
import { layoutWrite, movedOrder, optionalId, restDirection, rowWrites } from './write.js';

// Without a name the API names the section after its code.
const restFields = (input: SectionInput): RestSectionFields => ({
  name: input.name.trim() || undefined,
  sectionSourceKey: input.sectionSourceKey.trim(),
  foodSafetyTypeId: optionalId(input.foodSafetyTypeId),
  preparedItemsMode: input.preparedItemsMode ?? null,
  prepOptionId: input.prepOptionId ?? null,
});

/** SectionChanged carries the section with its shelves, which a prep option change may alter. */
function publishSectionChanged(context: GatewayContext, section: RestSection): Promise<void> {
  context.sections.remember([section]);
  return publishStoreEvent(context, 'SectionChanged', section.storeId, { section });
}

const sections = rowWrites({
  row: (result: RestSectionResult) => result.section,
  id: (row) => row.sectionId,
  current: sectionShape,
  changed: publishSectionChanged,
  deleted: (context, { storeId, sectionId }) =>
    publishStoreEvent(context, 'SectionDeleted', storeId, { sectionId }),
});

export const sectionsResolvers: Resolvers = {
  Query: {
    sections: async (_parent, { storeId }, { loaders, sections: directory }, info) => {
      const { rows } = await loaders.sections.load({
        storeId: Number(storeId),
        shelves: selectsShelves(info),
      });
      directory.remember(rows);
      return rows;
    },
    section: async (_parent, { id }, { api, sections: directory }) => {
      const row = await api.section(Number(id));
      directory.remember([row]);
      return row;
    },
    zones: async (_parent, { storeId }, { api, sections: directory }) => {
      const zones = await api.zones(Number(storeId));
      directory.rememberZones(zones);
      return zones;
    },
  },
  Mutation: {
    createSection: (_parent, { storeId, input }, context) =>
      sections.save(
        'section',
        context,
        () => context.api.createSection(Number(storeId), restFields(input)),
        validateNewSection(input),
      ),
    updateSection: (_parent, { id, version, input }, context) =>
      sections.save(
        'section',
        context,
        () => context.api.updateSection(Number(id), version, restFields(input)),
        validateNewSection(input),
      ),
    deleteSection: (_parent, { id }, context) =>
      sections.remove(context, () => context.api.deleteSection(Number(id))),
    moveSection: async (_parent, args, context) => {
      const sectionId = Number(args.sectionId);
      const storeId = await storeOfSection(context, sectionId, args.storeId);
      const direction = restDirection(args.direction);
      let moved: RestMoveSectionResult | undefined;
      const { row, errors } = await layoutWrite({
        send: async () =>
          (moved = await context.api.moveSection(
            storeId,
            sectionId,
            direction,
            Number(args.targetSectionId),
          )),
        row: (result) => result.section,
        // Where the section landed, not the whole order: the event stays small however long the
        // list, and a screen holding the version before derives the server's order from it.
        publish: (section, result) =>
          publishStoreEvent(context, 'SectionsMoved', section.storeId, {
            sectionId,
            position: section.sequenceId,
            listVersion: result.listVersion,
          }),
      });
      return { section: row, errors, ...movedOrder(moved) };
    },
    setSectionZone: async (_parent, { sectionId, zoneId, linked }, context) => {
      const answer = await sections.save('section', context, () =>
        context.api.linkZone(Number(zoneId), Number(sectionId), linked),
      );
      // The zone's section list changed too; the zones screen follows ZoneChanged.
      if (answer.section) await publishZoneReadBack(context, Number(zoneId), answer.section.storeId);
      return answer;
    },
  },
  Section: resolversOf(sectionFields),
  SectionZone: resolversOf(sectionZoneFields),
  StoreZone: storeZoneFields,
};
