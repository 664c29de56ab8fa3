import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type ParseOptions,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { costError } from '../budget/operation-cost.js';
import { OPERATION_LIMITS } from '../budget/limits.js';
import { inputError } from './input-check.js';

export interface Hardening {
  /** Apollo plugins (field-suggestion masking, input and cost checks). */
  plugins: ApolloServerPlugin[];
  /** The token limit, for every parse of an operation. */
  parseOptions: ParseOptions;
  /** Depth, alias and directive limits, as validation rules. */
  validationRules: ValidationRule[];
  /** Validates a WebSocket operation by the same rules the HTTP endpoint applies. */
  validateOperation(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
}

/**
 * Why an operation may not start, once its variables are known: an argument that is not a valid id,
 * text with the NUL character, or a cost over the limit; null when it may run.
 */
export function operationRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): GraphQLError | null {
  return inputError(schema, document, variables) ?? costError(schema, document, variables, operationName);
}

/** Refuses, with 400 and before anything runs, what operationRefusal finds. */
const checkedOperation: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, request }) {
        const error = operationRefusal(schema, document, request.variables, request.operationName);
        if (error) throw error;
      },
    };
  },
};

const parseOptions: ParseOptions = { maxTokens: OPERATION_LIMITS.maxTokens };

/** The limits every operation passes, over HTTP and over WebSocket alike. */
export function createHardening(production: boolean): Hardening {
  const { plugins, validationRules } = new ApolloArmor({
    // Fragments organise a selection without nesting it, so they do not count as levels.
    maxDepth: { n: OPERATION_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    // Its cost ignores list sizes; operation-cost.ts counts them once the variables are known.
    costLimit: { enabled: false },
    // graphql's own parser counts tokens (parseOptions), so an oversized document is a parse error
    // answered 400 like any other, where graphql-armor's parser would make it a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  // Apollo applies `introspection: false` itself; WebSocket validation needs the rule spelled out.
  const wsRules = [
    ...specifiedRules,
    ...validationRules,
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  return {
    // graphql-armor is typed against Apollo's CommonJS build; the objects are the same at run time.
    plugins: [...(plugins as unknown as ApolloServerPlugin[]), checkedOperation],
    parseOptions,
    validationRules,
    validateOperation: (schema, document) => {
      const errors = validate(schema, document, wsRules);
      return production ? errors.map(withoutSuggestions) : errors;
    },
  };
}

/** Drops "Did you mean …?" so a production schema cannot be guessed field by field. */
function withoutSuggestions(error: GraphQLError): GraphQLError {
  const message = error.message.replace(/\s*Did you mean[^?]*\?/g, '');
  return message === error.message
    ? error
    : new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}
