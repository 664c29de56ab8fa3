import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NOT_BUILT_PAGE =
  '<!doctype html><title>Portal not built</title><p>The portal is not built: run npm run build, then restart the gateway.</p>';

/** A browser navigation (not an API call or an asset), which the portal's router answers. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/graphql') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Kept for a year without asking again: a file under assets/ is named by a hash of its content. */
const FOR_GOOD = 'public, max-age=31536000, immutable';
/** Asked again each time: a new build's index.html names new assets. */
const ASK_AGAIN = 'no-cache';

/**
 * Serves the built portal at `/`; any other page address gets index.html so the portal's
 * HTML5-history routes survive a reload. Without a build, pages answer 503 saying so.
 */
export async function registerPortal(app: FastifyInstance, portalDir: string): Promise<void> {
  const built = existsSync(join(portalDir, 'index.html'));
  const assets = join(portalDir, 'assets') + sep;
  if (built)
    await app.register(fastifyStatic, {
      root: portalDir,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', path.startsWith(assets) ? FOR_GOOD : ASK_AGAIN);
      },
    });
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url} not found` });
    }
    if (built) return reply.type('text/html').sendFile('index.html');
    return reply.code(503).type('text/html').send(NOT_BUILT_PAGE);
  });
  if (!built) app.get('/', (_request, reply) => reply.code(503).type('text/html').send(NOT_BUILT_PAGE));
}
