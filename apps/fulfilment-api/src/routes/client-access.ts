import { canManageClient, type Caller } from '../auth/scope.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { forbidden, notFound } from '../errors.js';

/** A client's own configuration: systemAdmin and the client's clientAdmin only. */
export function requireClientManager(caller: Caller, clientId: number): void {
  if (!canManageClient(caller, clientId)) throw forbidden();
}

/** Rethrows a write's error, as 404 when the client it names does not exist (its foreign key). */
export const missingClient =
  (clientId: number) =>
  (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw notFound(`Client ${clientId}`);
    throw error;
  };
