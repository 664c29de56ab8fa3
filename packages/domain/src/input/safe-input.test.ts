import { describe, expect, it } from 'vitest';
import { historyIdProblem, idProblem, INT32_MAX, unstorableProblem } from './safe-input.js';

describe('idProblem', () => {
  it('accepts ids from 1 to 2147483647, as numbers or digits', () => {
    expect(idProblem('1', 'storeId')).toBeNull();
    expect(idProblem(INT32_MAX, 'storeId')).toBeNull();
    expect(idProblem('2147483647', 'storeId')).toBeNull();
  });

  it('names the field and the value for ids past 2^31, zero, negative, fractional or not numbers', () => {
    expect(idProblem('2147483648', 'storeId')).toBe(
      'Invalid id for storeId: "2147483648" is not a whole number from 1 to 2147483647.',
    );
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' 1', '1\u0000', '99999999999999999999'])
      expect(idProblem(bad, 'id')).toMatch(/^Invalid id for id: /);
    expect(idProblem('x'.repeat(100), 'id')).toBe(
      `Invalid id for id: "${'x'.repeat(36)}... is not a whole number from 1 to 2147483647.`,
    );
  });
});

describe('historyIdProblem', () => {
  it('accepts history ids past 2^31, up to 18 digits', () => {
    for (const id of ['1', '2147483648', '4294967296', '999999999999999999'])
      expect(historyIdProblem(id, 'historyId')).toBeNull();
  });

  it('names the field and the value for zero, negative, longer or non-numeric ids', () => {
    expect(historyIdProblem('1000000000000000000', 'historyId')).toBe(
      'Invalid id for historyId: "1000000000000000000" is not a whole number from 1 to 999999999999999999.',
    );
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '1\u0000', 7])
      expect(historyIdProblem(bad, 'historyId')).toMatch(/^Invalid id for historyId: /);
  });
});

describe('unstorableProblem', () => {
  it('finds a NUL character anywhere in a body and names where', () => {
    expect(unstorableProblem({ name: 'Dairy', shelves: [{ name: 'Top\u0000' }] }, 'body')).toBe(
      'body/shelves/0/name must not contain the NUL character.',
    );
    expect(unstorableProblem({ ['a\u0000']: 1 }, 'body')).toBe(
      'body has a field name with the NUL character.',
    );
  });

  it('finds whole numbers beyond 32 bits', () => {
    expect(unstorableProblem({ version: 2 ** 31 }, 'body')).toBe(
      'body/version must be a whole number from -2147483648 to 2147483647.',
    );
    expect(unstorableProblem({ version: -(2 ** 31) - 1 }, 'body')).not.toBeNull();
  });

  it('refuses nesting deeper than any body of the contract', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(unstorableProblem(deep, 'body')).toMatch(/^body(\/0)+ is nested more than 32 levels deep\.$/);
  });

  it('lets ordinary values through', () => {
    expect(
      unstorableProblem({ name: 'Dairy', sequence: 3, price: 2.5, ok: true, none: null }, 'body'),
    ).toBeNull();
  });
});
