import { describe, expect, it } from 'vitest';
import { gql, type ApolloCache, type TypedDocumentNode } from '@apollo/client';
import { createCache } from './cache';
import { appliedOrder, applyNewerOrder, writeOrder, type ListKey } from './list-order';

interface SectionsAnswer {
  sections: { __typename: 'Section'; id: string }[];
  listOrder: { __typename: 'ListOrder'; orderedIds: string[]; listVersion: number };
}

/** A screen's list query: the rows and, from the same read, their order with its version. */
const SECTIONS: TypedDocumentNode<SectionsAnswer, { storeId: string }> = gql`
  query Sections($storeId: ID!) {
    sections(storeId: $storeId) {
      id
    }
    listOrder(list: SECTIONS, parentId: $storeId) {
      orderedIds
      listVersion
    }
  }
`;

const STORE = '7';
const KEY: ListKey = { list: 'SECTIONS', parentId: STORE };

/** Writes a list answer as the server gave it: rows in its order, read at `listVersion`. */
function answer(cache: ApolloCache, orderedIds: string[], listVersion: number): void {
  cache.writeQuery({
    query: SECTIONS,
    variables: { storeId: STORE },
    data: {
      sections: orderedIds.map((id) => ({ __typename: 'Section', id })),
      listOrder: { __typename: 'ListOrder', orderedIds, listVersion },
    },
  });
}

const shown = (cache: ApolloCache, optimistic = false) =>
  cache
    .readQuery({ query: SECTIONS, variables: { storeId: STORE }, optimistic })
    ?.sections.map((section) => section.id);

describe('list order', () => {
  it('keeps a move’s order when an answer read before the move arrives after it', () => {
    const cache = createCache();
    answer(cache, ['a', 'b', 'c'], 3);
    // As a reorder's answer or an event brings it, under a type name of its own.
    const event = { __typename: 'SectionsMoved', orderedIds: ['b', 'a', 'c'], listVersion: 4 };
    applyNewerOrder(cache, KEY, event);
    answer(cache, ['a', 'b', 'c'], 3);
    expect(shown(cache)).toEqual(['b', 'a', 'c']);
    expect(appliedOrder(cache, KEY)?.listVersion).toBe(4);
  });

  it('takes a newer answer’s order, and shows rows it does not name yet last', () => {
    const cache = createCache();
    answer(cache, ['a', 'b', 'c'], 3);
    answer(cache, ['c', 'b', 'a'], 5);
    expect(shown(cache)).toEqual(['c', 'b', 'a']);
    cache.writeFragment({
      fragment: gql`
        fragment NewSection on Section {
          id
        }
      `,
      data: { __typename: 'Section', id: 'd' },
    });
    cache.modify({
      fields: { sections: (rows: readonly object[]) => [{ __ref: 'Section:d' }, ...rows] },
    });
    expect(shown(cache)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('ignores an event older than the order shown', () => {
    const cache = createCache();
    answer(cache, ['a', 'b', 'c'], 6);
    applyNewerOrder(cache, KEY, { orderedIds: ['c', 'a', 'b'], listVersion: 5 });
    expect(shown(cache)).toEqual(['a', 'b', 'c']);
  });

  it('shows an optimistic order over the same version, and drops it with its layer', () => {
    const cache = createCache();
    answer(cache, ['a', 'b', 'c'], 3);
    cache.recordOptimisticTransaction(
      (layer) => writeOrder(layer, KEY, { orderedIds: ['b', 'c', 'a'], listVersion: 3 }),
      'move',
    );
    expect(shown(cache, true)).toEqual(['b', 'c', 'a']);
    cache.removeOptimistic('move');
    expect(shown(cache, true)).toEqual(['a', 'b', 'c']);
  });
});
