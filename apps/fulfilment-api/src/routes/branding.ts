import { LOGO_KINDS, logoImageRefusal, MAX_LOGO_BYTES, type LogoKind } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { id, refused, resultSchema, resultWith, succeeded } from './schemas.js';

/** The two branding images of a client (spec 2, Branding): base64 PNG, replaced whole. */

const filePrefix = { type: 'string', enum: LOGO_KINDS } as const;

const logoParams = {
  type: 'object',
  required: ['clientId', 'filePrefix'],
  properties: { clientId: id, filePrefix },
} as const;

const logoFields = {
  clientId: { type: 'integer' },
  filePrefix: { type: 'string' },
  version: { type: 'integer' },
  updatedAt: { type: 'string', format: 'date-time' },
  updatedBy: { type: 'string' },
} as const;

const LOGO_COLUMNS = ['clientId', 'filePrefix', 'version', 'updatedAt', 'updatedBy'] as const;

// Base64 grows the image by a third; the rest of the body is a few fields.
const BODY_LIMIT = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 4096;

interface LogoParams {
  clientId: number;
  filePrefix: LogoKind;
}

export const brandingRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.post<{ Body: LogoParams & { imageData: string } }>(
    '/client/SaveLogo',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: {
          type: 'object',
          required: ['clientId', 'filePrefix', 'imageData'],
          properties: { clientId: id, filePrefix, imageData: { type: 'string' } },
        },
        response: {
          200: resultWith({ logo: { type: 'object', properties: logoFields } }),
        },
      },
    },
    async (request) => {
      const { clientId, filePrefix: kind, imageData } = request.body;
      requireClientManager(request.caller, clientId);
      const refusal = logoImageRefusal(imageData);
      if (refusal) return refused(refusal);
      const logo = await db
        .insertInto('clientLogos')
        .values({ clientId, filePrefix: kind, imageData, updatedBy: request.caller.userName })
        .onConflict((oc) =>
          oc.columns(['clientId', 'filePrefix']).doUpdateSet((eb) => ({
            imageData,
            version: eb('clientLogos.version', '+', 1),
            updatedAt: new Date(),
            updatedBy: request.caller.userName,
          })),
        )
        .returning(LOGO_COLUMNS)
        .executeTakeFirstOrThrow()
        .catch(missingClient(clientId));
      return { ...succeeded, logo };
    },
  );

  app.get<{ Params: LogoParams }>(
    '/client/GetLogo/:clientId/:filePrefix',
    {
      schema: {
        params: logoParams,
        response: {
          200: {
            type: 'object',
            required: ['imageData'],
            properties: { ...logoFields, imageData: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const { clientId, filePrefix: kind } = request.params;
      requireClientManager(request.caller, clientId);
      const logo = await db
        .selectFrom('clientLogos')
        .select([...LOGO_COLUMNS, 'imageData'])
        .where('clientId', '=', clientId)
        .where('filePrefix', '=', kind)
        .executeTakeFirst();
      if (!logo) throw notFound(`The ${kind} logo of client ${clientId}`);
      return logo;
    },
  );

  app.put<{ Params: LogoParams }>(
    '/client/DeleteLogo/:clientId/:filePrefix',
    { schema: { params: logoParams, response: { 200: resultSchema } } },
    async (request) => {
      const { clientId, filePrefix: kind } = request.params;
      requireClientManager(request.caller, clientId);
      await db
        .deleteFrom('clientLogos')
        .where('clientId', '=', clientId)
        .where('filePrefix', '=', kind)
        .execute();
      return succeeded;
    },
  );
};
