/**
 * Message filters of spec 3: words filtered from a client's messages. The spec shows no validation
 * of the word; the product refuses an empty word, one longer than MAX_MESSAGE_FILTER_WORD, one with
 * control characters, and a word the client already filters (letter case ignored).
 */

/** Spec 3 point 9: ten words a page, the search sent 700 ms after the last key. */
export const MESSAGE_FILTER_PAGE_SIZE = 10;
export const MESSAGE_FILTER_SEARCH_DEBOUNCE_MS = 700;

/** A filtered word or short phrase; longer text is not a word. */
export const MAX_MESSAGE_FILTER_WORD = 100;

/** The sort the read takes (spec 3 point 7): on the word, Ascending by default. */
export const MESSAGE_FILTER_SORT_FIELD = 'MessageFilter';
export const MESSAGE_FILTER_DIRECTIONS = ['Ascending', 'Descending'] as const;
export type MessageFilterDirection = (typeof MESSAGE_FILTER_DIRECTIONS)[number];

export const MESSAGE_FILTER_MESSAGES = {
  /** Spec 3 point 8, word for word. */
  deleteFailed: 'Message Filter could not be deleted',
  wordMissing: 'Enter the word to filter.',
  wordTooLong: `A filtered word can be at most ${MAX_MESSAGE_FILTER_WORD} characters.`,
  wordControl: 'A filtered word cannot contain tabs, line breaks or other control characters.',
  duplicate: (word: string) => `"${word}" is already filtered.`,
} as const;

// C0 and C1 controls, DEL, and the line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The word as it is stored: trimmed. */
export const messageFilterWord = (word: string) => word.trim();

/** Why the word cannot be filtered, or null; checks the trimmed word. */
export function messageFilterWordRefusal(word: string): string | null {
  const trimmed = messageFilterWord(word);
  if (trimmed.length === 0) return MESSAGE_FILTER_MESSAGES.wordMissing;
  if ([...trimmed].length > MAX_MESSAGE_FILTER_WORD) return MESSAGE_FILTER_MESSAGES.wordTooLong;
  if (CONTROL.test(trimmed)) return MESSAGE_FILTER_MESSAGES.wordControl;
  return null;
}

/** Two words are one filter when they differ only in letter case. */
export const sameMessageFilterWord = (a: string, b: string) =>
  messageFilterWord(a).toLocaleLowerCase('en') === messageFilterWord(b).toLocaleLowerCase('en');

/** The skip of a page, counted from 1 (spec 3 point 4: skip steps by the page size). */
export const messageFilterSkip = (page: number) => Math.max(0, page - 1) * MESSAGE_FILTER_PAGE_SIZE;
