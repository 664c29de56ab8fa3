import { describe, expect, it } from 'vitest';
import { describePermutationFault, movedRows, permutationFault, reapplyMove } from './list-order.js';

describe('re-applying a move on a fresh list', () => {
  it('keeps the other admin’s move and adds this one', () => {
    const start = ['a', 'b', 'c', 'd', 'e'];
    // The other admin moved e to the top and was stored first.
    const fresh = ['e', 'a', 'b', 'c', 'd'];
    // This admin moved a after c on the list both started from.
    const mine = { sourceId: 'a', direction: 'After', targetId: 'c' } as const;
    expect(reapplyMove(start, mine)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(reapplyMove(fresh, mine)).toEqual(['e', 'b', 'c', 'a', 'd']);
  });

  it('leaves the fresh list as it is when the moved item was deleted meanwhile', () => {
    expect(reapplyMove(['b', 'c'], { sourceId: 'a', direction: 'After', targetId: 'c' })).toEqual(['b', 'c']);
  });
});

describe('a full-list reorder names every id exactly once', () => {
  it('accepts the same ids in another order', () => {
    expect(permutationFault([1, 2, 3], [3, 1, 2])).toBeUndefined();
  });

  it('names the ids missing, foreign and repeated', () => {
    const fault = permutationFault([1, 2, 3, 4], [2, 2, 9, 1]);
    expect(fault).toEqual({ missing: [3, 4], foreign: [9], repeated: [2] });
    expect(describePermutationFault(fault!)).toBe('missing 3, 4; not in this list 9; repeated 2');
  });

  it('refuses a partial list', () => {
    expect(permutationFault([1, 2, 3], [1, 2])).toEqual({ missing: [3], foreign: [], repeated: [] });
  });
});

describe('the rows a reorder moved, for the history', () => {
  it('names one dragged row once, with where it stood and where it stands, not the rows it shifted', () => {
    // Dairy (d) dragged from fourth to first: a, b and c each shift one down.
    expect(movedRows(['a', 'b', 'c', 'd', 'e'], ['d', 'a', 'b', 'c', 'e'])).toEqual([
      { id: 'd', from: 4, to: 1 },
    ]);
    expect(movedRows(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).toEqual([{ id: 'a', from: 1, to: 4 }]);
  });

  it('names one row of two swapped neighbours, and nothing when the order is kept', () => {
    expect(movedRows([1, 2, 3], [2, 1, 3])).toHaveLength(1);
    expect(movedRows([1, 2, 3], [1, 2, 3])).toEqual([]);
  });

  it('names the fewest rows that explain a wholesale reorder', () => {
    expect(movedRows([1, 2, 3, 4, 5, 6], [6, 5, 1, 2, 3, 4])).toEqual([
      { id: 6, from: 6, to: 1 },
      { id: 5, from: 5, to: 2 },
    ]);
  });
});
