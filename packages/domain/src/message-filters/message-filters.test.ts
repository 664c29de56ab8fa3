import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGE_FILTER_WORD,
  MESSAGE_FILTER_MESSAGES,
  MESSAGE_FILTER_PAGE_SIZE,
  MESSAGE_FILTER_SEARCH_DEBOUNCE_MS,
  messageFilterSkip,
  messageFilterWordRefusal,
  sameMessageFilterWord,
} from './message-filters.js';

describe('message filter paging (spec 3 points 4 and 9)', () => {
  it('pages by 10 and debounces the search by 700 ms', () => {
    expect(MESSAGE_FILTER_PAGE_SIZE).toBe(10);
    expect(MESSAGE_FILTER_SEARCH_DEBOUNCE_MS).toBe(700);
    expect([1, 2, 3].map(messageFilterSkip)).toEqual([0, 10, 20]);
  });

  it("says a failed delete in the spec's words", () => {
    expect(MESSAGE_FILTER_MESSAGES.deleteFailed).toBe('Message Filter could not be deleted');
  });
});

describe('message filter words', () => {
  it('takes a trimmed word up to the limit', () => {
    expect(messageFilterWordRefusal('  darn ')).toBeNull();
    expect(messageFilterWordRefusal('x'.repeat(MAX_MESSAGE_FILTER_WORD))).toBeNull();
  });

  it('refuses an empty word, a long one and one with control characters', () => {
    expect(messageFilterWordRefusal('   ')).toBe(MESSAGE_FILTER_MESSAGES.wordMissing);
    expect(messageFilterWordRefusal('x'.repeat(MAX_MESSAGE_FILTER_WORD + 1))).toBe(
      MESSAGE_FILTER_MESSAGES.wordTooLong,
    );
    expect(messageFilterWordRefusal('bad\tword')).toBe(MESSAGE_FILTER_MESSAGES.wordControl);
    expect(messageFilterWordRefusal('bad\u0000')).toBe(MESSAGE_FILTER_MESSAGES.wordControl);
  });

  it('counts words differing only in letter case as one', () => {
    expect(sameMessageFilterWord('Darn', ' darn')).toBe(true);
    expect(sameMessageFilterWord('darn', 'dang')).toBe(false);
  });
});
