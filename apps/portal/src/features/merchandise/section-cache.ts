import type { ApolloCache, Reference } from '@apollo/client';
import { contiguousSequences, moveInOrder } from '@fulfil/domain';
import {
  MerchandiseSectionFragmentDoc,
  MerchandiseSectionWithShelvesFragmentDoc,
  MerchandiseShelfFragmentDoc,
  type MerchandiseSectionFragment,
  type MerchandiseSectionWithShelvesFragment,
  type MerchandiseShelfFragment,
  type MoveDirection,
} from '../../gql/graphql';
import { deleteRow, ofStore, storeRow } from '../../lib/list-cache';

const DOMAIN_DIRECTION = { BEFORE: 'Before', AFTER: 'After' } as const;

/** The order after a move, by the domain's rule, in the schema's direction words. */
export const orderAfterMove = (
  ids: readonly string[],
  movedId: string,
  direction: MoveDirection,
  targetId: string,
) => moveInOrder(ids, movedId, DOMAIN_DIRECTION[direction], targetId);

/**
 * Stores a created or changed section, with its shelves when it brings them, adding a new one at the
 * end of its store's list.
 */
export const storeSection = (
  cache: ApolloCache,
  section: MerchandiseSectionFragment | MerchandiseSectionWithShelvesFragment,
) =>
  storeRow(
    cache,
    'sections',
    'shelves' in section
      ? {
          fragment: MerchandiseSectionWithShelvesFragmentDoc,
          fragmentName: 'MerchandiseSectionWithShelves',
          data: section,
        }
      : { fragment: MerchandiseSectionFragmentDoc, data: section },
    ofStore(section.storeId),
  );

/** Removes a deleted section from every cached list and from the cache. */
export const removeSection = (cache: ApolloCache, sectionId: string) =>
  deleteRow(cache, 'sections', { __typename: 'Section', id: sectionId });

const sectionRef = (cache: ApolloCache, sectionId: string) =>
  cache.identify({ __typename: 'Section', id: sectionId });

/** Gives a section's shelves the given order and the contiguous sequence ids the server stores. */
export function orderShelves(cache: ApolloCache, sectionId: string, orderedIds: readonly string[]): void {
  for (const { id, sequenceId } of contiguousSequences(orderedIds)) {
    cache.modify({
      id: cache.identify({ __typename: 'Shelf', id }),
      fields: { sequenceId: () => sequenceId },
    });
  }
  cache.modify({
    id: sectionRef(cache, sectionId),
    fields: {
      shelves: (existing: readonly Reference[], { readField }) => {
        const rank = (ref: Reference) => readField<number>('sequenceId', ref) ?? 0;
        return [...existing].sort((a, b) => rank(a) - rank(b));
      },
    },
  });
}

/**
 * Adds a shelf (new, or moved here from another section) at the end of its section. The count
 * changes even when the section's shelves were never loaded: the list shows only the count.
 */
export function appendShelf(cache: ApolloCache, shelf: MerchandiseShelfFragment): void {
  const ref = cache.writeFragment({ fragment: MerchandiseShelfFragmentDoc, data: shelf });
  const present = (existing: readonly Reference[], readField: (field: string, ref: Reference) => unknown) =>
    existing.some((item) => readField('id', item) === shelf.id);
  // Set by the modifier, which cache.modify runs before returning; `as boolean` keeps the compiler from
  // treating the flag as still true.
  let added = true as boolean;
  cache.modify({
    id: sectionRef(cache, shelf.sectionId),
    fields: {
      shelves: (existing: readonly Reference[], { readField }) => {
        added = !!ref && !present(existing, readField);
        return added ? [...existing, ref!] : existing;
      },
    },
  });
  if (added) changeShelfCount(cache, shelf.sectionId, +1);
}

/** Takes a shelf out of its section's list. */
export function removeShelf(cache: ApolloCache, sectionId: string, shelfId: string): void {
  let removed = true as boolean; // set by the modifier, as in appendShelf
  cache.modify({
    id: sectionRef(cache, sectionId),
    fields: {
      shelves: (existing: readonly Reference[], { readField }) => {
        const kept = existing.filter((item) => readField('id', item) !== shelfId);
        removed = kept.length < existing.length;
        return kept;
      },
    },
  });
  if (removed) changeShelfCount(cache, sectionId, -1);
}

function changeShelfCount(cache: ApolloCache, sectionId: string, by: number): void {
  cache.modify({
    id: sectionRef(cache, sectionId),
    fields: { shelfCount: (count: number) => Math.max(0, count + by) },
  });
}

/** The section's shelves in store order (spec: opening a section shows its shelves by sequenceId). */
export function sortedShelves(section: MerchandiseSectionWithShelvesFragment): MerchandiseShelfFragment[] {
  return [...section.shelves].sort((a, b) => a.sequenceId - b.sequenceId);
}
