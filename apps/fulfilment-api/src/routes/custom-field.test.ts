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

interface CustomField {
  customFieldId: number;
  clientId: number;
  name: string;
  sourceKey: string;
  dataType: string;
  assignment: number;
  version: number;
}

const create = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/customfield/create', { as, body });

const list = async (clientId: number, as = ADMIN) =>
  (await api.call('GET', `/customfield/client/${clientId}`, { as })).json<{ customFields: CustomField[] }>()
    .customFields;

const field = (overrides: Record<string, unknown> = {}) => ({
  clientId: demo,
  name: 'Gift message',
  sourceKey: 'gift_message',
  description: 'Printed on the receipt',
  dataType: 'Text',
  assignment: 1,
  ...overrides,
});

describe('custom fields', () => {
  it('creates, lists, updates and deletes a field of the client, recording who wrote it', async () => {
    const created = await create(ADMIN, field());
    expect(created.statusCode).toBe(200);
    const answer = created.json<{ customFieldId: number; customField: CustomField }>();
    expect(answer).toMatchObject({
      ok: true,
      errors: [],
      name: 'Gift message',
      dataType: 'Text',
      assignment: 1,
      customField: { sourceKey: 'gift_message', version: 1, updatedBy: ADMIN },
    });
    const { customFieldId } = answer;
    expect((await list(demo)).map((row) => row.sourceKey)).toContain('gift_message');

    const updated = await api.call('PUT', '/customfield/update', {
      as: ADMIN,
      body: { ...field({ name: 'Gift note', assignment: 2 }), customFieldId, version: 1 },
    });
    expect(updated.json()).toMatchObject({
      ok: true,
      errors: [],
      customField: { name: 'Gift note', assignment: 2, version: 2 },
    });

    const deleted = await api.call('DELETE', '/customfield/delete', {
      as: ADMIN,
      body: { customFieldId, clientId: demo, sourceKey: 'gift_message' },
    });
    expect(deleted.json()).toEqual({ ok: true, errors: [] });
    expect((await list(demo)).map((row) => row.customFieldId)).not.toContain(customFieldId);
  });

  it.each([
    ['a source key with a hyphen', { sourceKey: 'gift-message' }],
    ['a blank name', { name: ' ' }],
    ['an unknown data type', { dataType: 'Colour' }],
    ['no assignment type', { assignment: null }],
  ])(
    'refuses to create a field with %s: "Please fill all required fields correctly."',
    async (_case, change) => {
      const refused = await create(ADMIN, field(change));
      expect(refused.json()).toEqual({ ok: false, errors: ['Please fill all required fields correctly.'] });
    },
  );

  it('refuses a second field with the same source key in the client', async () => {
    await create(ADMIN, field({ sourceKey: 'loyalty_no' }));
    const again = await create(ADMIN, field({ sourceKey: 'loyalty_no', name: 'Other' }));
    expect(again.json()).toMatchObject({ ok: false, errors: [expect.stringContaining("'loyalty_no'")] });
  });

  it('refuses an update with the spec’s message for the missing field', async () => {
    const { customFieldId } = (await create(ADMIN, field({ sourceKey: 'bag_count' }))).json<CustomField>();
    const update = (change: Record<string, unknown>) =>
      api.call('PUT', '/customfield/update', {
        as: ADMIN,
        body: { ...field(change), customFieldId, version: 1 },
      });
    expect((await update({ name: '' })).json()).toEqual({ ok: false, errors: ['Name field is required.'] });
    expect((await update({ dataType: '' })).json()).toEqual({
      ok: false,
      errors: ['Data Type is required.'],
    });
    expect((await update({ assignment: null })).json()).toEqual({
      ok: false,
      errors: ['Assignment Type is required.'],
    });
  });

  it('answers a stale version with 409, the stored field and who changed it', async () => {
    const { customFieldId } = (await create(ADMIN, field({ sourceKey: 'door_code' }))).json<CustomField>();
    const body = { ...field({ sourceKey: 'door_code' }), customFieldId, version: 1 };
    await api.call('PUT', '/customfield/update', { as: SYSADMIN, body: { ...body, name: 'Door code' } });
    const stale = await api.call('PUT', '/customfield/update', { as: ADMIN, body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: SYSADMIN, current: { name: 'Door code', version: 2 } });
  });

  it('keeps each client’s fields to its own managers', async () => {
    expect((await create(OTHER_ADMIN, field())).statusCode).toBe(403);
    expect((await create(MANAGER, field())).statusCode).toBe(403);
    expect((await api.call('GET', `/customfield/client/${demo}`, { as: OTHER_ADMIN })).statusCode).toBe(403);
    expect((await list(other, SYSADMIN)).every((row) => row.clientId === other)).toBe(true);
    const { customFieldId } = (await create(ADMIN, field({ sourceKey: 'kept' }))).json<CustomField>();
    const stolen = await api.call('DELETE', '/customfield/delete', {
      as: OTHER_ADMIN,
      body: { customFieldId, clientId: other, sourceKey: 'kept' },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(demo)).map((row) => row.sourceKey)).toContain('kept');
  });
});
