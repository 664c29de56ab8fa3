import { useState } from 'react';
import { useDiscardGuard } from './unsaved-changes';

/**
 * What the detail panel of a list shows: one open item, the create form, or nothing. Opening the open
 * item closes it (spec: one item open at a time).
 */
export function useDetailPanel() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // Opening another row or the create form replaces the open form: unsaved changes are asked about first.
  const unlessKept = useDiscardGuard();
  return {
    openId,
    creating,
    toggle: (id: string) =>
      unlessKept(() => {
        setCreating(false);
        setOpenId((current) => (current === id ? null : id));
      }),
    startCreating: () =>
      unlessKept(() => {
        setOpenId(null);
        setCreating(true);
      }),
    /** After a create: the new item opens. */
    open: (id: string) => {
      setCreating(false);
      setOpenId(id);
    },
    close: () => {
      setOpenId(null);
      setCreating(false);
    },
  };
}
