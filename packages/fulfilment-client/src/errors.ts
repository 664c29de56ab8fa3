/** The GraphQL error codes an upstream failure becomes. */
export type UpstreamErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_USER_INPUT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

/** Extra facts of a failure; a 409 carries the stored row and who changed it. */
export interface UpstreamErrorDetails {
  current?: unknown;
  changedBy?: string;
  /** The entity type of `current`, when the call names no row of one kind (an undo from the history). */
  entityType?: string;
}

/** A failed REST call, already classified; the gateway turns it into a GraphQL error. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    /** The HTTP status, or 0 when the API could not be reached. */
    readonly status: number,
    readonly details: UpstreamErrorDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const CODE_BY_STATUS: Record<number, UpstreamErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** The one place an HTTP failure becomes an error code. */
export function errorFromResponse(status: number, body: unknown): UpstreamError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'BAD_USER_INPUT');
  // 5xx texts stay in the log: the caller learns only that the service is unavailable.
  const message =
    code === 'UPSTREAM_UNAVAILABLE'
      ? 'The fulfilment service is unavailable'
      : typeof fields.message === 'string'
        ? fields.message
        : `Request failed with status ${status}`;
  const details: UpstreamErrorDetails = {};
  if (status === 409) {
    details.current = fields.current;
    if (typeof fields.changedBy === 'string') details.changedBy = fields.changedBy;
    if (typeof fields.entityType === 'string') details.entityType = fields.entityType;
  }
  return new UpstreamError(code, message, status, details);
}

export function unreachable(cause: unknown): UpstreamError {
  return new UpstreamError('UPSTREAM_UNAVAILABLE', 'The fulfilment service is unavailable', 0, {}, { cause });
}
