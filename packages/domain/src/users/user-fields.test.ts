import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, validateProfileFields, validateUserFields } from './user-fields.js';

describe('validateUserFields', () => {
  it('asks for a user name, a valid e-mail address and a role', () => {
    expect(validateUserFields({ userName: ' ', email: 'nobody', role: '' })).toEqual([
      { field: 'userName', message: 'User name is required.' },
      { field: 'email', message: 'A valid email address is required.' },
      { field: 'role', message: 'Choose a role for the user.' },
    ]);
  });

  it('accepts a user with all three', () => {
    expect(validateUserFields({ userName: 'anna', email: 'anna@demo.test', role: 'shopper' })).toEqual([]);
  });
});

describe('validateProfileFields', () => {
  it('asks for a valid e-mail address, and nothing else', () => {
    expect(validateProfileFields({ email: 'anna at demo' })).toEqual([
      { field: 'email', message: 'A valid email address is required.' },
    ]);
    expect(validateProfileFields({ email: ' anna@demo.test ' })).toEqual([]);
  });
});

describe('USER_MESSAGES.roleNotAllowed', () => {
  it('names the role by its friendly name, not its key', () => {
    expect(USER_MESSAGES.roleNotAllowed('systemAdmin')).toBe(
      'You may not give a user the role System Admin.',
    );
    expect(USER_MESSAGES.roleNotAllowed('mystery')).toBe('You may not give a user the role mystery.');
  });
});
