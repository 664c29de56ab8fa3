import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/scope.js';

/** Who makes the writes of one request, as the history records them (migration 016). */
export interface Actor {
  userId: number | null;
  apiKeyId: number | null;
  name: string;
  /** The kind of client: a person through the portal, an integrator's API key, or an upload. */
  via: 'portal' | 'integration' | 'upload';
}

const requests = new AsyncLocalStorage<Actor>();

/** Signed-out calls that write (a password reset by its e-mailed link) name no one. */
const ANONYMOUS = 'Anonymous';

function actorOf(request: FastifyRequest): Actor {
  // Public routes (a password reset by its link) have no caller.
  const caller = request.caller as Caller | null;
  const upload = request.method === 'POST' && (request.routeOptions.url ?? '').startsWith('/upload/');
  const via = upload ? 'upload' : caller?.apiKeyId ? 'integration' : 'portal';
  if (!caller) return { userId: null, apiKeyId: null, name: ANONYMOUS, via };
  return {
    userId: caller.apiKeyId ? null : caller.userId,
    apiKeyId: caller.apiKeyId ?? null,
    name: caller.userName,
    via,
  };
}

/**
 * Once the caller is known (authenticated, body read), the rest of the request runs in a context
 * naming them: the database driver (actor-dialect.ts) hands that name to the database with each
 * write, so the history triggers record it whichever route or query helper writes. A callback
 * hook, so that the route's handler is called inside `run`.
 */
export function registerActorContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => asActor(actorOf(request), done));
}

/** Runs `work` with `actor` named as the maker of its writes. */
export const asActor = <T>(actor: Actor, work: () => T): T => requests.run(actor, work);

/** The setting the history triggers read: the actor's JSON, or '' outside a request. */
export function actorSetting(): string {
  const actor = requests.getStore();
  return actor ? JSON.stringify(actor) : '';
}
