import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';
import { LISTS, requireRow, requireStore, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import {
  listAnswer,
  saved,
  sectionRow,
  storeIdParams,
  writeAnswer,
  zoneDetailRow,
} from './layout-schemas.js';
import { id } from './schemas.js';
import { loadSection } from './section.js';

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

  app.post<{ Params: LinkParams }>('/zone/:zoneId/section/:sectionId', { schema: linkSchema }, link('link'));
  app.delete<{ Params: LinkParams }>(
    '/zone/:zoneId/section/:sectionId',
    { schema: linkSchema },
    link('unlink'),
  );
};
