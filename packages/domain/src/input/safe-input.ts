/**
 * What the database stores: ids and other whole numbers are 32-bit integers, and text never holds
 * the NUL character. Both doors (the gateway and the REST API) refuse other input with a message
 * that names the field, before anything is stored.
 */

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** No body of the contract nests deeper; deeper input is refused rather than walked. */
export const MAX_INPUT_DEPTH = 32;
/** A batch read names at most this many ids, so one call stays one bounded query; callers split longer lists. */
export const MAX_BATCH_IDS = 100;

/**
 * History entries are numbered by a 64-bit sequence, which a busy service takes past 2^31; their ids
 * are whole numbers of up to 18 digits, which that sequence does not outgrow.
 */
export const HISTORY_ID_PATTERN = '^[1-9][0-9]{0,17}$';
const HISTORY_ID_MAX = '999999999999999999';

/** Why a row id is not one: ids are whole numbers from 1 to 2147483647. */
export function idProblem(value: unknown, name: string): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && /^\d{1,10}$/.test(text)) {
    const id = Number(text);
    if (id >= 1 && id <= INT32_MAX) return null;
  }
  return invalidId(value, name, INT32_MAX);
}

/** Why a history entry's id is not one: whole numbers from 1 to 999999999999999999, as text. */
export function historyIdProblem(value: unknown, name: string): string | null {
  if (typeof value === 'string' && new RegExp(HISTORY_ID_PATTERN).test(value)) return null;
  return invalidId(value, name, HISTORY_ID_MAX);
}

const invalidId = (value: unknown, name: string, max: number | string) =>
  `Invalid id for ${name}: ${describe(value)} is not a whole number from 1 to ${max}.`;

/**
 * Why a value cannot be stored: a NUL character in text, a whole number beyond 32 bits, or nesting
 * deeper than any body of the contract.
 */
export function unstorableProblem(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? `${path} must not contain the NUL character.` : null;
  }
  if (typeof value === 'number') {
    const fits = !Number.isInteger(value) || (value >= INT32_MIN && value <= INT32_MAX);
    return fits ? null : `${path} must be a whole number from ${INT32_MIN} to ${INT32_MAX}.`;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH) return `${path} is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = unstorableProblem(item, `${path}/${index}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorableKey(key, path) ?? unstorableProblem(item, `${path}/${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const unstorableKey = (key: string, path: string) =>
  key.includes('\u0000') ? `${path} has a field name with the NUL character.` : null;

/** A value as a message shows it: short, and with control characters visible. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
