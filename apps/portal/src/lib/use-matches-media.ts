import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following the window as it is resized. */
export function useMatchesMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
