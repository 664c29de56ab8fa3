/** Messages of the reset password screen (spec 1 sections 5 and 8), word for word. */
export const PASSWORD_RESET_MESSAGES = {
  mismatch: 'Error: Passwords do not match',
  done: 'Done!',
} as const;

/** The states of a password reset request or reset (spec 1 section 4). */
export type PasswordResetState = 'idle' | 'loading' | 'completed';

/** Why the new password cannot be sent, or null: it must match its confirmation. */
export function newPasswordRefusal(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_RESET_MESSAGES.mismatch;
}

/** A failed reset in the spec's words: "Error: " plus the server's text. */
export function passwordResetFailure(serverText: string): string {
  return `Error: ${serverText}`;
}
