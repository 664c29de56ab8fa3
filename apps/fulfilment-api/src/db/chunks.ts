/** Rows per statement: far below PostgreSQL's 65,535 parameters, however wide the row. */
export const CHUNK = 1000;

/** `items` in slices of at most CHUNK, for multi-row statements over long lists. */
export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) result.push(items.slice(at, at + CHUNK));
  return result;
}
