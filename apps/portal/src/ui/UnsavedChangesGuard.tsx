import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { getSession } from '../lib/session';
import { UnsavedChangesContext, type UnsavedChanges } from '../lib/unsaved-changes';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before unsaved changes are lost: on opening another row (useDiscardGuard), another page
 * (the router's blocker) or leaving the site (the browser's own question).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // A set kept for the life of the guard; forms add and remove themselves, which needs no render.
  const [dirty] = useState(() => new Set<symbol>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  // A sign-out, forced or not, is never held up: the session is gone either way.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.size > 0 && getSession().user !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const guard = useMemo<UnsavedChanges>(
    () => ({ dirty, ask: (proceed) => (dirty.size > 0 ? setPending(() => proceed) : proceed()) }),
    [dirty],
  );
  const discard = () => {
    dirty.clear();
    if (blocker.state === 'blocked') blocker.proceed();
    pending?.();
    setPending(null);
  };
  const keepEditing = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  };
  return (
    <UnsavedChangesContext.Provider value={guard}>
      {children}
      <ConfirmDialog
        open={pending !== null || blocker.state === 'blocked'}
        title="Discard your changes?"
        message="You have changes that are not saved. Leaving now discards them."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={discard}
        onCancel={keepEditing}
      />
    </UnsavedChangesContext.Provider>
  );
}
