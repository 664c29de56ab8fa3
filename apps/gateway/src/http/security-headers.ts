import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers on every answer, with the portal's content security policy: its own scripts only,
 * no plugins, no framing, forms back to itself. Styles may be inline because Fluent UI inserts its
 * style rules at run time. Calls may also go to identity providers (a client's single sign-on
 * refreshes there), whose addresses are settings, hence any https origin and local ones.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The portal opens receipts and manifests in windows of its own; they must not reach back.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}
