import { placeAt, type MoveDirection } from '../layout/sequence.js';
import {
  LAYOUT_HISTORY_ENTITIES,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntityType,
} from './history.js';

/**
 * Undo of one's own last change of a row from its history entry (issue 17). An update is undone by
 * setting its fields back, a move by moving the row back, a creation by deleting the row, a
 * deletion (of the kinds that allow it) by creating the row again; the undo is itself a change,
 * recorded as such.
 */
export const UNDOABLE_ACTIONS = [
  'created',
  'updated',
  'moved',
  'deleted',
] as const satisfies readonly HistoryAction[];

export const UNDO_MESSAGES = {
  notOwn: 'You can undo only your own changes.',
  deleted: 'A deletion cannot be undone: the row is gone; create it again instead.',
  uploaded: 'A change made by an upload cannot be undone here; upload the file again instead.',
  secret:
    'This change includes a secret (credentials, auth options or a password), whose value is never kept, so it cannot be undone.',
  unsupported: 'This change cannot be undone here.',
  changedSince: 'The row was changed since this change; only its latest change can be undone.',
  alreadyThere: 'The row is already where this move took it from; there is nothing to undo.',
} as const;

type UndoableAction = (typeof UNDOABLE_ACTIONS)[number];

/** An ordered list's rows are undone when updated, moved or created. */
const LIST_CHANGES = ['created', 'updated', 'moved'] as const;
const LAYOUT_UNDO = Object.fromEntries(
  LAYOUT_HISTORY_ENTITIES.map((entityType) => [entityType, LIST_CHANGES]),
) as Record<(typeof LAYOUT_HISTORY_ENTITIES)[number], typeof LIST_CHANGES>;
const UPDATES = ['updated'] as const;
const UPDATES_AND_CREATIONS = ['created', 'updated'] as const;
const UPDATES_CREATIONS_AND_DELETIONS = ['created', 'updated', 'deleted'] as const;

/**
 * The kinds of row an undo reverses, each with the actions it reverses: an update is set back
 * through the row's own update rules, a creation deleted through its delete rules, a move moved
 * back through its list's move, a deletion undone by creating the row again under its id from the
 * values the deletion recorded, through its create rules (its checks, its uniqueness, the caller's
 * tenant and role as the create route checks them). A deletion is undone only for the kinds that
 * have a create route, no rows of their own and no place in a list, and that no other row names
 * (a deletion of such a row changes those rows too, which creating it again does not give back):
 * a message filter, an application or store attribute, a custom field and a credit definition.
 * The row's history goes on under its id, so the deletion stays its latest change until the undo
 * creates it again, after which the deletion is no longer undone (UNDO_MESSAGES.changedSince).
 * Any other deletion is refused (UNDO_MESSAGES.deleted): the store layout's rows and the rules
 * have a place in a list (and a section its shelves), and a custom order type is named by orders
 * and lead time rules, whose reference its deletion cleared. Whatever the kind, an upload is
 * refused (UNDO_MESSAGES.uploaded), and so is an entry that names a secret (an integration's
 * authentication options, a delivery provider's credentials, a password, an API key's hash:
 * UNDO_MESSAGES.secret); an integration's or a delivery provider's update of its other fields is
 * undone with the credentials left as they are stored. Refused (UNDO_MESSAGES.unsupported):
 * - an API key's and a client logo's changes: they are of a secret or an image, which the history
 *   does not keep;
 * - a POS hand-off: it has no update of its own;
 * - a text message template: no route writes one, so the API records no change of it;
 * - the creation of an integration or a delivery provider: it records the credentials, so the
 *   secret rule refuses it (and a delivery provider has no delete route);
 * - the creation of a help item or of a role's private information settings: neither has a delete
 *   route (a help item's save only creates or updates; the settings' save writes each role it is
 *   sent over its version, which is how one role's update is set back, but removes none);
 * - the creation of a store, a client or a user: its undo would be a deletion, which takes other
 *   rows with it.
 */
