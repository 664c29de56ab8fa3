import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import { API_KEY_REQUESTS_PER_MINUTE } from '@fulfil/domain';
import { HttpError } from '../errors.js';

/**
 * How often the public account calls may be tried in a window: sign-in refusals and password reset
 * requests, per account so a password cannot be guessed, and per address so accounts cannot be
 * tried in turn from one place.
 */
export const THROTTLE_LIMITS = {
  perAccount: { max: 10, timeWindow: 15 * 60_000 },
  perAddress: { max: 100, timeWindow: 15 * 60_000 },
};

/** The answer once a limit is reached; `Retry-After` says when to try again. */
const tooMany = (seconds: number, what = 'attempts') =>
  new HttpError(
    429,
    `Too many ${what}. Try again in ${seconds} seconds.`,
    {},
    { 'retry-after': String(seconds) },
  );

/**
 * Counts in Redis when a URL is given, so the limits hold across instances; in memory otherwise.
 * A Redis that cannot be reached does not lock people out: the limit is skipped meanwhile.
 */
export async function registerThrottle(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (error: Error) => app.log.warn(`throttle redis: ${error.message}`));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: 'fulfil-throttle-' });
  limitApiKeys(app);
}

/** Each API key's requests are counted, across instances with Redis, and refused over the limit. */
function limitApiKeys(app: FastifyInstance): void {
  const perKey = app.createRateLimit({
    max: API_KEY_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `apikey:${request.caller.apiKeyId}`,
  });
  app.addHook('preHandler', async (request) => {
    // Public and unknown paths have no caller.
    if (request.is404 || request.routeOptions.config.public || request.caller.apiKeyId === undefined) return;
    const used = await perKey(request);
    if (!used.isAllowed && used.isExceeded)
      throw tooMany(Math.max(1, used.ttlInSeconds), 'requests with this API key');
  });
}

/** Sign-in attempts count when refused. */
export const refused = (statusCode: number) => statusCode === 401;

/** The hooks of a limited call: refuse once over a limit, count what the answer says counts. */
export interface Throttle {
  preHandler: preHandlerAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
}

/**
 * Limits one public call per address and per the account its body names (read by `accountOf`; the
 * address stands in when the body names none). `counts` says which answers use up an attempt: for
 * sign-in only refusals, so people who sign in often are never locked out.
 */
export function throttle(
  app: FastifyInstance,
  call: string,
  accountOf: (request: FastifyRequest) => unknown,
  counts: (statusCode: number) => boolean = () => true,
): Throttle {
  const byAddress = app.createRateLimit({
    ...THROTTLE_LIMITS.perAddress,
    keyGenerator: (request) => `${call}:address:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    ...THROTTLE_LIMITS.perAccount,
    keyGenerator: (request) => {
      const account = accountOf(request);
      return typeof account === 'string' && account.trim()
        ? `${call}:account:${account.trim().toLowerCase()}`
        : `${call}:address-account:${request.ip}`;
    },
  });
  const limits = [byAddress, byAccount];
  return {
    preHandler: async (request) => {
      for (const limit of limits) {
        const used = await limit(request, { increment: false });
        if (!used.isAllowed && used.remaining === 0) throw tooMany(Math.max(1, used.ttlInSeconds));
      }
    },
    onResponse: async (request, reply) => {
      if (reply.statusCode === 429 || !counts(reply.statusCode)) return;
      await Promise.all(limits.map((limit) => limit(request)));
    },
  };
}
