import { nextStagingSectionSequence, nextStagingShelfSequence, validateStagingName } from '@fulfil/domain';
import {
  CreateStagingSection,
  CreateStagingShelf,
  DeleteStagingSection,
  DeleteStagingShelf,
  GetStagingSections,
  GetStagingShelves,
  UpdateStagingSection,
  UpdateStagingSectionSequence,
  UpdateStagingShelf,
  UpdateStagingShelfSequence,
  type CreateStagingSectionBody,
  type CreateStagingShelfBody,
} from '@fulfil/rest-contract';
import { LISTS, loadStagingSection, loadStagingShelf, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { layoutListRoutes } from './layout-routes.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Carry-out: staging sections of a store and their shelves (spec 3, carry-out). */

type StagingSectionFields = Omit<CreateStagingSectionBody, 'storeId'>;
type StagingShelfFields = Omit<CreateStagingShelfBody, 'stagingSectionId'>;

export const stagingRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const sections = layoutListRoutes(db, {
    list: LISTS.stagingSections,
    idField: 'stagingSectionId',
    key: 'stagingSection',
    readKey: 'sections',
    rows: (reader, storeId) => rows.stagingSections(reader, { storeId }),
    load: loadStagingSection,
    validate: validateStagingName,
    columns: async (fields: StagingSectionFields) => ({
      name: fields.name!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
      labelId: fields.labelId?.trim() || null,
    }),
    nextSequence: nextStagingSectionSequence,
    renumberOnDelete: false,
  });
  app.route({ ...of(GetStagingSections), handler: sections.read });
  app.route({ ...of(CreateStagingSection), handler: sections.create });
  app.route({ ...of(UpdateStagingSection), handler: sections.update });
  app.route({ ...of(DeleteStagingSection), handler: sections.remove });
  app.route({ ...of(UpdateStagingSectionSequence), handler: sections.sequence });

  const shelves = layoutListRoutes(db, {
    list: LISTS.stagingShelves,
    idField: 'shelfId',
    key: 'stagingShelf',
    readKey: 'stagingShelves',
    rows: (reader, stagingSectionId) =>
      rows.stagingShelves(reader, { stagingSectionIds: [stagingSectionId] }),
    load: loadStagingShelf,
    validate: validateStagingName,
    columns: async (fields: StagingShelfFields) => ({
      name: fields.name!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
    }),
    nextSequence: nextStagingShelfSequence,
    renumberOnDelete: false,
  });
  app.route({ ...of(GetStagingShelves), handler: shelves.read });
  app.route({ ...of(CreateStagingShelf), handler: shelves.create });
  app.route({ ...of(UpdateStagingShelf), handler: shelves.update });
  app.route({ ...of(DeleteStagingShelf), handler: shelves.remove });
  app.route({ ...of(UpdateStagingShelfSequence), handler: shelves.sequence });
};
