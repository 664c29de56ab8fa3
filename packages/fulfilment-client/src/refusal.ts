import type { RestCustomFieldResult, RestLayoutOutcome, RestOutcome } from './types.js';

/** One message of a refused write, with the field it is about when the API named one. */
export interface RefusalMessage {
  field: string | null;
  message: string;
}

/** Any of the contract's three answers that carry expected refusals as data. */
export type RefusableAnswer = RestOutcome | RestLayoutOutcome | RestCustomFieldResult;

/**
 * The messages of a write's answer in one shape, whichever envelope carried them: `errors` as plain
 * strings (layout writes, with `fieldErrors` naming fields; custom fields, with `ok`) or as
 * `{ errorMessage }` (every other `isSuccess` answer). Empty when the answer holds no message.
 */
export function refusalMessages(answer: RefusableAnswer): RefusalMessage[] {
  const fieldErrors = 'fieldErrors' in answer ? answer.fieldErrors : [];
  return answer.errors.map((error) => {
    const message = typeof error === 'string' ? error : error.errorMessage;
    return { message, field: fieldErrors.find((named) => named.message === message)?.field ?? null };
  });
}
