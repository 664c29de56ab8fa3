/** Spec 2 section 9: store type ids. */
export const STORE_TYPES = [
  { id: 1, name: 'Hub' },
  { id: 2, name: 'Spoke' },
  { id: 3, name: 'StandAlone' },
] as const;

export const HUB_STORE_TYPE_ID = 1;
export const SPOKE_STORE_TYPE_ID = 2;

/** Spec 2 section 3, "Store copy data types": what a new store may copy from another, in order. */
export const STORE_COPY_TYPES = [
  { typeKey: 'fsts', label: 'Food Safety Types' },
  { typeKey: 'itemcats', label: 'Item Categories' },
  { typeKey: 'zones', label: 'Zones' },
  { typeKey: 'merchlocations', label: 'Sections & Shelves' },
  { typeKey: 'carryout', label: 'Carryout Sections' },
  { typeKey: 'sdp', label: 'Delivery Settings' },
  { typeKey: 'attrs', label: 'Store Attributes' },
] as const;

export type StoreCopyTypeKey = (typeof STORE_COPY_TYPES)[number]['typeKey'];

export const isStoreCopyTypeKey = (key: string): key is StoreCopyTypeKey =>
  STORE_COPY_TYPES.some((type) => type.typeKey === key);

/** Spec 2 section 8, "Stores". */
export const STORE_MESSAGES = {
  createErrorTitle: 'Create Error',
  storeTypeInvalid: 'Store Type Invalid',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'This action cannot be undone.',
  deleteConfirmButton: 'Yes, delete it!',
  deleteErrorTitle: 'Delete Error',
} as const;

/** Spec 2 section 5, "Store create": the store type is required. */
export function storeCreateRefusal(storeTypeId: number | null | undefined): string | null {
  return STORE_TYPES.some((type) => type.id === storeTypeId) ? null : STORE_MESSAGES.storeTypeInvalid;
}

/** Only a spoke has a parent store; any other type drops it. */
export const parentStoreFor = (
  storeTypeId: number | null | undefined,
  parentStoreId: number | null | undefined,
) => (storeTypeId === SPOKE_STORE_TYPE_ID ? (parentStoreId ?? null) : null);

/** The 'Delete Error' text: the server's errors joined by line breaks. */
export const deleteErrorText = (errors: readonly string[]) => errors.join('\n');

/** The stores list title, naming the stored client selection. */
export const storesTitle = (clientName: string) => `for ${clientName}`;
