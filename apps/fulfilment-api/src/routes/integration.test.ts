import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SYSADMIN } from '../testing/layout.js';
import { demoClientIds, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let demo: number;
let other: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ demo, other } = await demoClientIds(api));
});
afterAll(() => ifStarted(api)?.close());

interface Integration {
  integrationId: number;
  name: string;
  status: boolean;
  providerId: number;
  authOptions: { key: string; value: string }[];
  provider: { name: string; integrationType: { name: string } };
  version: number;
}

const list = async (clientId: number, as = ADMIN) =>
  (await api.call('GET', `/clientintegrations/GetByClientId/${clientId}/Details`, { as })).json<
    Integration[]
  >();

const create = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/clientintegrations/create', { as, body });

const posIntegration = (clientId: number) => ({
  clientId,
  providerId: 2,
  name: '  Back office POS ',
  status: true,
  authOptions: [
    { key: 'apiKey', value: 'k-123' },
    { key: '', value: '' },
  ],
});

describe('integrations', () => {
  it('lists the integration types and the providers, all or by type', async () => {
    const types = await api.call('GET', '/clientintegrations/GetIntegrationTypes', { as: ADMIN });
    expect(types.json()).toEqual([
      { integrationTypeId: 1, name: 'Point of Sale' },
      { integrationTypeId: 2, name: 'Delivery' },
    ]);
    const all = await api.call('GET', '/clientintegrations/GetIntegrationProviders', { as: ADMIN });
    expect(all.json()).toHaveLength(6);
    const delivery = await api.call('GET', '/clientintegrations/GetIntegrationProviders/ByTypes/2', {
      as: ADMIN,
    });
    expect(delivery.json().map((p: { name: string }) => p.name)).toEqual([
      'DoorDash Drive',
      'Instacart Connect',
      'Uber Direct',
    ]);
    expect(delivery.json()[0]).toMatchObject({ integrationType: { integrationTypeId: 2, name: 'Delivery' } });
  });

  it('lists the demo client’s integrations with provider, type and status', async () => {
    expect(await list(demo)).toMatchObject([
      { name: 'Same-day delivery', status: false, provider: { name: 'DoorDash Drive' } },
      { name: 'Store POS', status: true, provider: { integrationType: { name: 'Point of Sale' } } },
    ]);
  });

  it('creates, reads, updates and deletes an integration, trimming the name and dropping empty rows', async () => {
    const created = await create(ADMIN, posIntegration(demo));
    expect(created.statusCode, created.body).toBe(200);
    const answer = created.json();
    expect(answer).toMatchObject({
      isSuccess: true,
      errors: [],
      providerId: 2,
      name: 'Back office POS',
      status: true,
      integration: { authOptions: [{ key: 'apiKey', value: 'k-123' }], version: 1, updatedBy: ADMIN },
    });
    const { integrationId } = answer;
    const details = await api.call('GET', `/clientintegrations/GetDetails/${integrationId}`, {
      as: SYSADMIN,
    });
    expect(details.json()).toMatchObject({ integrationId, provider: { name: 'Toshiba 4690' } });

    const update = (version: number, as: string, name: string) =>
      api.call('PUT', '/clientIntegrations/update', {
        as,
        body: { ...posIntegration(demo), integrationId, name, status: false, version },
      });
    const updated = await update(1, SYSADMIN, 'Back office POS 2');
    expect(updated.json()).toMatchObject({
      isSuccess: true,
      name: 'Back office POS 2',
      status: false,
      integration: { version: 2, updatedBy: SYSADMIN },
    });
    const stale = await update(1, ADMIN, 'Lost edit');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: SYSADMIN,
      current: { name: 'Back office POS 2', version: 2 },
    });

    const deleted = await api.call('DELETE', `/clientIntegrations/delete/${integrationId}`, { as: ADMIN });
    expect(deleted.json()).toEqual({ isSuccess: true, errors: [] });
    expect((await list(demo)).some((i) => i.integrationId === integrationId)).toBe(false);
    const gone = await api.call('GET', `/clientintegrations/GetDetails/${integrationId}`, { as: ADMIN });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses with the spec’s messages and stores nothing', async () => {
    const before = await list(demo);
    const refusals = [
      [{ name: '' }, 'Name is required'],
      [
        { name: '_pos' },
        'Name contains invalid characters, only letters, digits, spaces and underscore characters are allowed',
      ],
      [{ providerId: 99 }, 'Please select the integration provider'],
      [{ authOptions: [{ key: ' ', value: '' }] }, 'Authentication options is required'],
      [
        { authOptions: [{ key: 'apiKey', value: '' }] },
        'Key-Value field values can not be empty in authentication options',
      ],
    ] as const;
    for (const [change, errorMessage] of refusals) {
      const response = await create(ADMIN, { ...posIntegration(demo), ...change });
      expect(response.json()).toEqual({ isSuccess: false, errors: [{ errorMessage }] });
    }
    expect(await list(demo)).toEqual(before);
  });

  it('keeps each client’s integrations to its own admins', async () => {
    const [demoIntegration] = await list(demo);
    const id = demoIntegration!.integrationId;
    for (const as of [OTHER_ADMIN, MANAGER]) {
      const read = await api.call('GET', `/clientintegrations/GetByClientId/${demo}/Details`, { as });
      expect(read.statusCode).toBe(403);
      expect(read.body).not.toContain('demo-');
    }
    const calls = [
      api.call('GET', `/clientintegrations/GetDetails/${id}`, { as: OTHER_ADMIN }),
      create(OTHER_ADMIN, posIntegration(demo)),
      api.call('PUT', '/clientIntegrations/update', {
        as: OTHER_ADMIN,
        body: { ...posIntegration(other), integrationId: id, version: demoIntegration!.version },
      }),
      api.call('DELETE', `/clientIntegrations/delete/${id}`, { as: OTHER_ADMIN }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect(await list(demo)).toContainEqual(demoIntegration);
    expect(await list(other, OTHER_ADMIN)).toEqual([]);
  });
});
