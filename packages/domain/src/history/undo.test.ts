import { describe, expect, it } from 'vitest';
import { moveInOrder } from '../layout/sequence.js';
import {
  isOwnEntry,
  isUndoable,
  moveBack,
  offersUndo,
  UNDO_MESSAGES,
  undoRefusal,
  valuesBefore,
} from './undo.js';

describe('which history entries can be undone (issue 17)', () => {
  const renamed = { name: { before: 'Dairy', after: 'Dairy & Eggs' } };

  const entityType = 'Section';

  it('undoes an update, a move and a creation', () => {
    expect(undoRefusal({ entityType, action: 'updated', changes: renamed })).toBeNull();
    const moved = { position: { before: 3, after: 1 } };
    expect(undoRefusal({ entityType, action: 'moved', changes: moved })).toBeNull();
    expect(undoRefusal({ entityType, action: 'created', changes: renamed })).toBeNull();
    for (const action of ['created', 'updated', 'moved'])
      expect(isUndoable({ entityType, action })).toBe(true);
  });

  it('undoes every change of the store layout’s rows, and updates or creations of the other kinds it covers', () => {
    for (const kind of [
      'FoodSafetyType',
      'ItemCategory',
      'Section',
      'Shelf',
      'StagingSection',
      'StagingShelf',
      'Zone',
    ])
      for (const action of ['created', 'updated', 'moved'])
        expect(isUndoable({ entityType: kind, action }), `${kind} ${action}`).toBe(true);
    for (const kind of ['Store', 'User', 'Client']) {
      expect(isUndoable({ entityType: kind, action: 'updated' }), kind).toBe(true);
      // Deleting one of these takes other rows with it: their creations stay.
      expect(undoRefusal({ entityType: kind, action: 'created', changes: renamed })).toBe(
        UNDO_MESSAGES.unsupported,
      );
    }
    // Updates only: no delete route, or a creation that records a secret.
    for (const kind of ['Integration', 'StoreDeliveryProvider', 'HelpItem', 'PrivateInfoSetting']) {
      expect(isUndoable({ entityType: kind, action: 'updated' }), kind).toBe(true);
      expect(isUndoable({ entityType: kind, action: 'created' }), kind).toBe(false);
    }
    for (const kind of ['MessageFilter', 'CustomField', 'AppAttribute', 'StoreAttribute'])
      expect(isUndoable({ entityType: kind, action: 'created' }), kind).toBe(true);
    expect(isUndoable({ entityType: 'CustomOrderType', action: 'created' })).toBe(true);
    // Assignment rules and lead time rules are ordered lists: their moves are undone too.
    for (const kind of ['AssignmentRule', 'LeadTimeRule'])
      for (const action of ['created', 'updated', 'moved'])
        expect(isUndoable({ entityType: kind, action }), `${kind} ${action}`).toBe(true);
    for (const kind of ['ApiKey', 'ClientLogo', 'PosHandOff', 'TextMessageTemplate']) {
      expect(isUndoable({ entityType: kind, action: 'updated' }), kind).toBe(false);
      expect(undoRefusal({ entityType: kind, action: 'updated', changes: renamed })).toBe(
        UNDO_MESSAGES.unsupported,
      );
    }
    // An integration's creation records its authentication options, refused as a secret's.
    const created = { name: { before: null, after: 'POS' }, authOptions: 'changed' as const };
    expect(undoRefusal({ entityType: 'Integration', action: 'created', changes: created })).toBe(
      UNDO_MESSAGES.secret,
    );
    expect(isUndoable({ entityType, action: 'deleted' })).toBe(false);
  });

  it('undoes a deletion of a row no other row names and that holds none, by creating it again', () => {
    const deleted = { word: { before: 'darn', after: null }, clientId: { before: 1, after: null } };
    for (const kind of [
      'MessageFilter',
      'AppAttribute',
      'StoreAttribute',
      'CustomField',
      'CreditDefinition',
    ]) {
      expect(isUndoable({ entityType: kind, action: 'deleted' }), kind).toBe(true);
      expect(undoRefusal({ entityType: kind, action: 'deleted', changes: deleted }), kind).toBeNull();
      expect(offersUndo({ entityType: kind, action: 'deleted', changes: [{ secret: false }] }), kind).toBe(
        true,
      );
    }
  });

  it('refuses the deletion of a row in a list, named by other rows or never created here, with the deletion’s reason', () => {
    const deleted = { name: { before: 'Gone', after: null } };
    for (const kind of [
      ...['Section', 'Shelf', 'Zone', 'FoodSafetyType', 'ItemCategory', 'StagingSection', 'StagingShelf'],
      ...['AssignmentRule', 'LeadTimeRule', 'CustomOrderType', 'Store', 'User', 'Client', 'HelpItem'],
      ...['Integration', 'StoreDeliveryProvider', 'PrivateInfoSetting', 'ApiKey', 'UserStore'],
    ]) {
      expect(isUndoable({ entityType: kind, action: 'deleted' }), kind).toBe(false);
      expect(undoRefusal({ entityType: kind, action: 'deleted', changes: deleted }), kind).toBe(
        UNDO_MESSAGES.deleted,
      );
    }
  });

  it('refuses a deletion, an upload and a change of a secret, each with its reason', () => {
    expect(undoRefusal({ entityType, action: 'deleted', changes: renamed })).toBe(UNDO_MESSAGES.deleted);
    expect(undoRefusal({ entityType, action: 'uploaded', changes: renamed })).toBe(UNDO_MESSAGES.uploaded);
    const secret = { ...renamed, authOptions: 'changed' as const };
    expect(undoRefusal({ entityType, action: 'updated', changes: secret })).toBe(UNDO_MESSAGES.secret);
    expect(isUndoable({ entityType, action: 'deleted' })).toBe(false);
    expect(isUndoable({ entityType, action: 'uploaded' })).toBe(false);
  });

  it('offers the undo of an integration’s rename, not of a change of its authentication options', () => {
    const name = { field: 'name', secret: false };
    const entry = { entityType: 'Integration', action: 'updated' };
    expect(offersUndo({ ...entry, changes: [name] })).toBe(true);
    expect(offersUndo({ ...entry, changes: [name, { field: 'authOptions', secret: true }] })).toBe(false);
    expect(offersUndo({ ...entry, action: 'created', changes: [name] })).toBe(false);
  });

  it('counts as one’s own the person’s entries, and an API key’s own entries when the key calls', () => {
    const byAnn = { actorUserId: 7, actorApiKeyId: null };
    const byKey = { actorUserId: null, actorApiKeyId: 3 };
    expect(isOwnEntry({ userId: 7 }, byAnn)).toBe(true);
    expect(isOwnEntry({ userId: 8 }, byAnn)).toBe(false);
    expect(isOwnEntry({ userId: 0, apiKeyId: 3 }, byKey)).toBe(true);
    expect(isOwnEntry({ userId: 0, apiKeyId: 4 }, byKey)).toBe(false);
    expect(isOwnEntry({ userId: 0, apiKeyId: 3 }, byAnn)).toBe(false);
  });

  it('sets an update’s fields back to their values before', () => {
    expect(valuesBefore({ ...renamed, foodSafetyTypeId: { before: null, after: 4 } })).toEqual({
      name: 'Dairy',
      foodSafetyTypeId: null,
    });
  });
});

describe('moving a row back to where it was', () => {
  const ids = [10, 20, 30, 40];
  const undo = (rowId: number, position: number) => {
    const move = moveBack(ids, rowId, position);
    return move && moveInOrder(ids, rowId, move.direction, move.targetId);
  };

  it('moves a row down or up to its position before', () => {
    // 30 was moved from 1 to 3: back before 10.
    expect(undo(30, 1)).toEqual([30, 10, 20, 40]);
    expect(undo(10, 3)).toEqual([20, 30, 10, 40]);
    expect(undo(10, 4)).toEqual([20, 30, 40, 10]);
  });

  it('puts it last when the list has shrunk below its position, and does nothing when it is there', () => {
    expect(undo(20, 9)).toEqual([10, 30, 40, 20]);
    expect(moveBack(ids, 20, 2)).toBeNull();
    expect(moveBack(ids, 40, 9)).toBeNull();
  });
});
