import { INT32_MAX, unstorableProblem } from '@fulfil/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** A route's schema of its path or query, as far as the guard reads it. */
type FieldTypes = { properties?: Record<string, { type?: unknown }> } | undefined;

/**
 * Path and query values arrive as text; digits are the numbers the database will be asked about,
 * unless the route takes the value as text (a history entry's 64-bit id, checked by its pattern).
 */
const asNumbers = (values: unknown, schema: unknown) =>
  Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' &&
      /^-?\d+$/.test(value) &&
      (schema as FieldTypes)?.properties?.[key]?.type !== 'string'
        ? Number(value)
        : value,
    ]),
  );

/**
 * The selection headers, which select and never grant (docs/rest-contract.md), with the lowest
 * value of each: a table report's store may be '- Enterprise -', id -1 (spec 3 section 6).
 */
const LOWEST: Record<string, number> = { 'fulfiller-clientId': 0, 'fulfiller-storeId': -1 };
const SELECTION_HEADERS = Object.keys(LOWEST);

function headerProblem(headers: Record<string, unknown>): string | null {
  for (const name of SELECTION_HEADERS) {
    const value = headers[name.toLowerCase()];
    if (value === undefined) continue;
    const lowest = LOWEST[name]!;
    const ok =
      typeof value === 'string' &&
      /^-?\d{1,10}$/.test(value) &&
      Number(value) >= lowest &&
      Number(value) <= INT32_MAX;
    if (!ok) return `${name} must be a whole number from ${lowest} to ${INT32_MAX}.`;
  }
  return null;
}

/**
 * Refuses, before any route runs, input the database cannot hold: whole numbers beyond 32 bits and
 * text with the NUL character, anywhere in the path, query, body or selection headers. The answer
 * is a 400 naming the field, instead of a database failure.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { schema } = request.routeOptions;
    const problem =
      headerProblem(request.headers) ??
      unstorableProblem(asNumbers(request.params, schema?.params), 'params') ??
      unstorableProblem(asNumbers(request.query, schema?.querystring), 'querystring') ??
      unstorableProblem(request.body, 'body');
    if (problem) throw badRequest(problem);
  });
}
