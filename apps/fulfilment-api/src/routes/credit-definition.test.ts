import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let demo: number;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await idsByName(api)).client('Demo Grocers');
});
afterAll(() => ifStarted(api)?.close());

const PATH = '/client/customerCreditDefinition';
const named = (...names: string[]) => names.map((name) => ({ name }));

interface Definition {
  customerCreditDefinitionId: number;
  name: string;
  customerCreditPermissions: { name: string }[];
  version: number;
}

/** The list as the contract reads it: the client named by the fulfiller-clientId header. */
async function list(as: string, clientId: number) {
  const { token } = await api.signIn(as);
  return api.app.inject({
    method: 'GET',
    url: PATH,
    headers: { authorization: `Bearer ${token}`, 'fulfiller-clientid': String(clientId) },
  });
}

const definition = (overrides: Record<string, unknown> = {}) => ({
  clientId: demo,
  name: 'Damaged item',
  creditDefinitionSourceKey: 'DMG',
  customerNotificationTemplate: 'We credited {amount} for a damaged item.',
  customerCreditDepartments: named('Produce'),
  customerCreditMultipliers: named('1.5'),
  customerCreditPermissions: named('Big Credit'),
  ...overrides,
});

describe('customer credit definitions', () => {
  it('creates, lists, updates and deletes a definition of the caller’s client', async () => {
    const created = await api.call('POST', PATH, { as: ADMIN, body: definition() });
    expect(created.json()).toMatchObject({
      isSuccess: true,
      errors: [],
      customerCreditDefinition: { name: 'Damaged item', customerCreditMultipliers: named('1.5'), version: 1 },
    });
    const stored = created.json<{ customerCreditDefinition: Definition }>().customerCreditDefinition;
    const { customerCreditDefinitionId } = stored;

    const listed = (await list(ADMIN, demo)).json<{ customerCreditDefinitions: Definition[] }>();
    expect(listed.customerCreditDefinitions.map((row) => row.customerCreditDefinitionId)).toContain(
      customerCreditDefinitionId,
    );

    const updated = await api.call('PUT', PATH, {
      as: ADMIN,
      body: {
        ...definition({ customerCreditMultipliers: named('2.0', '2.5') }),
        customerCreditDefinitionId,
        version: 1,
      },
    });
    expect(updated.json()).toMatchObject({
      isSuccess: true,
      customerCreditDefinition: {
        customerCreditMultipliers: named('2.0', '2.5'),
        version: 2,
        updatedBy: ADMIN,
      },
    });

    const deleted = await api.call('DELETE', PATH, { as: ADMIN, body: { ...stored, version: 2 } });
    expect(deleted.json()).toEqual({ isSuccess: true, errors: [] });
    const after = (await list(ADMIN, demo)).json<{ customerCreditDefinitions: Definition[] }>();
    expect(after.customerCreditDefinitions.map((row) => row.customerCreditDefinitionId)).not.toContain(
      customerCreditDefinitionId,
    );
  });

  it('sets a definition without a permission to Small Credit', async () => {
    const created = await api.call('POST', PATH, {
      as: ADMIN,
      body: definition({ name: 'Late order', customerCreditPermissions: [] }),
    });
    expect(created.json().customerCreditDefinition.customerCreditPermissions).toEqual(named('Small Credit'));
  });

  it('refuses a multiplier outside 1.0 to 4.0', async () => {
    const refused = await api.call('POST', PATH, {
      as: ADMIN,
      body: definition({ customerCreditMultipliers: named('4.5') }),
    });
    expect(refused.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: "'4.5' is not a credit multiplier." }],
    });
  });

  it('answers a stale version with 409, the stored definition and who changed it', async () => {
    const created = await api.call('POST', PATH, { as: ADMIN, body: definition({ name: 'Missing item' }) });
    const { customerCreditDefinitionId } = created.json<{ customerCreditDefinition: Definition }>()
      .customerCreditDefinition;
    const body = { ...definition({ name: 'Missing item' }), customerCreditDefinitionId, version: 1 };
    await api.call('PUT', PATH, { as: SYSADMIN, body: { ...body, name: 'Missing items' } });
    const stale = await api.call('PUT', PATH, { as: ADMIN, body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: SYSADMIN,
      current: { name: 'Missing items', version: 2 },
    });
  });

  it('keeps each client’s definitions to its own managers, whatever the header says', async () => {
    expect((await list(OTHER_ADMIN, demo)).statusCode).toBe(403);
    expect((await list(MANAGER, demo)).statusCode).toBe(403);
    expect((await api.call('POST', PATH, { as: OTHER_ADMIN, body: definition() })).statusCode).toBe(403);
    expect((await list(SYSADMIN, demo)).statusCode).toBe(200);
  });
});
