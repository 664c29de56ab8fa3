import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's `logController`: one log line a request, once it is answered, naming the method, URL,
 * status and time under the request's id. Fastify's own writes a second line as each request
 * arrives, which on a busy gateway costs more than checking the request's token. Errors are logged
 * as Fastify logs them.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  }
}
