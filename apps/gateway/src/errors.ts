import { refusalMessages, UpstreamError, type RefusableAnswer } from '@fulfil/fulfilment-client';
import type { UserError } from './generated/resolvers-types.js';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/**
 * Unwraps the error a resolver threw from the GraphQLErrors wrapped around it. Duck-typed: graphql
 * ships CommonJS and ESM builds, and Apollo may hold the other one's GraphQLError class.
 */
function originalOf(error: unknown): unknown {
  let current = error;
  while (
    typeof current === 'object' &&
    current !== null &&
    'originalError' in current &&
    current.originalError
  ) {
    current = current.originalError;
  }
  return current;
}

/**
 * The one place a failed REST call becomes a typed GraphQL error (UNAUTHENTICATED, FORBIDDEN,
 * CONFLICT, BAD_USER_INPUT, UPSTREAM_UNAVAILABLE); used for HTTP and WebSocket answers alike.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  const original = originalOf(error);
  if (original instanceof UpstreamError) {
    return { ...formatted, message: original.message, extensions: { code: original.code } };
  }
  const code = formatted.extensions?.code;
  if (production && (code === undefined || code === 'INTERNAL_SERVER_ERROR')) {
    // Unexpected failures keep their details in the log, not in the answer.
    return { ...formatted, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/** Thrown where a resolver needs a signed-in caller. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('You must be signed in', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** A row the API answers 404 for is null, as the schema's single-row queries promise. */
export async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * A stale version becomes CONFLICT carrying the stored row, in the GraphQL shape (no field
 * resolver reaches an error's extensions), and who changed it. Other errors pass unchanged.
 */
export function conflictWithCurrent<Row>(error: unknown, shape: (row: Row) => unknown): unknown {
  if (!(error instanceof UpstreamError) || error.code !== 'CONFLICT') return error;
  const current = error.details.current as Row | undefined;
  return new GraphQLError(error.message, {
    extensions: {
      code: 'CONFLICT',
      current: current ? shape(current) : null,
      changedBy: error.details.changedBy ?? null,
    },
  });
}

/** Said when the API refused a write without a message of its own. */
export const REFUSED = 'The change was refused';

/**
 * The one place the API's refusal of a write, in whichever of its envelopes, becomes the mutation's
 * `errors`: each message with the field the API named, or `fallback` when it gave none, so a refused
 * write never answers without a reason.
 */
export function userErrors(answer: RefusableAnswer, fallback = REFUSED): UserError[] {
  const messages = refusalMessages(answer);
  return messages.length > 0 ? messages : [{ field: null, message: fallback }];
}

/** Thrown for arguments outside what the schema's descriptions allow. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