export const UNDOABLE_KINDS = {
  ...LAYOUT_UNDO,
  AppAttribute: UPDATES_CREATIONS_AND_DELETIONS,
  AssignmentRule: LIST_CHANGES,
  Client: UPDATES,
  CreditDefinition: UPDATES_CREATIONS_AND_DELETIONS,
  CustomField: UPDATES_CREATIONS_AND_DELETIONS,
  CustomOrderType: UPDATES_AND_CREATIONS,
  HelpItem: UPDATES,
  Integration: UPDATES,
  LeadTimeRule: LIST_CHANGES,
  MessageFilter: UPDATES_CREATIONS_AND_DELETIONS,
  PrivateInfoSetting: UPDATES,
  Store: UPDATES,
  StoreAttribute: UPDATES_CREATIONS_AND_DELETIONS,
  StoreDeliveryProvider: UPDATES,
  User: UPDATES,
} as const satisfies Partial<Record<HistoryEntityType, readonly UndoableAction[]>>;

export type UndoableEntityType = keyof typeof UNDOABLE_KINDS;

/** The store layout's kinds, undone by their lists' rules (moves, numbering, list versions). */
export type LayoutUndoableEntityType = keyof typeof LAYOUT_UNDO;
export const isLayoutUndoable = (entityType: string): entityType is LayoutUndoableEntityType =>
  (LAYOUT_HISTORY_ENTITIES as readonly string[]).includes(entityType);
/** The other kinds, undone through their own update and delete rules. */
export type RowUndoableEntityType = Exclude<UndoableEntityType, LayoutUndoableEntityType>;

/** Whether an entry is of a kind of row and an action an undo reverses (the portal offers the undo only for these). */
export function isUndoable(entry: { entityType: string; action: string }): boolean {
  const kinds: Partial<Record<string, readonly string[]>> = UNDOABLE_KINDS;
  return kinds[entry.entityType]?.includes(entry.action) ?? false;
}

/**
 * Whether to offer an entry's undo, as read through GraphQL (each change saying whether it is of a
 * secret): of a kind and action an undo reverses, and naming no secret, which the undo refuses.
 */
export function offersUndo(entry: {
  entityType: string;
  action: string;
  changes: readonly { secret: boolean }[];
}): boolean {
  return isUndoable(entry) && !entry.changes.some((change) => change.secret);
}

/** Why an entry cannot be undone whoever asks, or null when it can. */
export function undoRefusal(entry: {
  entityType: string;
  action: HistoryAction;
  changes: Record<string, HistoryChange>;
}): string | null {
  if (entry.action === 'deleted' && !isUndoable(entry)) return UNDO_MESSAGES.deleted;
  if (entry.action === 'uploaded') return UNDO_MESSAGES.uploaded;
  if (Object.values(entry.changes).some((change) => change === 'changed')) return UNDO_MESSAGES.secret;
  return isUndoable(entry) ? null : UNDO_MESSAGES.unsupported;
}

/** Whether the entry is the caller's own: the person's, or the API key's when a key calls. */
export function isOwnEntry(
  caller: { userId: number; apiKeyId?: number },
  entry: { actorUserId: number | null; actorApiKeyId: number | null },
): boolean {
  if (caller.apiKeyId) return entry.actorApiKeyId === caller.apiKeyId;
  return entry.actorApiKeyId === null && entry.actorUserId === caller.userId;
}

/** The fields of an update set back to their values before it. */
export function valuesBefore(changes: Record<string, HistoryChange>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).flatMap(([field, change]) =>
      change === 'changed' ? [] : [[field, change.before]],
    ),
  );
}

/**
 * The move (before or after another row) that puts `rowId` back at `position` (1 for the first; a
 * list that has shrunk since puts it last), or null when it stands there already.
 */
export function moveBack<T>(
  ids: readonly T[],
  rowId: T,
  position: number,
): { direction: MoveDirection; targetId: T } | null {
  const placed = placeAt(ids, rowId, position);
  if (placed.every((id, index) => id === ids[index])) return null;
  const at = placed.indexOf(rowId);
  return at + 1 < placed.length
    ? { direction: 'Before', targetId: placed[at + 1]! }
    : { direction: 'After', targetId: placed[at - 1]! };
}
