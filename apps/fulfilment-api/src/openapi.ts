import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Where the generated document is kept in the repository, from this module's folder (src or dist). */
export const OPENAPI_DOCUMENT = new URL('../../../docs/openapi.json', import.meta.url);

/**
 * Describes every route from its own JSON schemas (params, query, body, answers) as an OpenAPI 3
 * document, served at GET /openapi.json. Routes registered after this see themselves described, so it
 * comes before them. Every route needs the bearer token but those marked public.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Fulfilment REST API',
        version: '1',
        description:
          'The fulfilment REST contract. Every call but those without security takes `Authorization: Bearer <token>` ' +
          'from `POST /user/LoginWithEmail`; `fulfiller-clientId` and `fulfiller-storeId` headers select a client ' +
          'and store, they never grant. Expected refusals answer 200 with `isSuccess: false` (or `ok: false`) and ' +
          '`errors`; a stale `version` answers 409 with the stored row and who changed it.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => ({
      schema: route.config?.public ? { ...schema, security: [] } : schema,
      url,
    }),
  });
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());
}

/** The document as kept in the repository: stable key order, two-space indents, a final newline. */
export const openApiText = (app: FastifyInstance): string => `${JSON.stringify(app.swagger(), null, 2)}\n`;
