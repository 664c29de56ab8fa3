import type { RestOrderedRows } from './types.js';

/** The one field of an answer that callers want, e.g. the rows of `{ helpItems: [...] }`. */
export async function unwrapped<Answer, Key extends keyof Answer>(
  answer: Promise<Answer>,
  key: Key,
): Promise<Answer[Key]> {
  return (await answer)[key];
}

/** An ordered list's rows, unwrapped from their key, with the list's version read with them. */
export async function orderedRows<Key extends string, Row>(
  answer: Promise<Record<Key, Row[]> & { listVersion: number }>,
  key: Key,
): Promise<RestOrderedRows<Row>> {
  const read = await answer;
  return { rows: read[key], listVersion: read.listVersion };
}
