import { describe, expect, it } from 'vitest';
import {
  authOptionsRefusal,
  INTEGRATION_MESSAGES,
  integrationErrors,
  integrationNameRefusal,
  integrationStatusLabel,
  keptAuthOptions,
  newAuthOptionRefusal,
} from './integrations.js';

const complete = {
  name: 'Store POS',
  integrationTypeId: 1,
  providerId: 2,
  authOptions: [{ key: 'apiKey', value: 's3cret' }],
};

describe('integration rules', () => {
  it('accepts a complete integration', () => {
    expect(integrationErrors(complete)).toEqual([]);
  });

  it('refuses an empty name with "Name is required", spaces included', () => {
    expect(integrationNameRefusal('   ')).toBe('Name is required');
  });

  it('trims the name, then wants a letter or digit first followed by letters, digits, spaces, underscore or hyphen', () => {
    expect(integrationNameRefusal('  POS_main-2 east ')).toBeNull();
    for (const name of ['_pos', '-pos', 'pos!', 'café']) {
      expect(integrationNameRefusal(name)).toBe(
        'Name contains invalid characters, only letters, digits, spaces and underscore characters are allowed',
      );
    }
  });

  it('wants a provider: "Please select the integration provider"', () => {
    expect(integrationErrors({ ...complete, providerId: null })).toEqual([
      { field: 'providerId', message: 'Please select the integration provider' },
    ]);
  });

  it('wants an integration type: "Please select an Integration Type"', () => {
    expect(integrationErrors({ ...complete, integrationTypeId: null })).toEqual([
      { field: 'integrationTypeId', message: 'Please select an Integration Type' },
    ]);
  });

  it('drops empty key/value rows, then needs at least one: "Authentication options is required"', () => {
    const rows = [
      { key: '', value: '' },
      { key: ' ', value: '' },
    ];
    expect(keptAuthOptions(rows)).toEqual([]);
    expect(authOptionsRefusal(rows)).toBe('Authentication options is required');
    expect(keptAuthOptions([{ key: '', value: '' }, ...complete.authOptions])).toEqual(complete.authOptions);
  });

  it('refuses a row with only a key or only a value', () => {
    expect(authOptionsRefusal([{ key: 'apiKey', value: '' }])).toBe(
      'Key-Value field values can not be empty in authentication options',
    );
    expect(authOptionsRefusal([{ key: '', value: 'x' }])).toBe(INTEGRATION_MESSAGES.authOptionEmpty);
  });

  it('adds a row only with both key and value: "Please provide both key and value."', () => {
    expect(newAuthOptionRefusal({ key: 'apiKey', value: '' })).toBe('Please provide both key and value.');
    expect(newAuthOptionRefusal({ key: 'apiKey', value: 'x' })).toBeNull();
  });

  it('reports every field at once, in form order', () => {
    const fields = integrationErrors({
      name: '',
      integrationTypeId: null,
      providerId: null,
      authOptions: [],
    });
    expect(fields.map((error) => error.field)).toEqual([
      'name',
      'integrationTypeId',
      'providerId',
      'authOptions',
    ]);
  });

  it('shows status true as Active and false as Inactive', () => {
    expect([integrationStatusLabel(true), integrationStatusLabel(false)]).toEqual(['Active', 'Inactive']);
  });

  it('words the catalogue as the product does', () => {
    expect(INTEGRATION_MESSAGES).toMatchObject({
      createError: 'Error creating integration',
      updateError: 'Error while updating the integration',
      fetchListFailed: 'Could not fetch integration integrations list.',
      updateFailed: 'Could not update integration.',
      deleteFailed: 'Could not delete integration.',
      deleteConfirmation: 'Are you sure? This action cannot be undone.',
    });
  });
});
