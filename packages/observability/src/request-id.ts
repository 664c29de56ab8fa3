import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id from the proxy to the gateway and from the gateway to the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and plain, so a caller's id cannot forge log lines or bloat them. */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the caller sent when it is a plain token of at most 128 characters,
 * else a new one. Fastify writes it on every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

/** Answers every request with its id, so a person reporting a failure can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
