import { PERMISSIONS } from '../access/claims.js';
import { ROLES } from '../access/roles.js';
import { all, jsonValidator, list, object, required, text, type Check } from './json-checks.js';

const known =
  (kind: string, names: readonly string[]): Check =>
  (value) =>
    names.includes(String(value)) ? undefined : `'${String(value)}' is not a known ${kind}.`;

const role = object({
  name: required(all(text, known('role', ROLES))),
  permissions: required(
    list('Permission', all(text, known('permission', PERMISSIONS)), {
      whenEmpty: 'permissions must not be empty.',
    }),
  ),
});

/** Type 9: {Roles: [{name, permissions[]}]} with known roles and permissions. */
export const userRoleValue = jsonValidator(
  object({
    Roles: required(
      list('Role', role, { whenEmpty: 'Role list is empty, you have to set at least one role.' }),
    ),
  }),
);
