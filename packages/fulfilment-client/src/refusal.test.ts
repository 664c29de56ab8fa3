import { describe, expect, it } from 'vitest';
import { refusalMessages } from './refusal.js';

describe('refusalMessages', () => {
  it('reads `{ errorMessage }` items of an isSuccess answer', () => {
    expect(
      refusalMessages({
        isSuccess: false,
        errors: [{ errorMessage: 'A client with this name already exists' }],
      }),
    ).toEqual([{ field: null, message: 'A client with this name already exists' }]);
  });

  it('reads plain messages of a layout answer and the field each names', () => {
    expect(
      refusalMessages({
        isSuccess: false,
        errors: ['Please enter a section name.', 'The change was refused.'],
        fieldErrors: [{ field: 'name', message: 'Please enter a section name.' }],
      }),
    ).toEqual([
      { field: 'name', message: 'Please enter a section name.' },
      { field: null, message: 'The change was refused.' },
    ]);
  });

  it('reads plain messages of an ok answer', () => {
    expect(refusalMessages({ ok: false, errors: ['Source key already exists'] })).toEqual([
      { field: null, message: 'Source key already exists' },
    ]);
  });

  it('answers no message for an answer without refusals', () => {
    expect(refusalMessages({ isSuccess: true, errors: [] })).toEqual([]);
  });
});
