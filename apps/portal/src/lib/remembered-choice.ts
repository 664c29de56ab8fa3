import { useState } from 'react';
import type { REMEMBERED_SELECTION_KEYS } from '@fulfil/domain';

/** A screen's remembered choice: one of the keys sign-out (and, for stores, unselecting the store) clears. */
export type RememberedKey = (typeof REMEMBERED_SELECTION_KEYS)[number];

/**
 * A screen's own remembered choice (the receipt store, the POS store, a report), kept in local storage under
 * its spec 1 key, so sign-out and unchoosing the store clear it (lib/session.ts).
 */
export function useRememberedChoice(
  key: RememberedKey,
  fallback: string | null = null,
): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState(() => localStorage.getItem(key) ?? fallback);
  const choose = (next: string | null) => {
    if (next === null) localStorage.removeItem(key);
    else localStorage.setItem(key, next);
    setValue(next);
  };
  return [value, choose];
}
