import { isRole, ROLE_NAMES } from '../access/roles.js';

/** A role's friendly name for messages; an unknown key is shown as it is. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_NAMES[role] : role;
}

/** What the user form, the gateway and the API say about a user's fields. */
export const USER_MESSAGES = {
  userNameRequired: 'User name is required.',
  emailInvalid: 'A valid email address is required.',
  roleRequired: 'Choose a role for the user.',
  roleNotAllowed: (role: string) => `You may not give a user the role ${roleLabel(role)}.`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** A field of the user form and why it cannot be saved. */
export interface UserFieldError {
  field: 'userName' | 'email' | 'role';
  message: string;
}

/** The required fields of a user: a user name, an e-mail address and a role. */
export function validateUserFields(user: {
  userName: string;
  email: string;
  role: string;
}): UserFieldError[] {
  const errors: UserFieldError[] = [];
  if (!user.userName.trim()) errors.push({ field: 'userName', message: USER_MESSAGES.userNameRequired });
  errors.push(...validateProfileFields(user));
  if (!user.role.trim()) errors.push({ field: 'role', message: USER_MESSAGES.roleRequired });
  return errors;
}

/** The one required field of a person's own profile: a valid e-mail address. */
export function validateProfileFields(profile: { email: string }): UserFieldError[] {
  return EMAIL.test(profile.email.trim()) ? [] : [{ field: 'email', message: USER_MESSAGES.emailInvalid }];
}
