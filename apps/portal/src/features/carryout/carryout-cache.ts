import type { ApolloCache, Reference } from '@apollo/client';
import { contiguousSequences } from '@fulfil/domain';
import {
  CarryoutSectionFragmentDoc,
  CarryoutShelfFragmentDoc,
  type CarryoutSectionFragment,
  type CarryoutShelfFragment,
} from '../../gql/graphql';
import { deleteRow, ofStore, storeRow } from '../../lib/list-cache';

/** The cached list of a store's staging sections. */
export const STAGING_SECTIONS = 'stagingSections';

export const storeStagingSection = (cache: ApolloCache, section: CarryoutSectionFragment) =>
  storeRow(
    cache,
    STAGING_SECTIONS,
    { fragment: CarryoutSectionFragmentDoc, fragmentName: 'CarryoutSection', data: section },
    ofStore(section.storeId),
  );

export const removeStagingSection = (cache: ApolloCache, id: string) =>
  deleteRow(cache, STAGING_SECTIONS, { __typename: 'StagingSection', id });

const sectionRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'StagingSection', id });

/** Gives a staging section's shelves the stored order and sequence ids. */
export function orderStagingShelves(
  cache: ApolloCache,
  sectionId: string,
  orderedIds: readonly string[],
): void {
  for (const { id, sequenceId } of contiguousSequences(orderedIds)) {
    cache.modify({
      id: cache.identify({ __typename: 'StagingShelf', id }),
      fields: { sequenceId: () => sequenceId },
    });
  }
  cache.modify({
    id: sectionRef(cache, sectionId),
    fields: {
      shelves: (existing: readonly Reference[], { readField }) => {
        const rank = (ref: Reference) => orderedIds.indexOf(readField<string>('id', ref) ?? '');
        return [...existing].sort((a, b) => rank(a) - rank(b));
      },
    },
  });
}

/** Adds a created shelf at the end of its staging section. */
export function appendStagingShelf(cache: ApolloCache, shelf: CarryoutShelfFragment): void {
  const ref = cache.writeFragment({ fragment: CarryoutShelfFragmentDoc, data: shelf });
  cache.modify({
    id: sectionRef(cache, shelf.stagingSectionId),
    fields: {
      shelves: (existing: readonly Reference[], { readField }) =>
        ref && !existing.some((item) => readField('id', item) === shelf.id) ? [...existing, ref] : existing,
    },
  });
}

export function removeStagingShelf(cache: ApolloCache, sectionId: string, shelfId: string): void {
  cache.modify({
    id: sectionRef(cache, sectionId),
    fields: {
      shelves: (existing: readonly Reference[], { readField }) =>
        existing.filter((item) => readField('id', item) !== shelfId),
    },
  });
}

/** The shelves of a staging section in their order. */
export const sortedStagingShelves = (section: CarryoutSectionFragment) =>
  [...section.shelves].sort((a, b) => a.sequenceId - b.sequenceId);
