import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_ASSIGNMENTS,
  CUSTOM_FIELD_MESSAGES,
  customFieldUpdateRefusal,
  isValidNewCustomField,
} from './custom-fields.js';

const draft = { name: 'Gift message', sourceKey: 'gift_message_2', dataType: 'Text', assignment: 1 };

describe('custom field rules', () => {
  it('assigns a field to 1 Order or 2 Order Item', () => {
    expect(CUSTOM_FIELD_ASSIGNMENTS).toEqual([
      { id: 1, name: 'Order' },
      { id: 2, name: 'Order Item' },
    ]);
  });

  it('creates a field with a name, a source key of letters, digits and underscore, a data type and an assignment', () => {
    expect(isValidNewCustomField(draft)).toBe(true);
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['an empty source key', { sourceKey: '' }],
    ['a source key with a hyphen', { sourceKey: 'gift-message' }],
    ['a source key with a space', { sourceKey: 'gift message' }],
    ['no data type', { dataType: '' }],
    ['no assignment type', { assignment: null }],
    ['an unknown assignment type', { assignment: 3 }],
  ])(
    'refuses to create a field with %s: "Invalid Input" / "Please fill all required fields correctly."',
    (_case, change) => {
      expect(isValidNewCustomField({ ...draft, ...change })).toBe(false);
      expect(CUSTOM_FIELD_MESSAGES.invalidInputTitle).toBe('Invalid Input');
      expect(CUSTOM_FIELD_MESSAGES.invalidInput).toBe('Please fill all required fields correctly.');
    },
  );

  it('refuses an edit with the spec’s message for the first missing field', () => {
    expect(customFieldUpdateRefusal(undefined)).toBe('No field selected for editing.');
    expect(customFieldUpdateRefusal({ ...draft, name: '' })).toBe('Name field is required.');
    expect(customFieldUpdateRefusal({ ...draft, dataType: '' })).toBe('Data Type is required.');
    expect(customFieldUpdateRefusal({ ...draft, assignment: null })).toBe('Assignment Type is required.');
    expect(customFieldUpdateRefusal(draft)).toBeNull();
  });

  it('words the outcomes as the catalogue does', () => {
    expect(CUSTOM_FIELD_MESSAGES).toMatchObject({
      deleteTitle: 'Are you sure?',
      deleteMessage: 'This action cannot be undone.',
      fetchFailed: 'Could not fetch Custom Fields list.',
      createRefused: 'Could not create Custom Field due to validation issues.',
      createFailed: 'Could not create Custom Field.',
      updateFailed: 'Could not update Custom Field.',
      deleteFailed: 'An unexpected error occurred while deleting the Custom Field.',
      created: 'Custom Field created successfully.',
      updated: 'Custom Field updated successfully.',
      deleted: 'Custom Field deleted successfully.',
    });
  });
});
