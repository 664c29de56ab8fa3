import { ROLE_NAMES, type Role } from '../access/roles.js';

/**
 * Machine credentials for integrators. A key belongs to one client and acts with a role no higher
 * than its creator's; it is shown once, and only its hash is kept.
 */

/** Every key starts so, which tells it from a signed-in person's token. */
export const API_KEY_PREFIX = 'fk_';

/** How much of a key is kept in clear, to tell keys apart in the list. */
export const API_KEY_SHOWN_LENGTH = 10;

/** The roles a key may act with: a whole client, or chosen stores of it. */
export const API_KEY_ROLES = ['clientAdmin', 'storeManager'] as const satisfies readonly Role[];

export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** Requests one key may make in a minute, across every gateway. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

export const API_KEY_NAME_MAX_LENGTH = 100;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  role: `A key acts as a ${ROLE_NAMES.clientAdmin} or a ${ROLE_NAMES.storeManager}`,
  storesRequired: 'Choose at least one store for a Store Manager key',
  notManager: "Only a System Admin or the client's Client Admin may manage its API keys",
  revoked: 'This key was revoked already',
} as const;

export interface ApiKeyFields {
  name: string;
  role: string;
  storeIds: readonly number[];
}

export interface ApiKeyFieldError {
  field: 'name' | 'role' | 'storeIds';
  message: string;
}

export function isApiKeyRole(role: string): role is ApiKeyRole {
  return (API_KEY_ROLES as readonly string[]).includes(role);
}

/** Whether the acting role may create, list and revoke the keys of a client it manages. */
export function mayManageApiKeys(actingRole: string): boolean {
  return actingRole === 'systemAdmin' || actingRole === 'clientAdmin';
}

/** The problems of a new key's fields, each named by its field; empty when it may be created. */
export function apiKeyErrors(fields: ApiKeyFields): ApiKeyFieldError[] {
  const errors: ApiKeyFieldError[] = [];
  const name = fields.name.trim();
  if (!name) errors.push({ field: 'name', message: API_KEY_MESSAGES.nameRequired });
  else if (name.length > API_KEY_NAME_MAX_LENGTH)
    errors.push({ field: 'name', message: API_KEY_MESSAGES.nameTooLong });
  if (!isApiKeyRole(fields.role)) errors.push({ field: 'role', message: API_KEY_MESSAGES.role });
  else if (fields.role === 'storeManager' && fields.storeIds.length === 0)
    errors.push({ field: 'storeIds', message: API_KEY_MESSAGES.storesRequired });
  return errors;
}

/** The stores a key acts in: none named for a client-wide key, the chosen ones otherwise. */
export function apiKeyStores(role: ApiKeyRole, storeIds: readonly number[]): number[] {
  return role === 'clientAdmin' ? [] : [...new Set(storeIds)];
}
