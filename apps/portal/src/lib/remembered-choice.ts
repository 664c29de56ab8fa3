import { useState } from 'react';
import type { REMEMBERED_SELECTION_KEYS } from '@fulfil/domain';

/** A screen's remembered choice: one of the keys sign-out (and, for stores, unselecting the store) clears. */
export type RememberedKey = (typeof REMEMBERED_SELECTION_KEYS)[number];

/**
 * A choice kept in the browser between visits (spec 1 section 4), such as the analytics report; ''
 * while none is kept. Sign-out and unselecting the nav store remove it (lib/session.ts).
 */
export function useRememberedChoice(key: RememberedKey): [string, (value: string) => void] {
  const [value, setValue] = useState(() => localStorage.getItem(key) ?? '');
  const choose = (next: string) => {
    if (next) localStorage.setItem(key, next);
    else localStorage.removeItem(key);
    setValue(next);
  };
  return [value, choose];
}
