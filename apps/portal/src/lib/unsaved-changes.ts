import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** The forms with unsaved changes, and how to ask before they are lost. */
export interface UnsavedChanges {
  dirty: Set<symbol>;
  /** Runs `proceed` at once, or once the person agrees to discard the unsaved changes. */
  ask: (proceed: () => void) => void;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** Counts the calling form's changes as unsaved while `dirty` holds and the form is shown. */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useContext(UnsavedChangesContext);
  const [key] = useState(() => Symbol('form'));
  useEffect(() => {
    if (!guard || !dirty) return;
    guard.dirty.add(key);
    return () => void guard.dirty.delete(key);
  }, [guard, dirty, key]);
}

/** Counts a create form's draft as unsaved once it differs from what the form started with. */
export function useUnsavedDraft(draft: unknown): void {
  const [start] = useState(() => JSON.stringify(draft));
  useUnsavedChanges(JSON.stringify(draft) !== start);
}

/** Wraps an action that replaces the open form (another row, a new one) in the question, when needed. */
export function useDiscardGuard(): (proceed: () => void) => void {
  const guard = useContext(UnsavedChangesContext);
  // Stable, so a list's memoised rows do not render again for it.
  return useCallback((proceed) => (guard ? guard.ask(proceed) : proceed()), [guard]);
}
