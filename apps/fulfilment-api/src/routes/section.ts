import { nextMerchandiseSequence, sectionPrepOption, validateNewSection } from '@fulfil/domain';
import {
  CreateSection,
  DeleteSection,
  GetSection,
  GetSectionProjection,
  GetSectionSummaries,
  GetSections,
  MoveSection,
  UpdateSection,
  UpdateSectionSequence,
  type CreateSectionBody,
} from '@fulfil/rest-contract';
import { badRequest, notFound } from '../errors.js';
import {
  LISTS,
  loadSection,
  repeatedKey,
  requireParent,
  requireRow,
  rows,
  sectionProjection,
  updateInheritingShelves,
} from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { layoutListRoutes } from './layout-routes.js';
import { of, type ContractRoutes } from './typed-routes.js';

type SectionFields = Omit<CreateSectionBody, 'storeId'>;

const list = LISTS.sections;

export const sectionRoutes: ContractRoutes<Services> = async (app, { db }) => {
  // One section with its shelves, for a reader that needs one section rather than the whole store.
  app.route({
    ...of(GetSection),
    handler: async (request) => {
      const { sectionId } = request.params;
      await requireRow(db, request.caller, list, sectionId, 'read');
      const section = await loadSection(db, sectionId);
      if (!section) throw notFound(`Section ${sectionId}`);
      return { section };
    },
  });

  const routes = layoutListRoutes(db, {
    list,
    idField: 'sectionId',
    key: 'section',
    readKey: 'sectionDetails',
    rows: (reader, storeId) => rows.sections(reader, { storeId }),
    load: loadSection,
    validate: validateNewSection,
    // The name defaults to the code; the prep option is cleared when the mode is No.
    columns: async (fields: SectionFields) => {
      const sectionSourceKey = fields.sectionSourceKey!.trim();
      const preparedItemsMode = fields.preparedItemsMode!;
      return {
        name: fields.name?.trim() || sectionSourceKey,
        sectionSourceKey,
        foodSafetyTypeId: fields.foodSafetyTypeId!,
        preparedItemsMode,
        prepOptionId: sectionPrepOption({ preparedItemsMode, prepOptionId: fields.prepOptionId ?? null }),
      };
    },
    nextSequence: nextMerchandiseSequence,
    renumberOnDelete: true,
  });
  app.route({ ...of(GetSections), handler: routes.read });
  app.route({
    ...of(GetSectionSummaries),
    handler: routes.readOf('sectionSummaries', (reader, storeId) =>
      rows.sectionSummaries(reader, { storeId }),
    ),
  });
  // The database's JSON text goes out as it is: a string with a JSON type is not serialised again.
  app.route({
    ...of(GetSectionProjection),
    handler: async (request, reply) => {
      const { parentId } = request.params;
      const { fields } = request.body;
      const repeated = repeatedKey(fields);
      if (repeated) throw badRequest(repeated);
      await requireParent(db, request.caller, list, parentId, 'read');
      const json = await sectionProjection(db, parentId, fields);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });
  app.route({ ...of(CreateSection), handler: routes.create });
  // The section and the shelves that follow it change together or not at all.
  app.route({
    ...of(UpdateSection),
    handler: routes.updateThen(async (trx, change) => ({
      updatedShelves: await updateInheritingShelves(
        trx,
        change.rowId,
        change.values.prepOptionId as number | null,
        change.userName,
      ),
    })),
  });
  app.route({ ...of(DeleteSection), handler: routes.remove });
  app.route({ ...of(UpdateSectionSequence), handler: routes.sequence });
  app.route({ ...of(MoveSection), handler: routes.move('sourceSectionId', 'targetSectionId') });
};
