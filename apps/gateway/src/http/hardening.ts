import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/** Limits on one operation: generous for the portal's queries, fatal to abusive ones. */
export const OPERATION_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
};

export interface Hardening {
  /** Apollo plugins (field-suggestion masking, token limit). */
  plugins: ApolloServerPlugin[];
  /** Depth, alias, cost and directive limits, as validation rules. */
  validationRules: ValidationRule[];
  /** Validates a WebSocket operation by the same rules the HTTP endpoint applies. */
  validateOperation(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
}

/** The limits every operation passes, over HTTP and over WebSocket alike. */
export function createHardening(production: boolean): Hardening {
  const { plugins, validationRules } = new ApolloArmor({
    // Fragments organise a selection without nesting it, so they do not count as levels.
    maxDepth: { n: OPERATION_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost },
    maxTokens: { n: OPERATION_LIMITS.maxTokens },
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
    plugins: plugins as unknown as ApolloServerPlugin[],
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
