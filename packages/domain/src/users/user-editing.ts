/** The acting or the selected user, as the editing rules see them. */
export interface UserRef {
  userId: number;
  role: string;
}

const ASSIGNS_ALL_STORES = ['systemAdmin', 'clientAdmin'];

/**
 * Editing is disabled on your own record, while a deletion runs, and for a store manager looking
 * at another store manager (spec 1 section 5).
 */
export function canEditUser(acting: UserRef, selected: UserRef, deleting: boolean): boolean {
  if (deleting || acting.userId === selected.userId) return false;
  return !(acting.role === 'storeManager' && selected.role === 'storeManager');
}

/**
 * "Assign all client stores" is offered only when both users are systemAdmin or clientAdmin and
 * the selected user already has at least one store.
 */
export function canAssignAllClientStores(
  actingRole: string,
  selectedRole: string,
  selectedStoreCount: number,
) {
  return (
    ASSIGNS_ALL_STORES.includes(actingRole) &&
    ASSIGNS_ALL_STORES.includes(selectedRole) &&
    selectedStoreCount > 0
  );
}

/** The store picker: the chosen client's stores that are not assigned yet. */
export function storePickerChoices<S extends { storeId: number; clientId: number }>(
  stores: readonly S[],
  assignedStoreIds: readonly number[],
  clientId: number,
): S[] {
  return stores.filter((store) => store.clientId === clientId && !assignedStoreIds.includes(store.storeId));
}
