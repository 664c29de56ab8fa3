import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';

/** The first GraphQL error carrying the given extensions.code, if any. */
function graphQLErrorWithCode(error: unknown, code: string) {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === code);
}

/** A refused update: the row as now stored and who changed it (extensions of a CONFLICT error). */
export interface Conflict<T> {
  current: T;
  changedBy: string | null;
}

export function conflictOf<T>(error: unknown): Conflict<T> | undefined {
  const conflict = graphQLErrorWithCode(error, 'CONFLICT');
  const extensions = conflict?.extensions as
    { current?: T; changedBy?: unknown; changedByName?: unknown } | undefined;
  if (!extensions?.current) return undefined;
  const changedBy = extensions.changedBy;
  return {
    current: extensions.current,
    // The changer's own name where the gateway could tell it, else the sign-in name.
    changedBy:
      typeof extensions.changedByName === 'string'
        ? extensions.changedByName
        : typeof changedBy === 'string'
          ? changedBy
          : typeof changedBy === 'object' && changedBy && 'userName' in changedBy
            ? String(changedBy.userName)
            : null,
  };
}

/** One message of a mutation's refusal, about an input field or (without one) the whole form. */
export interface Refusal {
  field?: string | null;
  message: string;
}

/** A mutation's refusal (its errors list), thrown so that callers handle it as any failed call. */
export class RefusedError extends Error {
  readonly refusals: readonly Refusal[];

  constructor(errors: readonly Refusal[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.refusals = errors;
  }
}

/** A message for a person: the server's words for GraphQL errors, a generic one for outages. */
export function errorMessage(error: ErrorLike): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('\n');
  if (error instanceof RefusedError) return error.message;
  return 'The server could not be reached. Please try again.';
}

/** A failed save as a form shows it: the refusal's messages by field, else one message for the form. */
export function refusalsOf(error: unknown): readonly Refusal[] {
  return error instanceof RefusedError
    ? error.refusals
    : [{ field: null, message: errorMessage(error as ErrorLike) }];
}
