import { describe, expect, it } from 'vitest';
import { newPasswordRefusal, PASSWORD_RESET_MESSAGES, passwordResetFailure } from './password-reset.js';

describe('password reset', () => {
  it('refuses a confirmation that differs with "Error: Passwords do not match"', () => {
    expect(newPasswordRefusal('new-password-1', 'new-password-2')).toBe('Error: Passwords do not match');
  });

  it('accepts a confirmation that matches', () => {
    expect(newPasswordRefusal('new-password-1', 'new-password-1')).toBeNull();
  });

  it('shows a failure as "Error: " plus the server text', () => {
    expect(passwordResetFailure('The reset link is invalid or has expired.')).toBe(
      'Error: The reset link is invalid or has expired.',
    );
  });

  it('says "Done!" on success', () => {
    expect(PASSWORD_RESET_MESSAGES.done).toBe('Done!');
  });
});
