import {
  Kind,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Per document, whether it selects a field named `shelves`; a compiled document is scanned once. */
const scanned = new WeakMap<OperationDefinitionNode, boolean>();

function selectsField(
  name: string,
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): boolean {
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD)
      return (
        selection.name.value === name ||
        (!!selection.selectionSet && selectsField(name, selection.selectionSet, fragments, seen))
      );
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return selectsField(name, selection.selectionSet, fragments, seen);
    const fragment = fragments[selection.name.value];
    if (!fragment || seen.has(fragment.name.value)) return false;
    seen.add(fragment.name.value);
    return selectsField(name, fragment.selectionSet, fragments, seen);
  });
}

/**
 * Whether the operation needs the shelves of the store's sections: if not, the sections are read
 * with their shelf counts, a fraction of the layout. Decided for the whole operation, not per
 * field, so that every field of it reading the store's sections (the rows, `listOrder`) is answered
 * from one REST read of one state. Any field named `shelves` counts, whatever its type or
 * directives: at worst the full layout is read.
 */
export function selectsShelves(info: Pick<GraphQLResolveInfo, 'operation' | 'fragments'>): boolean {
  let answer = scanned.get(info.operation);
  if (answer === undefined) {
    answer = selectsField('shelves', info.operation.selectionSet, info.fragments, new Set());
    scanned.set(info.operation, answer);
  }
  return answer;
}
