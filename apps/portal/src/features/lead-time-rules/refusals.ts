import { LEAD_TIME_RULE_MESSAGES } from '@fulfil/domain';

/** Spec 3 section 8: a create or update that answers nothing means too many sections and shelves. */
export const emptyAnswer = LEAD_TIME_RULE_MESSAGES.tooManySectionsAndShelves;

/** The refusal's messages, one a line; an empty refusal is the spec's empty answer. */
export const refusalText = (errors: readonly { message: string }[]) =>
  errors.length ? errors.map((error) => error.message).join('\n') : emptyAnswer;
