import { describe, expect, it } from 'vitest';
import { HISTORY_ENTITY_TYPES, LAYOUT_HISTORY_FIELDS } from './history.js';
import {
  hasHistoryFieldLabel,
  historyEntityLabel,
  historyEntityName,
  historyFieldLabel,
  historyValueText,
} from './history-labels.js';

describe('history entity types in the screens’ words', () => {
  it('names the layout’s rows as the carry-out and merchandise screens list them', () => {
    expect(historyEntityLabel('StagingSection')).toBe('Carry-out section');
    expect(historyEntityLabel('StagingShelf')).toBe('Carry-out shelf');
    expect(historyEntityLabel('Section')).toBe('Merchandise section');
    expect(historyEntityLabel('AssignmentRule')).toBe('Auto-assignment rule');
    expect(historyEntityLabel('PrivateInfoSetting')).toBe('Private information');
  });

  it('gives every type the filter offers a label of its own, none the raw type', () => {
    const labels = HISTORY_ENTITY_TYPES.map(historyEntityLabel);
    expect(new Set(labels).size).toBe(HISTORY_ENTITY_TYPES.length);
    for (const type of HISTORY_ENTITY_TYPES.filter((type) => /[a-z][A-Z]/.test(type)))
      expect(labels).not.toContain(type);
  });

  it('names a type it does not know in sentence case', () => {
    expect(historyEntityLabel('UserStore')).toBe('User store');
  });
});

describe('the row an entry changed', () => {
  it('names a private information setting by its role, as the screen does', () => {
    expect(historyEntityName('PrivateInfoSetting', '1/deliveryDriver')).toBe(
      'Private information — Delivery driver',
    );
  });

  it('names other rows by their type and id', () => {
    expect(historyEntityName('Section', '12')).toBe('Merchandise section 12');
    expect(historyEntityName('PosHandOff', '9001')).toBe('POS hand-off — order 9001');
  });
});

describe('recorded fields in the screens’ words', () => {
  it('labels the private information flags as the screen does', () => {
    expect(historyFieldLabel('PrivateInfoSetting', 'customerDob')).toBe('Date of birth');
    expect(historyFieldLabel('PrivateInfoSetting', 'customerZipCode')).toBe('ZIP code');
  });

  it('labels a field by its own screen where two screens word it differently', () => {
    expect(historyFieldLabel('Section', 'sectionSourceKey')).toBe('Code');
    expect(historyFieldLabel('ItemCategory', 'itemCategoryTypeSourceKey')).toBe('Source key');
    expect(historyFieldLabel('ApiKey', 'role')).toBe('Acts as');
  });

  // Every other audited table's fields are checked against the migrated database, in the API's tests.
  it('has a label for every field the layout records', () => {
    const unlabelled = Object.entries(LAYOUT_HISTORY_FIELDS).flatMap(([type, fields]) =>
      fields.filter((field) => !hasHistoryFieldLabel(type, field)).map((field) => `${type}.${field}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it('reads a field it has no words for in sentence case', () => {
    expect(hasHistoryFieldLabel('Section', 'pickPathId')).toBe(false);
    expect(historyFieldLabel('Section', 'pickPathId')).toBe('Pick path id');
    expect(historyFieldLabel('Store', 'posURLOverride')).toBe('Pos url override');
  });
});

describe('recorded values as their screens mean them', () => {
  it('shows a private information flag as shown or hidden, an integration as active, other flags yes or no', () => {
    expect(historyValueText('PrivateInfoSetting', 'customerDob', true)).toBe('shown');
    expect(historyValueText('PrivateInfoSetting', 'customerDob', false)).toBe('hidden');
    expect(historyValueText('Integration', 'status', false)).toBe('Inactive');
    expect(historyValueText('ItemCategory', 'isAlcohol', true)).toBe('Yes');
    expect(historyValueText('Client', 'curbsideOnly', false)).toBe('No');
  });

  it('shows a role by its name', () => {
    expect(historyValueText('User', 'role', 'storeManager')).toBe('Store Manager');
  });

  it('shows the named modes and prep options by name, other ids as they are', () => {
    expect(historyValueText('Shelf', 'preparedItemsMode', 5)).toBe('Inherit what was set at the section');
    expect(historyValueText('ItemCategory', 'preparedItemsMode', 3)).toBe('Yes Always');
    expect(historyValueText('Section', 'prepOptionId', 4)).toBe('Made to Order');
    expect(historyValueText('Section', 'foodSafetyTypeId', 4)).toBe('4');
  });

  it('marks a missing value, an empty text and an empty list', () => {
    expect(historyValueText('Section', 'name', null)).toBe('(none)');
    expect(historyValueText('Section', 'name', '')).toBe('(empty)');
    expect(historyValueText('Zone', 'userIds', [])).toBe('(none)');
    expect(historyValueText('Zone', 'userIds', [3, 8])).toBe('3, 8');
  });
});
