import { newZoneRefusal } from '@fulfil/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { badRequest } from '../errors.js';
import {
  countIn,
  deleteRow,
  LISTS,
  requireOwnFoodSafetyType,
  requireRow,
  requireStore,
  rows,
  saveVersioned,
  withLockedParent,
} from '../queries/layout/index.js';
import type { Services } from '../services.js';
import {
  listAnswer,
  nullableId,
  rejected,
  saved,
  sectionRow,
  storeIdParams,
  writeAnswer,
  zoneDetailRow,
  type FieldError,
} from './layout-schemas.js';
import { id, idParams } from './schemas.js';
import { loadSection } from './section.js';

interface ZoneFields {
  storeId: number;
  name: string;
  foodSafetyTypeId?: number | null;
}

const zoneFields = {
  storeId: id,
  name: { type: 'string', maxLength: 200 },
  foodSafetyTypeId: nullableId,
} as const;

/** Zone writes answer the spec's responseCode (0 done, 1 refused) beside the layout answer. */
const zoneAnswer = writeAnswer({
  responseCode: { type: 'integer' },
  zoneId: { type: 'integer' },
  zone: zoneDetailRow,
});

const NAME_REQUIRED: FieldError = { field: 'name', message: 'Name is required' };

const zoneSaved = (zoneId: number, zone: unknown) => saved({ responseCode: 0, zoneId, zone });
const zoneRejected = (error: FieldError) => ({ ...rejected([error]), responseCode: 1 });

export const loadZone = async (db: Db, zoneId: number) => {
  const zone = await db.selectFrom('zones').select('storeId').where('zoneId', '=', zoneId).executeTakeFirst();
  return zone && (await rows.zoneDetails(db, zone.storeId, zoneId))[0];
};

interface UserLinkParams {
  zoneId: number;
  userId: number;
}

interface LinkParams {
  zoneId: number;
  sectionId: number;
}

const linkParams = {
  type: 'object',
  required: ['zoneId', 'sectionId'],
  properties: { zoneId: id, sectionId: id },
} as const;

