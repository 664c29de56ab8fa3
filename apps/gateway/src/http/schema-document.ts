import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import type { FastifyInstance } from 'fastify';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { TokenVerifier } from '../auth/verify-token.js';
import { signedInViewer } from '../auth/viewer.js';

/** Where integrators' codegen and IDE plugins read the schema, introspection being off in production. */
export const SCHEMA_DOCUMENT_PATH = '/graphql/schema.graphql';

/** The schema of the last release, which the current one must stay compatible with. */
export const RELEASED_SCHEMA = new URL('../../../../docs/schema.released.graphql', import.meta.url);

/** The schema as SDL, sorted so that it reads the same whatever order its files were loaded in. */
export const schemaDocument = (schema: GraphQLSchema): string => printSchema(lexicographicSortSchema(schema));

/**
 * Serves the schema as SDL, descriptions included, to anyone signed in now: the token must verify
 * and the API must still accept its bearer, as for a subscription.
 */
export function registerSchemaDocument(
  app: FastifyInstance,
  schema: GraphQLSchema,
  api: FulfilmentApi,
  verifyToken: TokenVerifier,
): void {
  const document = schemaDocument(schema);
  app.get(SCHEMA_DOCUMENT_PATH, async (request, reply) => {
    if (!(await signedInViewer(api, verifyToken, request.headers.authorization))) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Sign in to read the schema: send your token as "Authorization: Bearer <token>".' });
    }
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(document);
  });
}
