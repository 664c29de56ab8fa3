import { describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, gql, type ApolloCache, type TypedDocumentNode } from '@apollo/client';
import { of } from 'rxjs';
import { createCache } from './cache';
import {
  appliedOrder,
  applyNewerOrder,
  followMove,
  writeOrder,
  type AppliedOrder,
  type ListKey,
} from './list-order';

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
    // As a reorder's answer brings it, under a type name of its own.
    const moved = { __typename: 'SectionPayload', orderedIds: ['b', 'a', 'c'], listVersion: 4 };
    applyNewerOrder(cache, KEY, moved);
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

/** A client whose server answers `listOrder` with `stored`; `reads` records each list it was asked for. */
function clientOf(stored: AppliedOrder) {
  const reads: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    reads.push(operation.variables);
    return of({ data: { listOrder: { __typename: 'ListOrder', ...stored } } });
  });
  return { client: new ApolloClient({ cache: createCache(), link }), reads };
}

describe('another admin’s move, as its event tells it', () => {
  it('places the moved row when the event is the next version of the cached order', () => {
    const { client, reads } = clientOf({ orderedIds: [], listVersion: 0 });
    answer(client.cache, ['a', 'b', 'c', 'd'], 3);
    followMove(client, KEY, { movedId: 'a', position: 3, listVersion: 4 });
    expect(shown(client.cache)).toEqual(['b', 'c', 'a', 'd']);
    followMove(client, KEY, { movedId: 'd', position: 1, listVersion: 5 });
    expect(shown(client.cache)).toEqual(['d', 'b', 'c', 'a']);
    expect(appliedOrder(client.cache, KEY)?.listVersion).toBe(5);
    expect(reads).toEqual([]);
  });

  it('changes nothing for a move the cache already holds, as the mover’s own answer brought it', () => {
    const { client, reads } = clientOf({ orderedIds: [], listVersion: 0 });
    answer(client.cache, ['b', 'a', 'c'], 4);
    followMove(client, KEY, { movedId: 'a', position: 2, listVersion: 4 });
    followMove(client, KEY, { movedId: 'c', position: 1, listVersion: 3 });
    expect(shown(client.cache)).toEqual(['b', 'a', 'c']);
    expect(reads).toEqual([]);
  });

  it('reads the order again when a version was missed, showing the server’s order and not a guess', async () => {
    const { client, reads } = clientOf({ orderedIds: ['c', 'a', 'b'], listVersion: 6 });
    answer(client.cache, ['a', 'b', 'c'], 3);
    // Versions 4 and 5 never arrived: placing the row on version 3 would show b, a, c, never stored.
    followMove(client, KEY, { movedId: 'a', position: 2, listVersion: 6 });
    await vi.waitFor(() => expect(shown(client.cache)).toEqual(['c', 'a', 'b']));
    expect(appliedOrder(client.cache, KEY)?.listVersion).toBe(6);
    expect(reads).toEqual([KEY]);
  });

  it('reads the order when the cache holds none yet', async () => {
    const { client, reads } = clientOf({ orderedIds: ['b', 'a'], listVersion: 2 });
    followMove(client, KEY, { movedId: 'b', position: 1, listVersion: 2 });
    await vi.waitFor(() =>
      expect(appliedOrder(client.cache, KEY)).toMatchObject({ orderedIds: ['b', 'a'], listVersion: 2 }),
    );
    expect(reads).toEqual([KEY]);
  });
});
