import {
  GraphQLError,
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isInputObjectType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { OPERATION_LIMITS } from './limits.js';

/** The argument (or field of an input argument, as in `search: { take }`) that sets a page size. */
const PAGE_SIZE = 'take';

type Variables = Record<string, unknown> | undefined;

/** A page size given by a field's arguments, or null when none is. */
function pageSize(field: FieldNode, args: readonly GraphQLArgument[], variables: Variables): number | null {
  for (const node of field.arguments ?? []) {
    const argument = args.find((candidate) => candidate.name === node.name.value);
    if (!argument) continue;
    const value: unknown = valueFromAST(node.value, argument.type, variables);
    const size =
      argument.name === PAGE_SIZE
        ? value
        : isInputObjectType(getNullableType(argument.type)) && typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[PAGE_SIZE]
          : undefined;
    if (typeof size === 'number') return Math.max(0, size);
  }
  return null;
}

/** What a walk over one operation needs at every level. */
interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
}

/**
 * What resolving `selectionSet` on `type` may cost: every field counts 1, once per item of each
 * list of objects it sits in; a list counts as its page size, or as the estimate when no argument
 * gives one. Type conditions are all counted, which over-counts unions but never under-counts.
 */
function selectionCost(walk: Walk, selectionSet: SelectionSetNode, type: GraphQLCompositeType): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
      const definition = fields[selection.name.value];
      if (!definition) continue; // __typename and introspection cost nothing here
      const named = getNamedType(definition.type);
      if (!isCompositeType(named)) {
        cost += 1;
        continue;
      }
      const size = isListType(getNullableType(definition.type))
        ? (pageSize(selection, definition.args, walk.variables) ?? OPERATION_LIMITS.listEstimate)
        : 1;
      cost += size * (1 + (selection.selectionSet ? selectionCost(walk, selection.selectionSet, named) : 0));
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
    if (!fragment) continue;
    const on = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
    if (on && isCompositeType(on)) cost += selectionCost(walk, fragment.selectionSet, on);
  }
  return cost;
}

/** The estimated cost of the operation `operationName` of `document`; 0 when there is no such operation. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
  operationName?: string | null,
): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return selectionCost({ schema, fragments, variables }, operation.selectionSet, root);
}

/** The refusal of an operation over the cost limit, before any of it runs; null within it. */
export function costError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
  operationName?: string | null,
): GraphQLError | null {
  const cost = operationCost(schema, document, variables, operationName);
  const { maxCost, listEstimate } = OPERATION_LIMITS;
  if (cost <= maxCost) return null;
  return new GraphQLError(
    `Operation cost ${cost} exceeds the cost limit of ${maxCost}: every field counts once per item of the lists it is in, and a list without a page size (take) counts as ${listEstimate} items. Ask for fewer nested lists or smaller pages.`,
    { extensions: { code: 'COST_LIMIT', cost, limit: maxCost, http: { status: 400 } } },
  );
}
