import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

/** The client a call names by its fulfiller-clientId header alone, as the spec's settings reads do. */
export function headerClientId(request: Pick<FastifyRequest, 'headers'>): number {
  const clientId = Number(request.headers['fulfiller-clientid'] ?? 0);
  if (!Number.isInteger(clientId) || clientId < 1) throw badRequest('Choose a client first.');
  return clientId;
}