export const zoneRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.get<{ Params: { storeId: number } }>(
    '/zone/detail/store/:storeId',
    { schema: { params: storeIdParams, response: { 200: listAnswer('zoneDetails', zoneDetailRow) } } },
    async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'read');
      return { zoneDetails: await rows.zoneDetails(db, storeId) };
    },
  );

  const linkSchema = {
    params: linkParams,
    response: {
      200: writeAnswer({ zoneId: { type: 'integer' }, sectionId: { type: 'integer' }, section: sectionRow }),
    },
  };

  /** Both link routes: same checks, then `change`; linking or unlinking twice changes nothing. */
  const link = (change: 'link' | 'unlink') => async (request: FastifyRequest<{ Params: LinkParams }>) => {
    const { zoneId, sectionId } = request.params;
    const zone = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
    const section = await requireRow(db, request.caller, LISTS.sections, sectionId, 'write');
    if (zone.storeId !== section.storeId)
      throw badRequest(`sectionId: section ${sectionId} is not in the store of zone ${zoneId}.`);
    if (change === 'link') {
      await db
        .insertInto('zoneSections')
        .values({ zoneId, sectionId })
        .onConflict((oc) => oc.columns(['zoneId', 'sectionId']).doNothing())
        .execute();
    } else {
      await db
        .deleteFrom('zoneSections')
        .where('zoneId', '=', zoneId)
        .where('sectionId', '=', sectionId)
        .execute();
    }
    return saved({ zoneId, sectionId, section: await loadSection(db, sectionId) });
  };

  app.post<{ Body: ZoneFields & { zoneSections: { sectionId: number }[] } }>(
    '/zone',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeId', 'name', 'zoneSections'],
          properties: {
            ...zoneFields,
            zoneSections: {
              type: 'array',
              maxItems: 1000,
              items: { type: 'object', required: ['sectionId'], properties: { sectionId: id } },
            },
          },
        },
        response: { 200: zoneAnswer },
      },
    },
    async (request) => {
      const { storeId, foodSafetyTypeId = null } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const sectionIds = [...new Set(request.body.zoneSections.map((s) => s.sectionId))];
      const noSections = newZoneRefusal(sectionIds);
      if (noSections) return zoneRejected({ field: 'zoneSections', message: noSections });
      const name = request.body.name.trim();
      if (!name) return zoneRejected(NAME_REQUIRED);
      await requireOwnFoodSafetyType(db, storeId, foodSafetyTypeId);
      const own = await db
        .selectFrom('sections')
        .select('sectionId')
        .where('sectionId', 'in', sectionIds)
        .where('storeId', '=', storeId)
        .execute();
      const stranger = sectionIds.find((sectionId) => !own.some((s) => s.sectionId === sectionId));
      if (stranger !== undefined)
        throw badRequest(`zoneSections: section ${stranger} is not in store ${storeId}.`);
      // The store's lock keeps two creates from taking the same sequenceId.
      return withLockedParent(db, LISTS.zones, storeId, async (trx) => {
        const { zoneId } = await trx
          .insertInto('zones')
          .values({
            storeId,
            name,
            foodSafetyTypeId,
            sequenceId: (await countIn(trx, LISTS.zones, storeId)) + 1,
            updatedBy: request.caller.userName,
          })
          .returning('zoneId')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('zoneSections')
          .values(sectionIds.map((sectionId) => ({ zoneId, sectionId })))
          .execute();
        return zoneSaved(zoneId, await loadZone(trx, zoneId));
      });
    },
  );

  app.put<{ Body: ZoneFields & { zoneId: number; version: number } }>(
    '/zone',
    {
      schema: {
        body: {
          type: 'object',
          required: ['zoneId', 'storeId', 'name', 'version'],
          properties: { zoneId: id, version: id, ...zoneFields },
        },
        response: { 200: zoneAnswer },
      },
    },
    async (request) => {
      const { zoneId, storeId, version, foodSafetyTypeId = null } = request.body;
      const zone = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      if (zone.storeId !== storeId) throw badRequest(`storeId: zone ${zoneId} is not in store ${storeId}.`);
      const name = request.body.name.trim();
      if (!name) return zoneRejected(NAME_REQUIRED);
      await requireOwnFoodSafetyType(db, storeId, foodSafetyTypeId);
      const change = {
        rowId: zoneId,
        version,
        values: { name, foodSafetyTypeId },
        userName: request.caller.userName,
      };
      const stored = await db
        .transaction()
        .execute((trx) => saveVersioned(trx, LISTS.zones, change, (rowId) => loadZone(trx, rowId)));
      return zoneSaved(zoneId, stored);
    },
  );

  app.delete<{ Params: { zoneId: number } }>(
    '/zone/:zoneId',
    { schema: { params: idParams('zoneId'), response: { 200: zoneAnswer } } },
    async (request) => {
      const { zoneId } = request.params;
      const { storeId } = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      return withLockedParent(db, LISTS.zones, storeId, async (trx) => {
        // Read inside the lock so that the answer is the zone exactly as it was deleted.
        const zone = await loadZone(trx, zoneId);
        await deleteRow(trx, LISTS.zones, zoneId);
        return zoneSaved(zoneId, zone);
      });
    },
  );

  const userLinkSchema = {
    params: { type: 'object', required: ['zoneId', 'userId'], properties: { zoneId: id, userId: id } },
    response: { 200: zoneAnswer },
  };

  /** Both user link routes; the user must be assigned to the zone's store. Twice changes nothing. */
  const userLink =
    (change: 'link' | 'unlink') => async (request: FastifyRequest<{ Params: UserLinkParams }>) => {
      const { zoneId, userId } = request.params;
      const { storeId } = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      const assigned = await db
        .selectFrom('userStores')
        .select('userId')
        .where('userId', '=', userId)
        .where('storeId', '=', storeId)
        .executeTakeFirst();
      if (!assigned)
        throw badRequest(`userId: user ${userId} is not assigned to the store of zone ${zoneId}.`);
      if (change === 'link') {
        await db
          .insertInto('zoneUsers')
          .values({ zoneId, userId })
          .onConflict((oc) => oc.columns(['zoneId', 'userId']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('zoneUsers').where('zoneId', '=', zoneId).where('userId', '=', userId).execute();
      }
      return zoneSaved(zoneId, await loadZone(db, zoneId));
    };

  app.post<{ Params: UserLinkParams }>(
    '/zone/:zoneId/user/:userId',
    { schema: userLinkSchema },
    userLink('link'),
  );
  app.delete<{ Params: UserLinkParams }>(
    '/zone/:zoneId/user/:userId',
    { schema: userLinkSchema },
    userLink('unlink'),
  );

  app.post<{ Params: LinkParams }>('/zone/:zoneId/section/:sectionId', { schema: linkSchema }, link('link'));
  app.delete<{ Params: LinkParams }>(
    '/zone/:zoneId/section/:sectionId',
    { schema: linkSchema },
    link('unlink'),
  );
};
