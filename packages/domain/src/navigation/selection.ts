/** What the store and client choosers hold. */
export interface Selection {
  clientId: string | null;
  storeId: string | null;
}

/**
 * The selection at login (spec 1 section 4): a system admin has nothing chosen; a client admin has
 * their client only; others get their client and their store, or no store when they have several.
 */
export function initialSelection(user: {
  role: string;
  clientId: string | null;
  storeIds: readonly string[];
}): Selection {
  if (user.role === 'systemAdmin') return { clientId: null, storeId: null };
  if (user.role === 'clientAdmin') return { clientId: user.clientId, storeId: null };
  return { clientId: user.clientId, storeId: user.storeIds.length === 1 ? (user.storeIds[0] ?? null) : null };
}

/** A chooser change: the new selection and where to go next (null: stay). */
export interface ChooserTransition {
  selection: Selection;
  navigateTo: string | null;
}

/** Selecting a client clears the store and goes to the client dashboard (admin dashboard when none). */
export function selectClient(clientId: string | null): ChooserTransition {
  return {
    selection: { clientId, storeId: null },
    navigateTo: clientId ? '/client/dashboard' : '/admin/dashboard',
  };
}

/** Selecting a store goes to the store dashboard (which reloads when already there). */
export function selectStore(current: Selection, storeId: string): ChooserTransition {
  return { selection: { ...current, storeId }, navigateTo: '/store/dashboard' };
}

/** Unselecting a store: systemAdmin and clientAdmin go to the client dashboard; others stay. */
export function unselectStore(current: Selection, role: string): ChooserTransition {
  const admin = role === 'systemAdmin' || role === 'clientAdmin';
  return { selection: { ...current, storeId: null }, navigateTo: admin ? '/client/dashboard' : null };
}

/** Unselecting a client goes to the admin dashboard. */
export function unselectClient(): ChooserTransition {
  return { selection: { clientId: null, storeId: null }, navigateTo: '/admin/dashboard' };
}
