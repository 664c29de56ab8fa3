import { describe, expect, it } from 'vitest';
import {
  deleteErrorText,
  parentStoreFor,
  STORE_COPY_TYPES,
  STORE_MESSAGES,
  storeCreateRefusal,
  storesTitle,
} from './stores.js';
import { US_STATES } from './us-states.js';

describe('store rules', () => {
  it("refuses a store without a type with 'Create Error' / 'Store Type Invalid'", () => {
    expect(storeCreateRefusal(null)).toBe('Store Type Invalid');
    expect(storeCreateRefusal(4)).toBe('Store Type Invalid');
    expect(STORE_MESSAGES.createErrorTitle).toBe('Create Error');
  });

  it('accepts the store types 1 Hub, 2 Spoke and 3 StandAlone', () => {
    expect([1, 2, 3].map(storeCreateRefusal)).toEqual([null, null, null]);
  });

  it('keeps a parent store only for a spoke', () => {
    expect(parentStoreFor(2, 7)).toBe(7);
    expect(parentStoreFor(1, 7)).toBeNull();
    expect(parentStoreFor(3, 7)).toBeNull();
  });

  it("joins the server's delete errors by line breaks under 'Delete Error'", () => {
    expect(deleteErrorText(['Store has 2 users.', 'Store has a layout.'])).toBe(
      'Store has 2 users.\nStore has a layout.',
    );
    expect(STORE_MESSAGES.deleteErrorTitle).toBe('Delete Error');
    expect(STORE_MESSAGES.deleteConfirmButton).toBe('Yes, delete it!');
  });

  it("titles the list 'for {client name}'", () => {
    expect(storesTitle('Demo Grocers')).toBe('for Demo Grocers');
  });

  it('offers the seven copy data types with their labels', () => {
    expect(STORE_COPY_TYPES.map((type) => `${type.typeKey}: ${type.label}`)).toEqual([
      'fsts: Food Safety Types',
      'itemcats: Item Categories',
      'zones: Zones',
      'merchlocations: Sections & Shelves',
      'carryout: Carryout Sections',
      'sdp: Delivery Settings',
      'attrs: Store Attributes',
    ]);
  });

  it('offers 50 states plus District Of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContainEqual({ abbreviation: 'DC', name: 'District Of Columbia' });
  });
});
