/** Messages of the integrations screen (spec 2 sections 5 and 8), word for word. */
export const INTEGRATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameInvalid:
    'Name contains invalid characters, only letters, digits, spaces and underscore characters are allowed',
  providerRequired: 'Please select the integration provider',
  typeRequired: 'Please select an Integration Type',
  authOptionsRequired: 'Authentication options is required',
  authOptionEmpty: 'Key-Value field values can not be empty in authentication options',
  authOptionIncomplete: 'Please provide both key and value.',
  createError: 'Error creating integration',
  updateError: 'Error while updating the integration',
  fetchProvidersFailed: 'Could not fetch integration providers list.',
  fetchTypesFailed: 'Could not fetch integration types list.',
  fetchListFailed: 'Could not fetch integration integrations list.',
  fetchDetailsFailed: 'Could not fetch integration details.',
  updateFailed: 'Could not update integration.',
  deleteFailed: 'Could not delete integration.',
  deleteConfirmation: 'Are you sure? This action cannot be undone.',
} as const;

/** How the list shows an integration's status (true = Active). */
export const integrationStatusLabel = (status: boolean) => (status ? 'Active' : 'Inactive');

/** One authentication option of an integration: a secret the provider expects, by name. */
export interface AuthOption {
  key: string;
  value: string;
}

/** What the create and edit forms hold before anything is sent. */
export interface IntegrationDraft {
  name: string;
  integrationTypeId: number | null;
  providerId: number | null;
  authOptions: readonly AuthOption[];
}

export type IntegrationField = 'name' | 'integrationTypeId' | 'providerId' | 'authOptions';

export interface IntegrationFieldError {
  field: IntegrationField;
  message: string;
}

/** A letter or digit first, then letters, digits, spaces, underscores or hyphens. */
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]*$/;

/** Why a (trimmed) integration name is refused, or null. */
export function integrationNameRefusal(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return INTEGRATION_MESSAGES.nameRequired;
  return NAME_PATTERN.test(trimmed) ? null : INTEGRATION_MESSAGES.nameInvalid;
}

/** The rows worth keeping: a row with neither key nor value is an unused form line, not an option. */
export function keptAuthOptions(rows: readonly AuthOption[]): AuthOption[] {
  return rows.filter((row) => row.key.trim() !== '' || row.value.trim() !== '');
}

/** Why the authentication rows are refused, or null: at least one, none half filled. */
export function authOptionsRefusal(rows: readonly AuthOption[]): string | null {
  const kept = keptAuthOptions(rows);
  if (kept.length === 0) return INTEGRATION_MESSAGES.authOptionsRequired;
  const halfFilled = kept.some((row) => row.key.trim() === '' || row.value.trim() === '');
  return halfFilled ? INTEGRATION_MESSAGES.authOptionEmpty : null;
}

/** Why a new key/value row cannot be added, or null: it needs both. */
export function newAuthOptionRefusal(row: AuthOption): string | null {
  return row.key.trim() && row.value.trim() ? null : INTEGRATION_MESSAGES.authOptionIncomplete;
}

/** Every refusal of an integration about to be created or saved, one per field, in form order. */
export function integrationErrors(draft: IntegrationDraft): IntegrationFieldError[] {
  const refusals: [IntegrationField, string | null][] = [
    ['name', integrationNameRefusal(draft.name)],
    ['integrationTypeId', draft.integrationTypeId ? null : INTEGRATION_MESSAGES.typeRequired],
    ['providerId', draft.providerId ? null : INTEGRATION_MESSAGES.providerRequired],
    ['authOptions', authOptionsRefusal(draft.authOptions)],
  ];
  return refusals.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}
