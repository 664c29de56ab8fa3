import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {
  PROJECTION_LIMITS,
  SECTION_PROJECTION_SCALARS,
  SECTION_ZONE_PROJECTION_FIELDS,
  SHELF_PROJECTION_FIELDS,
  type SectionProjection,
} from '@fulfil/rest-contract';

/** What the API can answer of each layout type, and the type of each of its lists. */
const PROJECTABLE: Record<string, { fields: readonly string[]; lists: Record<string, string> }> = {
  Section: { fields: SECTION_PROJECTION_SCALARS, lists: { zones: 'SectionZone', shelves: 'Shelf' } },
  SectionZone: { fields: SECTION_ZONE_PROJECTION_FIELDS, lists: {} },
  Shelf: { fields: SHELF_PROJECTION_FIELDS, lists: {} },
};

/** One level of a projection, whichever type's. */
type Projected = { key: string; field: string; fields?: Projected }[];

/** An operation that is a store's sections and nothing else, as the API can answer it. */
export interface SectionsProjection {
  storeId: number;
  /** The root field's response key. */
  key: string;
  /** The root field's nodes, where an error of the read is located. */
  nodes: readonly FieldNode[];
  fields: SectionProjection;
}

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/** Fields by response key, in the order GraphQL answers them. */
type Collected = Map<string, FieldNode[]>;

/**
 * Whether a selection is in the answer: @skip and @include decide; any other directive, or a
 * fragment on another type, leaves the operation to ordinary execution (null).
 */
function included(selection: SelectionSetNode['selections'][number], { variables }: Walk): boolean | null {
  for (const directive of selection.directives ?? []) {
    const name = directive.name.value;
    if (name !== GraphQLSkipDirective.name && name !== GraphQLIncludeDirective.name) return null;
  }
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}

/** GraphQL's field collection for an object type, or null where it is not plain. */
function collect(
  typeName: string,
  selectionSet: SelectionSetNode,
  walk: Walk,
  into: Collected,
): Collected | null {
  for (const selection of selectionSet.selections) {
    const answered = included(selection, walk);
    if (answered === null) return null;
    if (!answered) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const nodes = into.get(key);
      if (nodes) nodes.push(selection);
      else into.set(key, [selection]);
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments[selection.name.value];
    const condition = fragment?.typeCondition?.name.value;
    if (!fragment || (condition !== undefined && condition !== typeName)) return null;
    if (!collect(typeName, fragment.selectionSet, walk, into)) return null;
  }
  return into;
}

/** The projection of the fields `nodes` select on a layout type, or null if one is not projectable. */
function project(typeName: string, nodes: readonly FieldNode[], walk: Walk): Projected | null {
  const collected: Collected = new Map();
  for (const node of nodes) {
    if (!node.selectionSet || !collect(typeName, node.selectionSet, walk, collected)) return null;
  }
  // What the API refuses is executed instead: an empty level (every field skipped), or too many keys.
  if (collected.size === 0 || collected.size > PROJECTION_LIMITS.entries) return null;
  const { fields, lists } = PROJECTABLE[typeName]!;
  const projection: Projected = [];
  for (const [key, sameKey] of collected) {
    if (key.length > PROJECTION_LIMITS.keyLength) return null;
    const field = sameKey[0]!.name.value;
    const listType = lists[field];
    if (listType) {
      const inner = project(listType, sameKey, walk);
      if (!inner) return null;
      projection.push({ key, field, fields: inner });
    } else if (fields.includes(field)) {
      projection.push({ key, field });
    } else return null;
  }
  return projection;
}

const fragmentsOf = (document: DocumentNode) =>
  Object.fromEntries(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );

/**
 * The operation as a projection of a store's sections, when it is a query of `sections` alone
 * whose every selected field the API answers as GraphQL would; else null, and it is executed as
 * any other. `variables` are the coerced ones.
 */
export function sectionsProjection(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): SectionsProjection | null {
  const queryType = schema.getQueryType();
  if (operation.operation !== 'query' || !queryType) return null;
  const walk: Walk = { fragments: fragmentsOf(document), variables };
  const root = collect(queryType.name, operation.selectionSet, walk, new Map());
  if (root?.size !== 1) return null;
  const [key, nodes] = root.entries().next().value!;
  if (nodes[0]!.name.value !== 'sections') return null;
  const fields = project('Section', nodes, walk);
  if (!fields) return null;
  const { storeId } = getArgumentValues(queryType.getFields().sections!, nodes[0]!, variables);
  // Every field was checked against the contract's lists above.
  return { storeId: Number(storeId), key, nodes, fields: fields as unknown as SectionProjection };
}
