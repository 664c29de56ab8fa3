import { describe, expect, it } from 'vitest';
import { HELP_DEFAULT_SORT, helpSearchTexts } from './help-items.js';

describe('help item rules', () => {
  it('searches on upcList and helpHTML', () => {
    expect(helpSearchTexts({ upcList: '0001234, 0005678', helpHTML: '<p>Keep frozen</p>' })).toEqual([
      '0001234, 0005678',
      '<p>Keep frozen</p>',
    ]);
  });

  it('sorts by upcList by default', () => {
    expect(HELP_DEFAULT_SORT).toEqual({ key: 'upcList', direction: 'ascending' });
  });
});
