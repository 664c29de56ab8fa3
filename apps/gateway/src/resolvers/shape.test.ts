import { describe, expect, it } from 'vitest';
import { id, resolversOf, sameNamed, shape, type FieldMap } from './shape.js';

interface Row {
  rowId: number;
  name: string;
  version: number;
}

const read = sameNamed<Row>();
const fields = {
  id: (row) => id(row.rowId),
  ...read('name'),
  // Read as it is, but under another name: it needs its resolver.
  revision: read('version').version,
} satisfies FieldMap<Row>;

describe('field maps', () => {
  it('leaves fields read under their own name to the default resolver, and keeps every other resolver', () => {
    expect(Object.keys(resolversOf(fields))).toEqual(['id', 'revision']);
    expect(resolversOf(fields).revision?.({ rowId: 1, name: 'A', version: 7 })).toBe(7);
  });

  it('shapes a row with every field, those read under their own name included', () => {
    expect(shape('Row', fields, { rowId: 4, name: 'Aisle', version: 2 })).toEqual({
      __typename: 'Row',
      id: '4',
      name: 'Aisle',
      revision: 2,
    });
  });
});
