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
import type { Db } from '../db/connect.js';
import { LISTS, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { layoutListRoutes } from './layout-routes.js';
import type { ContractRoutes } from './typed-routes.js';

/** Carry-out: staging sections of a store and their shelves (spec 3, carry-out). */

type StagingSectionFields = Omit<CreateStagingSectionBody, 'storeId'>;
type StagingShelfFields = Omit<CreateStagingShelfBody, 'stagingSectionId'>;

const loadSection = async (db: Db, stagingSectionId: number) =>
  (await rows.stagingSections(db, { stagingSectionId }))[0];
const loadShelf = async (db: Db, shelfId: number) => (await rows.stagingShelves(db, { shelfId }))[0];

export const stagingRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const sections = layoutListRoutes(db, {
    list: LISTS.stagingSections,
    idField: 'stagingSectionId',
    key: 'stagingSection',
    readKey: 'sections',
    rows: (reader, storeId) => rows.stagingSections(reader, { storeId }),
    load: loadSection,
    validate: validateStagingName,
    columns: async (fields: StagingSectionFields) => ({
      name: fields.name!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
      labelId: fields.labelId?.trim() || null,
    }),
    nextSequence: nextStagingSectionSequence,
    renumberOnDelete: false,
  });
  app.get('/stagingsection/store/:parentId', { schema: GetStagingSections }, sections.read);
  app.post('/stagingsection', { schema: CreateStagingSection }, sections.create);
  app.put('/stagingsection', { schema: UpdateStagingSection }, sections.update);
  app.delete('/stagingsection/:id', { schema: DeleteStagingSection }, sections.remove);
  app.put('/stagingsection/UpdateSequence', { schema: UpdateStagingSectionSequence }, sections.sequence);

  const shelves = layoutListRoutes(db, {
    list: LISTS.stagingShelves,
    idField: 'shelfId',
    key: 'stagingShelf',
    readKey: 'stagingShelves',
    rows: (reader, stagingSectionId) =>
      rows.stagingShelves(reader, { stagingSectionIds: [stagingSectionId] }),
    load: loadShelf,
    validate: validateStagingName,
    columns: async (fields: StagingShelfFields) => ({
      name: fields.name!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
    }),
    nextSequence: nextStagingShelfSequence,
    renumberOnDelete: false,
  });
  app.get('/stagingshelf/BySection/:parentId', { schema: GetStagingShelves }, shelves.read);
  app.post('/stagingshelf', { schema: CreateStagingShelf }, shelves.create);
  app.put('/stagingshelf', { schema: UpdateStagingShelf }, shelves.update);
  app.delete('/stagingshelf/:id', { schema: DeleteStagingShelf }, shelves.remove);
  app.put('/stagingshelf/UpdateSequence', { schema: UpdateStagingShelfSequence }, shelves.sequence);
};
