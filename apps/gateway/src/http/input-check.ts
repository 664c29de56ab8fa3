import { historyIdProblem, idProblem, unstorableProblem } from '@fulfil/domain';
import {
  BREAK,
  GraphQLError,
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** ID arguments that name a browser tab or an item on screen, not a stored row. */
export const OPAQUE_IDS: ReadonlySet<string> = new Set(['tabId', 'openItemId']);
/** ID arguments that name a history entry, numbered past 32 bits. */
export const HISTORY_IDS: ReadonlySet<string> = new Set(['historyId']);

/** Why a value of an input type cannot be taken: a row id that is not one, or text the database refuses. */
function valueProblem(value: unknown, type: GraphQLInputType, name: string): string | null {
  if (value === null || value === undefined) return null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    // A single value is a list of one, as graphql coerces it.
    for (const item of Array.isArray(value) ? value : [value]) {
      const problem = valueProblem(item, inner.ofType, name);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    for (const field of Object.values(inner.getFields())) {
      const problem = valueProblem((value as Record<string, unknown>)[field.name], field.type, field.name);
      if (problem) return problem;
    }
    return null;
  }
  if (getNamedType(inner).name === 'ID' && HISTORY_IDS.has(name)) return historyIdProblem(value, name);
  if (getNamedType(inner).name === 'ID' && !OPAQUE_IDS.has(name)) return idProblem(value, name);
  return unstorableProblem(value, name);
}

/**
 * Checks every argument of an operation, literals and variables alike, by its type: ids are whole
 * numbers from 1 to 2147483647 and no text holds the NUL character, the rules the API applies at its
 * own door. Answers a BAD_USER_INPUT error naming the argument, before any resolver runs.
 */
export function inputError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): GraphQLError | null {
  const typeInfo = new TypeInfo(schema);
  // Set by the visitor, which visit() runs before returning; the cast keeps the compiler from treating
  // it as still null.
  let problem = null as string | null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (!argument) return undefined;
        // A value that does not coerce is left to graphql's own validation and its message.
        problem = valueProblem(
          valueFromAST(node.value, argument.type, variables),
          argument.type,
          argument.name,
        );
        return problem ? BREAK : undefined;
      },
    }),
  );
  return problem
    ? new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } })
    : null;
}
