import { isStoreLevelRole } from '../access/roles.js';
import { isSystemAdmin, type Viewer } from '../access/tenancy.js';

/** What a history entry says was done to its row (issue 17). */
export const HISTORY_ACTIONS = ['created', 'updated', 'deleted', 'moved', 'uploaded'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The kind of client a change came through: the portal, an integrator's API key, an upload. */
export const HISTORY_VIA = ['portal', 'integration', 'upload'] as const;
export type HistoryVia = (typeof HISTORY_VIA)[number];

/** A field's values before and after, or "changed" for a secret, whose values are never kept. */
export type HistoryChange = { before: unknown; after: unknown } | 'changed';

/**
 * The store layout's rows, which every store-level role reads in its stores (shoppers pick by
 * them); the rest of a store (its settings, delivery provider, people, rules) only its managers.
 * Each with the fields its screens show to all of those roles, as an entry names them (the row's
 * columns, its links as id lists, a move's position): a lower role reads these fields of an entry
 * and no other, so that a field added to a row later stays hidden from them until it is named here.
 */
export const LAYOUT_HISTORY_FIELDS = {
  FoodSafetyType: ['name', 'containerColor', 'containerIcon', 'maxLeadTime', 'storeId'],
  ItemCategory: [
    'itemCategoryTypeSourceKey',
    'foodSafetyTypeId',
    'preparedItemsMode',
    'isAlcohol',
    'storeId',
    'sectionIds',
  ],
  Section: [
    'name',
    'sectionSourceKey',
    'foodSafetyTypeId',
    'preparedItemsMode',
    'prepOptionId',
    'storeId',
    'restrictedUserIds',
    'prepperOptInUserIds',
  ],
  Shelf: ['name', 'shelfSourceKey', 'foodSafetyTypeId', 'preparedItemsMode', 'prepOptionId', 'sectionId'],
  StagingSection: ['name', 'labelId', 'foodSafetyTypeId', 'storeId'],
  StagingShelf: ['name', 'foodSafetyTypeId', 'stagingSectionId'],
  Zone: ['name', 'foodSafetyTypeId', 'storeId', 'sectionIds', 'userIds'],
} as const satisfies Record<string, readonly string[]>;

export const LAYOUT_HISTORY_ENTITIES = Object.keys(
  LAYOUT_HISTORY_FIELDS,
) as (keyof typeof LAYOUT_HISTORY_FIELDS)[];

/** What every entry says of a move, whoever reads it. */
const MOVE_FIELD = 'position';

/** Every entity type the history records (the audited tables of migrations 016 and 017), for the activity pages' filter. */
export const HISTORY_ENTITY_TYPES = [
  'ApiKey',
  'AppAttribute',
  'AssignmentRule',
  'Client',
  'ClientLogo',
  'CreditDefinition',
  'CustomField',
  'CustomOrderType',
  'FoodSafetyType',
  'HelpItem',
  'Integration',
  'ItemCategory',
  'LeadTimeRule',
  'MessageFilter',
  'PosHandOff',
  'PrivateInfoSetting',
  'Section',
  'Shelf',
  'StagingSection',
  'StagingShelf',
  'Store',
  'StoreAttribute',
  'StoreDeliveryProvider',
  'TextMessageTemplate',
  'User',
  'Zone',
] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/** Where an entry belongs: what the history of a row is read by. */
export interface HistoryPlace {
  clientId: number | null;
  storeId: number | null;
  entityType: string;
}

/**
 * Whose history a viewer reads, the same as the rows themselves: everything (systemAdmin), a whole
 * client (its clientAdmin), or some stores of one client — all of their entries for a storeManager,
 * the layout's for other store-level roles. `null`: nothing.
 */
export type HistoryScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: number }
  | { kind: 'stores'; clientId: number; storeIds: readonly number[]; entityTypes: readonly string[] | null }
  | null;

/** Whether a role reads any history (historyScope answers a supportAdmin nothing): the activity pages' menu rule. */
export const readsHistory = (role: string): boolean =>
  role === 'systemAdmin' || role === 'clientAdmin' || isStoreLevelRole(role);

/** Whether a role hears a client's history notices (clientEvents): the client's managers alone. */
export const hearsClientHistory = (role: string): boolean => role === 'systemAdmin' || role === 'clientAdmin';

export function historyScope(viewer: Viewer): HistoryScope {
  if (isSystemAdmin(viewer)) return { kind: 'all' };
  if (viewer.clientId === null) return null;
  if (viewer.role === 'clientAdmin') return { kind: 'client', clientId: viewer.clientId };
  if (!isStoreLevelRole(viewer.role) || viewer.storeIds.length === 0) return null;
  const entityTypes = viewer.role === 'storeManager' ? null : LAYOUT_HISTORY_ENTITIES;
  return { kind: 'stores', clientId: viewer.clientId, storeIds: viewer.storeIds, entityTypes };
}

/** Whether the viewer may read an entry: the rule of historyScope, for one entry (live events). */
export function canReadHistoryEntry(viewer: Viewer, entry: HistoryPlace): boolean {
  const scope = historyScope(viewer);
  if (!scope) return false;
  if (scope.kind === 'all') return true;
  if (entry.clientId !== scope.clientId) return false;
  if (scope.kind === 'client') return true;
  return (
    entry.storeId !== null &&
    scope.storeIds.includes(entry.storeId) &&
    (scope.entityTypes === null || scope.entityTypes.includes(entry.entityType))
  );
}

/**
 * The changes of an entry (of a row the viewer may read) that the viewer reads field by field: all
 * of them for the row's managers, the layout's fields for the other roles of its store.
 */
export function readableHistoryChanges<Change>(
  scope: NonNullable<HistoryScope>,
  entityType: string,
  changes: Record<string, Change>,
): Record<string, Change> {
  if (scope.kind !== 'stores' || scope.entityTypes === null) return changes;
  const layout: Partial<Record<string, readonly string[]>> = LAYOUT_HISTORY_FIELDS;
  const fields = layout[entityType] ?? [];
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) => field === MOVE_FIELD || fields.includes(field)),
  );
}
