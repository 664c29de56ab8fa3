/** The spec's result answers, as the handlers build them (their schema is the contract's Result). */

export const succeeded = { isSuccess: true, errors: [] as { errorMessage: string }[] };

export const refused = (errorMessage: string) => ({ isSuccess: false, errors: [{ errorMessage }] });
