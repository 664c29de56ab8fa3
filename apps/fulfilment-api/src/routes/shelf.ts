import { nextMerchandiseSequence } from '@fulfil/domain';
import {
  CreateShelf,
  DeleteShelf,
  GetShelf,
  GetShelves,
  MoveShelf,
  MoveShelfToSection,
  UpdateShelf,
  UpdateShelfSequence,
} from '@fulfil/rest-contract';
import { badRequest, notFound } from '../errors.js';
import {
  LISTS,
  loadShelf,
  moveShelfToSection,
  requireParent,
  requireRow,
  rows,
  sectionPrep,
  shelfColumns,
  type ShelfFields,
} from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { saved } from './layout-answers.js';
import { layoutListRoutes } from './layout-routes.js';
import { of, type ContractRoutes } from './typed-routes.js';

const list = LISTS.shelves;

export const shelfRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const routes = layoutListRoutes(db, {
    list,
    idField: 'shelfId',
    key: 'shelf',
    readKey: 'shelves',
    rows: (reader, sectionId) => rows.shelves(reader, { sectionIds: [sectionId] }),
    load: loadShelf,
    columns: async (fields: ShelfFields, { trx, parentId }) =>
      shelfColumns(fields, await sectionPrep(trx, parentId)),
    nextSequence: nextMerchandiseSequence,
    renumberOnDelete: true,
  });
  // One shelf by its id alone, for a caller that does not know its section.
  app.route({
    ...of(GetShelf),
    handler: async (request) => {
      const { shelfId } = request.params;
      await requireRow(db, request.caller, list, shelfId, 'read');
      const shelf = await loadShelf(db, shelfId);
      if (!shelf) throw notFound(`Shelf ${shelfId}`);
      return { shelf };
    },
  });
  app.route({ ...of(GetShelves), handler: routes.read });
  app.route({ ...of(CreateShelf), handler: routes.create });
  app.route({ ...of(UpdateShelf), handler: routes.update });
  app.route({ ...of(DeleteShelf), handler: routes.remove });
  app.route({ ...of(UpdateShelfSequence), handler: routes.sequence });
  app.route({ ...of(MoveShelf), handler: routes.move('sourceShelfId', 'targetShelfId') });

  app.route({
    ...of(MoveShelfToSection),
    handler: async (request) => {
      const { shelfId, targetSectionId } = request.body;
      const source = await requireRow(db, request.caller, list, shelfId, 'write');
      const targetStoreId = await requireParent(db, request.caller, list, targetSectionId, 'write');
      if (targetStoreId !== source.storeId)
        throw badRequest(`targetSectionId: section ${targetSectionId} is not in the shelf's store.`);
      if (targetSectionId === source.parentId)
        throw badRequest(`targetSectionId: shelf ${shelfId} is already in section ${targetSectionId}.`);
      const move = {
        shelfId,
        sourceSectionId: source.parentId,
        targetSectionId,
        userName: request.caller.userName,
      };
      return saved(await moveShelfToSection(db, move));
    },
  });
};
