import type { LayoutFieldError } from '@fulfil/rest-contract';

/** The answers of the store layout writes (docs/rest-contract.md, "Answers of writes"). */

export type FieldError = LayoutFieldError;

/** A write that stored what it answers. */
export function saved<T extends Record<string, unknown>>(answer: T) {
  return { isSuccess: true, errors: [] as string[], fieldErrors: [] as FieldError[], ...answer };
}

/** A write refused by a rule of the spec: nothing was stored. */
export function rejected(fieldErrors: FieldError[]) {
  return { isSuccess: false, errors: fieldErrors.map((error) => error.message), fieldErrors };
}
