import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getVariableValues,
  GraphQLError,
  printSchema,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { passedThrough } from './pass-through/sections-pass-through.js';

/** How many documents stay compiled (and how many seen once are remembered), newest kept. */
const CACHED_DOCUMENTS = 500;

/** A Map that forgets its oldest entry past CACHED_DOCUMENTS. */
function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHED_DOCUMENTS) cache.delete(cache.keys().next().value!);
  return value;
}

/**
 * graphql-jit's errors leave `extensions` undefined where graphql-js gives `{}`, which Apollo's
 * error formatting reads; each becomes graphql-js's own, keeping what the resolver threw.
 */
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) =>
    Object.assign(
      new GraphQLError(error.message, {
        path: error.path,
        originalError: error.originalError,
        // Left out by graphql-jit, these become the original error's, or {}.
        extensions: error.extensions,
      }),
      { locations: error.locations },
    ),
  );
  return { ...result, errors };
}

/**
 * Queries run through graphql-jit, which compiles a document into one function instead of
 * interpreting it field by field: a store's layout is some 60,000 fields, and graphql-js spends
 * about three times as long walking them as the compiled function does. A document is compiled the
 * second time it is seen, so one-off documents (an integrator exploring) cost no compilation.
 * Mutations stay with graphql-js: each is small and runs once.
 *
 * A query of a store's sections alone is not executed at all: the API's answer is passed through.
 *
 * Apollo Server takes a custom executor through its gateway interface; parsing, validation, the
 * budget and error formatting stay Apollo's.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const seenOnce = new Map<string, true>();
  const compiled = new Map<string, CompiledQuery>();

  const executor: GatewayExecutor = async (request) => {
    const { document, operation, context, operationName } = request;
    const variables = request.request.variables ?? {};
    if (operation.operation !== 'query') return executed(request);
    // graphql-js coerces the variables, so a scalar's own message ("Invalid id ...") reaches the caller.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    const answered = await passedThrough(schema, request, coerced.coerced);
    if (answered) return answered;
    const key = `${request.queryHash}:${operationName ?? ''}`;
    let query = compiled.get(key);
    if (!query && seenOnce.has(key)) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return result;
      query = remember(compiled, key, result);
    }
    if (query) return withGraphQLErrors(await query.query(undefined, context, variables));
    remember(seenOnce, key, true);
    return executed(request);
  };

  const executed: GatewayExecutor = async (request) => {
    const { document, context, operationName } = request;
    const variables = request.request.variables ?? {};
    return execute({
      schema,
      document,
      contextValue: context,
      variableValues: variables,
      operationName,
    });
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}
