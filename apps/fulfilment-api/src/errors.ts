import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/** An expected failure answered with its status and the contract's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

export const unauthorized = (message: string) => new HttpError(401, message);

export const forbidden = () => new HttpError(403, 'You do not have access to this resource.');

export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);

/** A stale `version`: carries the stored row and who wrote it so the caller can reload or overwrite. */
export const conflict = (current: { updatedBy: string }) =>
  new HttpError(409, 'The row was changed by someone else since you loaded it.', {
    current,
    changedBy: current.updatedBy,
  });

function body(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/** One place that shapes error answers; 5xx details go to the log only. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.statusCode, error.message, error.extra));
    }
    const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
    if (statusCode < 500) return reply.code(statusCode).send(body(statusCode, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, STATUS_CODES[500]!));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(body(404, `No route ${request.method} ${request.url}.`)),
  );
}
