import { describe, expect, it } from 'vitest';
import { validateItemCategory, validateStagingName } from './staging-sections-and-item-categories.js';

describe('item category and carry-out validation', () => {
  it('refuses an item category without a source key', () => {
    expect(validateItemCategory({ itemCategoryTypeSourceKey: '  ' })).toEqual([
      { field: 'itemCategoryTypeSourceKey', message: 'Source key is required' },
    ]);
    expect(validateItemCategory({ itemCategoryTypeSourceKey: 'PRODUCE' })).toEqual([]);
  });

  it('refuses a staging section or shelf without a name', () => {
    expect(validateStagingName({ name: '' })).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect(validateStagingName({ name: 'Cooler Staging' })).toEqual([]);
  });
});
