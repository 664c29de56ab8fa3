import { useState } from 'react';

/**
 * The search box of a list: what was typed, whether it filters, and the rows whose texts contain it
 * (any case). `textsOf` names what a row is searched on, e.g. its name and label id.
 */
export function useListSearch<T>(
  rows: readonly T[],
  textsOf: (row: T) => readonly (string | null | undefined)[],
) {
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const searching = text !== '';
  const shown = searching
    ? rows.filter((row) => textsOf(row).some((value) => (value ?? '').toLowerCase().includes(text)))
    : rows;
  return { search, setSearch, searching, shown };
}
