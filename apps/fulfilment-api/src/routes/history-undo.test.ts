import { UNDO_MESSAGES, USER_MESSAGES } from '@fulfil/domain';
import { ifStarted } from '@fulfil/test-fixtures';
import type { HistoryEntry, UndoHistoryResult } from '@fulfil/rest-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIconPng } from '../db/demo-icons.js';
import { DEMO_PASSWORD } from '../db/seed-demo.js';
import {
  ADMIN,
  createSection as newSection,
  foodSafetyTypeIds,
  MANAGER,
  OTHER_ADMIN,
  sectionsOf,
  SHOPPER,
  SYSADMIN,
  written,
} from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let storeId: number;
let clientId: number;
let cooler: number;

beforeAll(async () => {
  api = await startTestApi();
  const ids = await idsByName(api);
  storeId = ids.store('Downtown Hub');
  clientId = ids.client('Demo Grocers');
  cooler = (await foodSafetyTypeIds(api, storeId)).get('Cooler')!;
});
afterAll(() => ifStarted(api)?.close());

/** The entries of one row, newest first. */
async function entriesOf(entityType: string, entityId: number | string): Promise<HistoryEntry[]> {
  const id = encodeURIComponent(entityId);
  const response = await api.call('GET', `/history?entityType=${entityType}&entityId=${id}`, {
    as: SYSADMIN,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: HistoryEntry[] }>().entries;
}

const latestOf = async (entityType: string, entityId: number | string) =>
  (await entriesOf(entityType, entityId))[0]!;

const undo = (entry: HistoryEntry | string, as = ADMIN) =>
  api.call('POST', `/history/${typeof entry === 'string' ? entry : entry.historyId}/undo`, { as });

async function undone(entry: HistoryEntry, as = ADMIN): Promise<UndoHistoryResult> {
  const response = await undo(entry, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UndoHistoryResult>();
}

const createSection = (sectionSourceKey: string) =>
  newSection(api, { storeId, foodSafetyTypeId: cooler }, sectionSourceKey);

async function renameSection(section: { sectionId: number }, name: string, as = ADMIN) {
  const [stored] = (await sectionsOf(api, storeId)).filter((row) => row.sectionId === section.sectionId);
  const body = { ...stored, shelves: undefined, zoneSections: undefined, name };
  return written(await api.call('PUT', '/section', { as, body })).section;
}

describe('undoing one’s own last change from its history entry', () => {
  it('sets an update’s fields back, under a new version, and records the undo as the caller’s change', async () => {
    const section = await createSection('U01');
    const renamed = await renameSection(section, 'Dairy');
    const answer = await undone(await latestOf('Section', section.sectionId));
    expect(answer.entry).toMatchObject({
      action: 'updated',
      entityType: 'Section',
      entityId: String(section.sectionId),
      storeId,
      clientId,
      actorName: ADMIN,
      changes: { name: { before: 'Dairy', after: 'U01' } },
    });
    expect(Object.keys(answer.entry.changes)).toEqual(['name']);
    expect(answer).toMatchObject({ parentId: storeId, orderedIds: null, listVersion: null });
    const [stored] = (await sectionsOf(api, storeId)).filter((row) => row.sectionId === section.sectionId);
    expect(stored).toMatchObject({ name: 'U01', version: renamed.version + 1 });
    expect((await entriesOf('Section', section.sectionId)).map((entry) => entry.action)).toEqual([
      'updated',
      'updated',
      'created',
    ]);
  });

  it('moves a moved section back, renumbering the list and recording the move once', async () => {
    const before = (await sectionsOf(api, storeId)).map((row) => row.sectionId);
    const [first, , third] = before;
    const move = { storeId, sourceSectionId: third, direction: 'Before', targetSectionId: first };
    written(await api.call('POST', '/section/move', { as: ADMIN, body: move }));
    const moved = await latestOf('Section', third!);
    expect(moved.changes).toEqual({ position: { before: 3, after: 1 } });
    const answer = await undone(moved);
    expect(answer.entry).toMatchObject({ action: 'moved', changes: { position: { before: 1, after: 3 } } });
    expect(answer.orderedIds).toEqual(before);
    const after = await sectionsOf(api, storeId);
    expect(after.map((row) => row.sectionId)).toEqual(before);
    expect(after.map((row) => row.sequenceId)).toEqual(before.map((_, index) => index + 1));
    // Only the moved section has an entry of the undo; the ones it shifted have none.
    for (const shifted of [first!, before[1]!]) {
      const since = (await entriesOf('Section', shifted)).filter(
        (entry) => BigInt(entry.historyId) > BigInt(moved.historyId),
      );
      expect(since).toEqual([]);
    }
  });

  it('deletes a created section as a delete does, leaving the list 1..n', async () => {
    const section = await createSection('U02');
    const answer = await undone(await latestOf('Section', section.sectionId));
    expect(answer.entry).toMatchObject({
      action: 'deleted',
      changes: { name: { before: 'U02', after: null } },
    });
    const rows = await sectionsOf(api, storeId);
    expect(rows.map((row) => row.sectionId)).not.toContain(section.sectionId);
    expect(answer.orderedIds).toEqual(rows.map((row) => row.sectionId));
    expect(rows.map((row) => row.sequenceId)).toEqual(rows.map((_, index) => index + 1));
  });

  it('undoes a zone’s rename too', async () => {
    const zones = (await api.call('GET', `/zone/detail/store/${storeId}`, { as: ADMIN })).json().zoneDetails;
    const zone = zones[0];
    const body = {
      zoneId: zone.zoneId,
      storeId,
      version: zone.version,
      name: 'Front',
      foodSafetyTypeId: zone.foodSafetyTypeId,
    };
    written(await api.call('PUT', '/zone', { as: ADMIN, body }));
    const answer = await undone(await latestOf('Zone', zone.zoneId));
    expect(answer.entry.changes).toEqual({ name: { before: 'Front', after: zone.name } });
  });
});

describe('undoing changes of rows outside the store layout, through their own routes', () => {
  async function customField(sourceKey: string) {
    const body = { clientId, name: 'Gift note', sourceKey, description: '', dataType: 'Text', assignment: 1 };
    const created = await api.call('POST', '/customfield/create', { as: ADMIN, body });
    expect(created.json().ok, created.body).toBe(true);
    return created.json().customField;
  }

  const renameField = async (field: { customFieldId: number }, name: string, as = ADMIN) => {
    const fields = (await api.call('GET', `/customfield/client/${clientId}`, { as: SYSADMIN })).json()
      .customFields as { customFieldId: number }[];
    const stored = fields.find((row) => row.customFieldId === field.customFieldId);
    const response = await api.call('PUT', '/customfield/update', { as, body: { ...stored, name } });
    expect(response.json().ok, response.body).toBe(true);
    return response.json().customField;
  };

  it('sets a client’s update back through its update route, answering the stored client', async () => {
    const client = (await api.call('GET', `/client/${clientId}`, { as: ADMIN })).json();
    const body = { ...client, posMode: (client.posMode ?? 0) + 1 };
    const changed = await api.call('PUT', '/client/Update', { as: ADMIN, body });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = await undone(await latestOf('Client', clientId));
    expect(answer.entry).toMatchObject({
      action: 'updated',
      actorName: ADMIN,
      changes: { posMode: { before: body.posMode, after: client.posMode } },
    });
    expect(answer.stored).toMatchObject({ clientId, posMode: client.posMode, version: client.version + 2 });
    expect((await api.call('GET', `/client/${clientId}`, { as: ADMIN })).json().posMode).toBe(client.posMode);
  });

  it('renames a custom field back, and deletes a created message filter through its delete route', async () => {
    const field = await customField('undo_note');
    await renameField(field, 'Gift card note');
    const answer = await undone(await latestOf('CustomField', field.customFieldId));
    expect(answer.entry.changes).toEqual({ name: { before: 'Gift card note', after: 'Gift note' } });
    expect(answer.stored).toMatchObject({ ok: true, customField: { name: 'Gift note' } });

    const created = await api.call('POST', '/messagefilter/create', {
      as: ADMIN,
      body: { clientId, word: 'undoable' },
    });
    const { messageFilterId } = created.json().messageFilter;
    const deletion = await undone(await latestOf('MessageFilter', messageFilterId));
    expect(deletion.entry).toMatchObject({ action: 'deleted', changes: { word: { before: 'undoable' } } });
    expect(deletion.stored).toEqual({ isSuccess: true, errors: [] });
  });

  it('sets an attribute’s value back, checked by its name’s type as its update route checks it', async () => {
    const body = { clientId, name: 'MaxOrdersPerBatch', value: '4' };
    const created = await api.call('POST', '/client/appAttribute/Create', { as: ADMIN, body });
    const attribute = created.json().appAttribute;
    const changed = await api.call('PUT', '/client/appattribute/Update', {
      as: ADMIN,
      body: { ...body, appAttributeId: attribute.appAttributeId, version: attribute.version, value: '6' },
    });
    expect(changed.json().isSuccess, changed.body).toBe(true);
    const answer = await undone(await latestOf('AppAttribute', attribute.appAttributeId));
    expect(answer.entry.changes).toEqual({ value: { before: '6', after: '4' } });
    expect(answer.stored).toMatchObject({ appAttribute: { value: '4', version: attribute.version + 2 } });
  });

  it('sets a lead time rule’s custom text and tag lists back, answering the rule as its route does', async () => {
    const rule = {
      name: 'Undo rush',
      description: 'Tell the desk',
      minutesFromPromiseTime: 25,
      alertColor: 'yellow',
      leadTimeRuleTypeId: 3,
    };
    const sms = { sendCustomerSMS: true, customerSMSType: 1, customCustomerSMS: 'Almost ready' };
    const body = { storeId, ...rule, ...sms, emailAddressTags: ['desk@demo.test'] };
    const created = written(await api.call('POST', '/leadtime/rule', { as: ADMIN, body })).rule;
    const change = {
      ...body,
      leadTimeRuleId: created.leadTimeRuleId,
      version: created.version,
      customCustomerSMS: 'Ready now',
      emailAddressTags: ['desk@demo.test', 'late@demo.test'],
    };
    written(await api.call('PUT', '/leadtime/rule', { as: ADMIN, body: change }));
    const answer = await undone(await latestOf('LeadTimeRule', created.leadTimeRuleId));
    expect(answer.entry.changes).toEqual({
      customCustomerSms: { before: 'Ready now', after: 'Almost ready' },
      emailAddressTags: { before: ['desk@demo.test', 'late@demo.test'], after: ['desk@demo.test'] },
    });
    const { rules } = (await api.call('GET', `/leadtime/rule/store/${storeId}`, { as: ADMIN })).json();
    const stored = rules.find(
      (row: { leadTimeRuleId: number }) => row.leadTimeRuleId === created.leadTimeRuleId,
    );
    expect(stored).toMatchObject({ customCustomerSMS: 'Almost ready', version: created.version + 2 });
    expect(answer.stored).toMatchObject({ isSuccess: true, rule: stored });
  });

  it('moves a lead time rule back to where it stood, answering the list’s order as its move does', async () => {
    const create = async (name: string) =>
      written(
        await api.call('POST', '/leadtime/rule', {
          as: ADMIN,
          body: {
            storeId,
            name,
            description: '',
            minutesFromPromiseTime: 10,
            alertColor: 'red',
            leadTimeRuleTypeId: 3,
          },
        }),
      ).rule;
    const [first, second] = [await create('Undo first'), await create('Undo second')];
    const order = async () =>
      (await api.call('GET', `/leadtime/rule/store/${storeId}`, { as: ADMIN })).json() as {
        rules: { leadTimeRuleId: number }[];
        listVersion: number;
      };
    const before = (await order()).rules.map((rule) => rule.leadTimeRuleId);
    const move = {
      storeId,
      sourceLeadTimeRuleId: second.leadTimeRuleId,
      direction: 'Before',
      targetLeadTimeRuleId: first.leadTimeRuleId,
    };
    written(await api.call('POST', '/leadtime/rule/move', { as: ADMIN, body: move }));
    const moved = await latestOf('LeadTimeRule', second.leadTimeRuleId);
    const at = before.indexOf(second.leadTimeRuleId) + 1;
    expect(moved.changes).toEqual({ position: { before: at, after: at - 1 } });
    expect((await undo(moved, OTHER_ADMIN)).statusCode).toBe(404);

    const answer = await undone(moved);
    expect(answer.entry).toMatchObject({
      action: 'moved',
      changes: { position: { before: at - 1, after: at } },
    });
    const after = await order();
    expect(after.rules.map((rule) => rule.leadTimeRuleId)).toEqual(before);
    expect(answer).toMatchObject({ orderedIds: before, listVersion: after.listVersion });
    expect(answer.stored).toMatchObject({ isSuccess: true, rule: { leadTimeRuleId: second.leadTimeRuleId } });
    // Back where it stood, a second undo of the same move finds nothing to do.
    expect((await undo(moved)).statusCode).toBe(409);
  });

  it('sets an assignment rule’s limit back, answering it with its list’s order as its update does', async () => {
    const rule = { clientId, type: 'LIMIT', key: 'ORDER_COUNT', value: '4' };
    const { assignmentRule: created } = written(
      await api.call('POST', '/autoassignment/rule', { as: ADMIN, body: rule }),
    );
    const { assignmentRuleId, version } = created;
    const change = { assignmentRuleId, version, type: 'LIMIT', key: 'ORDER_COUNT', value: '6' };
    written(await api.call('PUT', '/autoassignment/rule', { as: ADMIN, body: change }));
    const answer = await undone(await latestOf('AssignmentRule', assignmentRuleId));
    expect(answer.entry.changes).toEqual({ value: { before: '6', after: '4' } });
    const stored = (await api.call('GET', `/autoassignment/rule/${assignmentRuleId}`, { as: ADMIN })).json();
    expect(stored).toMatchObject({ value: '4', version: version + 2 });
    const { assignmentRules } = (
      await api.call('GET', `/autoassignment/rule?clientId=${clientId}`, { as: ADMIN })
    ).json();
    expect(answer.stored).toMatchObject({
      isSuccess: true,
      assignmentRule: stored,
      orderedIds: assignmentRules.map((row: { assignmentRuleId: number }) => row.assignmentRuleId),
    });
  });

  it('renames a custom order type back keeping its icon, and deletes one just created', async () => {
    const icon = demoIconPng([20, 120, 20]).toString('base64');
    const body = { clientId, storeId: null, name: 'Florist', sourceKey: 'UNDO_FLOR', iconData: icon };
    const created = await api.call('POST', '/ordersubtypes', { as: ADMIN, body });
    const type = created.json().orderSubType;
    const renamed = await api.call('PUT', '/ordersubtypes', {
      as: ADMIN,
      body: {
        orderSubTypeId: type.orderSubTypeId,
        clientId,
        version: type.version,
        name: 'Flowers',
        sourceKey: 'UNDO_FLOR',
      },
    });
    expect(renamed.json().isSuccess, renamed.body).toBe(true);
    const answer = await undone(await latestOf('CustomOrderType', type.orderSubTypeId));
    expect(answer.entry.changes).toEqual({ name: { before: 'Flowers', after: 'Florist' } });
    const types = (await api.call('GET', `/ordersubtypes/clients/${clientId}`, { as: ADMIN })).json()
      .orderSubTypes;
    const stored = types.find(
      (row: { orderSubTypeId: number }) => row.orderSubTypeId === type.orderSubTypeId,
    );
    expect(stored).toMatchObject({ name: 'Florist', iconData: icon, version: type.version + 2 });
    expect(answer.stored).toMatchObject({ isSuccess: true, orderSubType: stored });

    const other = await api.call('POST', '/ordersubtypes', {
      as: ADMIN,
      body: { clientId, storeId, name: 'Undo only', sourceKey: 'UNDO_ONLY', iconData: icon },
    });
    const { orderSubTypeId } = other.json().orderSubType;
    const deletion = await undone(await latestOf('CustomOrderType', orderSubTypeId));
    expect(deletion.entry).toMatchObject({
      action: 'deleted',
      storeId,
      changes: { name: { before: 'Undo only' } },
    });
    const left = (await api.call('GET', `/ordersubtypes/stores/${storeId}`, { as: ADMIN })).json()
      .orderSubTypes;
    expect(left.map((row: { orderSubTypeId: number }) => row.orderSubTypeId)).not.toContain(orderSubTypeId);
  });

  it('sets a credit definition’s multipliers back through its update route', async () => {
    const named = (...names: string[]) => names.map((name) => ({ name }));
    const path = '/client/customerCreditDefinition';
    const body = { clientId, name: 'Undo credit', customerCreditMultipliers: named('1.5') };
    const created = (await api.call('POST', path, { as: ADMIN, body })).json().customerCreditDefinition;
    const { customerCreditDefinitionId, version } = created;
    const change = { ...body, customerCreditDefinitionId, version, customerCreditMultipliers: named('2.0') };
    const changed = await api.call('PUT', path, { as: ADMIN, body: change });
    expect(changed.json().isSuccess, changed.body).toBe(true);
    const answer = await undone(await latestOf('CreditDefinition', customerCreditDefinitionId));
    expect(answer.entry.changes).toEqual({
      customerCreditMultipliers: { before: named('2.0'), after: named('1.5') },
    });
    expect(answer.stored).toMatchObject({
      isSuccess: true,
      customerCreditDefinition: { ...created, version: version + 2, updatedAt: expect.any(String) },
    });
  });

  it('refuses with the stale edit’s 409 once another admin changed the row, naming them', async () => {
    const field = await customField('undo_stale');
    await renameField(field, 'Mine');
    const mine = await latestOf('CustomField', field.customFieldId);
    await renameField(field, 'Theirs', SYSADMIN);
    const response = await undo(mine);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: UNDO_MESSAGES.changedSince,
      changedBy: SYSADMIN,
      entityType: 'CustomField',
      current: { customFieldId: field.customFieldId, name: 'Theirs' },
    });
  });

  it('answers 404 to another client’s admin, changing nothing', async () => {
    const field = await customField('undo_tenant');
    await renameField(field, 'Tenant');
    const response = await undo(await latestOf('CustomField', field.customFieldId), OTHER_ADMIN);
    expect(response.statusCode).toBe(404);
    expect((await latestOf('CustomField', field.customFieldId)).changes).toMatchObject({
      name: { after: 'Tenant' },
    });
  });

  it('never gives back a role the undoing admin may no longer give', async () => {
    const created = await api.call('POST', '/user/detail/Create', {
      as: ADMIN,
      body: {
        userName: 'undo.role@demo.test',
        emailAddress: 'undo.role@demo.test',
        client: clientId,
        role: 'shopper',
        stores: [{ storeId }],
      },
    });
    const user = created.json().user;
    const changed = await api.call('PUT', '/user/Update', {
      as: ADMIN,
      body: { ...userBody(user), role: 'carryoutOnly' },
    });
    expect(changed.json().isSuccess, changed.body).toBe(true);
    const mine = await latestOf('User', user.id);
    // Once the client is curbside-only, its admins may give only the curbside roles: no shopper.
    const setCurbside = async (curbsideOnly: boolean) => {
      const client = (await api.call('GET', `/client/${clientId}`, { as: SYSADMIN })).json();
      const body = { ...client, curbsideOnly };
      expect((await api.call('PUT', '/client/Update', { as: SYSADMIN, body })).statusCode).toBe(200);
    };
    await setCurbside(true);
    try {
      const response = await undo(mine);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(USER_MESSAGES.roleNotAllowed('shopper'));
      expect((await latestOf('User', user.id)).historyId).toBe(mine.historyId);
    } finally {
      await setCurbside(false);
    }
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const userBody = (user: any) => ({
  id: user.id,
  version: user.version,
  userName: user.userName,
  emailAddress: user.emailAddress,
  client: user.client,
  role: user.role,
});

describe('refusing an undo', () => {
  it('refuses another person’s change with 403, and changes nothing', async () => {
    const section = await createSection('U03');
    await renameSection(section, 'Bakery');
    const response = await undo(await latestOf('Section', section.sectionId), MANAGER);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(UNDO_MESSAGES.notOwn);
    expect((await latestOf('Section', section.sectionId)).action).toBe('updated');
  });

  it('refuses with the stale edit’s 409 once another admin changed the row, naming them', async () => {
    const section = await createSection('U04');
    await renameSection(section, 'Produce');
    const mine = await latestOf('Section', section.sectionId);
    await renameSection(section, 'Fresh Produce', MANAGER);
    const response = await undo(mine);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: UNDO_MESSAGES.changedSince,
      changedBy: MANAGER,
      entityType: 'Section',
      current: { sectionId: section.sectionId, name: 'Fresh Produce' },
    });
    const [stored] = (await sectionsOf(api, storeId)).filter((row) => row.sectionId === section.sectionId);
    expect(stored!.name).toBe('Fresh Produce');
  });

  it('refuses a move after another admin moved the row since', async () => {
    const [first, second] = (await sectionsOf(api, storeId)).map((row) => row.sectionId);
    const move = (as: string, direction: string) =>
      api.call('POST', '/section/move', {
        as,
        body: { storeId, sourceSectionId: first, direction, targetSectionId: second },
      });
    written(await move(ADMIN, 'After'));
    const mine = await latestOf('Section', first!);
    written(await move(MANAGER, 'Before'));
    expect((await undo(mine)).statusCode).toBe(409);
  });

  it('sets a food safety type’s name and lead time back, as its update route would store them', async () => {
    const body = {
      storeId,
      name: 'Undo Chill',
      containerColor: 'Granny Smith',
      containerIcon: 'Ambient',
      maxLeadTime: '01:30',
    };
    const created = written(await api.call('POST', '/foodsafetytype', { as: ADMIN, body })).foodSafetyType;
    const change = { ...created, name: 'Undo Frost', maxLeadTime: null };
    written(await api.call('PUT', '/foodsafetytype', { as: ADMIN, body: change }));
    const answer = await undone(await latestOf('FoodSafetyType', created.foodSafetyTypeId));
    expect(answer.entry.changes).toEqual({
      name: { before: 'Undo Frost', after: 'Undo Chill' },
      maxLeadTime: { before: null, after: '01:30:00' },
    });
    const stored = (await api.call('GET', `/foodsafetytype/store/${storeId}`, { as: ADMIN }))
      .json<{
        foodSafetyTypeObjects: {
          foodSafetyTypeId: number;
          name: string;
          maxLeadTime: string | null;
          version: number;
        }[];
      }>()
      .foodSafetyTypeObjects.find((row) => row.foodSafetyTypeId === created.foodSafetyTypeId);
    expect(stored).toMatchObject({
      name: 'Undo Chill',
      maxLeadTime: '01:30:00',
      version: created.version + 2,
    });
  });

  it('deletes an item category its creator undoes, answering the list as it stands', async () => {
    const body = { storeId, itemCategoryTypeSourceKey: 'UNDO-CAT', foodSafetyTypeId: cooler };
    const created = written(
      await api.call('POST', '/itemcategorytype', { as: ADMIN, body }),
    ).itemCategoryType;
    const answer = await undone(await latestOf('ItemCategory', created.itemCategoryTypeId));
    expect(answer.entry).toMatchObject({ action: 'deleted', entityType: 'ItemCategory' });
    expect(answer.orderedIds).not.toContain(created.itemCategoryTypeId);
    const listed = (await api.call('GET', `/itemcategorytype/store/${storeId}`, { as: ADMIN }))
      .json<{ itemCategoryTypes: { itemCategoryTypeId: number }[] }>()
      .itemCategoryTypes.map((row) => row.itemCategoryTypeId);
    expect(listed).toEqual(answer.orderedIds);
  });

  it('answers 404 for another client’s entry, as for a row the caller may not read', async () => {
    const section = await createSection('U05');
    const response = await undo(await latestOf('Section', section.sectionId), OTHER_ADMIN);
    expect(response.statusCode).toBe(404);
    expect((await latestOf('Section', section.sectionId)).action).toBe('created');
  });

  it('refuses a shopper, who may read the layout’s history but change nothing', async () => {
    const section = await createSection('U06');
    const response = await undo(await latestOf('Section', section.sectionId), SHOPPER);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a deletion and a change of a secret with 422 and the reason', async () => {
    const section = await createSection('U07');
    written(await api.call('DELETE', `/section/${section.sectionId}`, { as: ADMIN }));
    const deletion = await undo(await latestOf('Section', section.sectionId));
    expect(deletion.statusCode).toBe(422);
    expect(deletion.json().message).toBe(UNDO_MESSAGES.deleted);

    const integration = {
      clientId,
      providerId: 2,
      name: 'Undo POS',
      status: true,
      authOptions: [{ key: 'apiKey', value: 'undo-secret-1' }],
    };
    const created = await api.call('POST', '/clientintegrations/create', { as: ADMIN, body: integration });
    expect(created.statusCode, created.body).toBe(200);
    const [entry] = (
      await api.call('GET', `/history?entityType=Integration&clientId=${clientId}`, { as: ADMIN })
    ).json<{ entries: HistoryEntry[] }>().entries;
    const secret = await undo(entry!);
    expect(secret.statusCode).toBe(422);
    expect(secret.json().message).toBe(UNDO_MESSAGES.secret);
  });

  it('says a change it does not undo cannot be undone here: a help item’s creation, with no delete route', async () => {
    const body = { clientId, helpItem: { upcList: '000111', helpHTML: '<p>Undo</p>' } };
    const created = await api.call('PUT', '/client/updatehelp/', { as: ADMIN, body });
    expect(created.json().isSuccess, created.body).toBe(true);
    const [entry] = (
      await api.call('GET', `/history?entityType=HelpItem&clientId=${clientId}`, { as: ADMIN })
    ).json<{ entries: HistoryEntry[] }>().entries;
    const response = await undo(entry!);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(UNDO_MESSAGES.unsupported);
  });

  it('answers 404 for an entry that does not exist, past 2^31 too, and 400 for an id that is not one', async () => {
    expect((await undo('999999999')).statusCode).toBe(404);
    const past = await undo('4294967296');
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe('History entry 4294967296 was not found.');
    for (const bad of ['abc', '0', '1000000000000000000'])
      expect((await undo(bad)).statusCode, bad).toBe(400);
  });
});

/**
 * A kind of row whose undo the table below tries: a row of it (one of its own per test where the
 * kind has several), a change of one field made as someone, and how that field reads back.
 */
interface UndoableSetting {
  entityType: string;
  row: () => Promise<string>;
  change: (id: string, as: string) => Promise<void>;
  read: (id: string) => Promise<unknown>;
  /** A role below the change's author's, and how its undo is refused. */
  lower: { as: string; status: number };
}

let changes = 0;
/** A value no earlier change left, so that every change is one. */
const fresh = (what: string) => `undo-${what}-${++changes}`;

const integrations = () =>
  api
    .call('GET', `/clientintegrations/GetByClientId/${clientId}/Details`, { as: ADMIN })
    .then((response) => response.json<{ integrationId: number; name: string; version: number }[]>());
const integration = async (id: string) =>
  (await integrations()).find((row) => row.integrationId === Number(id))!;
const authOptions = [{ key: 'apiKey', value: 'undo-secret-2' }];

async function delivery() {
  const riverside = (await idsByName(api)).store('Riverside Spoke');
  const path = `/store/StoreDeliveryProvider/${riverside}`;
  return (await api.call('GET', path, { as: ADMIN })).json().storeDeliveryProvider;
}

async function privateInfo(role: string) {
  const { token } = await api.signIn(SYSADMIN);
  const response = await api.app.inject({
    method: 'GET',
    url: '/privateinformation/settings',
    headers: { authorization: `Bearer ${token}`, 'fulfiller-clientid': String(clientId) },
  });
  const settings = response.json<{ privateInformationSettings: Record<string, number | string>[] }>();
  const {
    updatedAt: _at,
    updatedBy: _by,
    ...setting
  } = settings.privateInformationSettings.find((row) => row.role === role)!;
  return setting;
}
const privateInfoRoles = ['shopper', 'leadShopper', 'preparedItemWorker', 'deliveryDriver', 'carryoutOnly'];

const helpItems = () =>
  api.call('GET', `/client/gethelp/${clientId}`, { as: ADMIN }).then(
    (response) =>
      response.json<{
        helpItems: { productId: number; helpHTML: string; version: number; upcList: string }[];
      }>().helpItems,
  );
const helpItem = async (id: string) => (await helpItems()).find((row) => row.productId === Number(id))!;

const SETTINGS: UndoableSetting[] = [
  {
    entityType: 'Integration',
    row: async () => {
      const body = { clientId, providerId: 2, name: fresh('pos'), status: true, authOptions };
      const created = await api.call('POST', '/clientintegrations/create', { as: ADMIN, body });
      return String(created.json().integrationId);
    },
    change: async (id, as) => {
      const { name: _name, ...row } = await integration(id);
      const body = { ...row, name: fresh('pos'), authOptions, status: true, providerId: 2, clientId };
      written(await api.call('PUT', '/clientIntegrations/update', { as, body }));
    },
    read: async (id) => (await integration(id)).name,
    // A store manager reads no client-level entry.
    lower: { as: MANAGER, status: 404 },
  },
  {
    entityType: 'StoreDeliveryProvider',
    row: async () => String((await delivery()).storeDeliveryProviderId),
    change: async (_id, as) => {
      const body = { ...(await delivery()), notificationEmail: `${fresh('desk')}@demo.test` };
      written(await api.call('PUT', '/store/StoreDeliveryProvider', { as, body }));
    },
    read: async () => (await delivery()).notificationEmail,
    // A shopper reads the store's layout entries alone.
    lower: { as: SHOPPER, status: 404 },
  },
  {
    entityType: 'HelpItem',
    row: async () => {
      const body = { clientId, helpItem: { upcList: fresh('upc'), helpHTML: '<p>Ask the desk</p>' } };
      const created = await api.call('PUT', '/client/updatehelp/', { as: ADMIN, body });
      return String(created.json().helpItem.productId);
    },
    change: async (id, as) => {
      const { productId, upcList, version } = await helpItem(id);
      const body = {
        clientId,
        productId,
        helpItem: { upcList, version, helpHTML: `<p>${fresh('help')}</p>` },
      };
      written(await api.call('PUT', '/client/updatehelp/', { as, body }));
    },
    read: async (id) => (await helpItem(id)).helpHTML,
    lower: { as: MANAGER, status: 404 },
  },
  {
    entityType: 'PrivateInfoSetting',
    // A role of its own per test, its settings stored before the change to undo.
    row: async () => {
      const role = privateInfoRoles.shift()!;
      const body = { clientId, privateInformationSettings: [await privateInfo(role)] };
      written(await api.call('POST', '/privateinformation/settings', { as: ADMIN, body }));
      return `${clientId}/${role}`;
    },
    change: async (id, as) => {
      const setting = await privateInfo(id.split('/')[1]!);
      const changed = { ...setting, customerPhone: setting.customerPhone === 1 ? 0 : 1 };
      const body = { clientId, privateInformationSettings: [changed] };
      written(await api.call('POST', '/privateinformation/settings', { as, body }));
    },
    read: async (id) => (await privateInfo(id.split('/')[1]!)).customerPhone,
    lower: { as: MANAGER, status: 404 },
  },
];

describe.each(SETTINGS)('undoing a change of a $entityType', (kind) => {
  async function mine() {
    const id = await kind.row();
    const before = await kind.read(id);
    await kind.change(id, ADMIN);
    return { id, before, entry: await latestOf(kind.entityType, id) };
  }

  it('sets the field back through the row’s own update, recording the undo as the caller’s', async () => {
    const { id, before, entry } = await mine();
    const answer = await undone(entry);
    expect(answer.entry).toMatchObject({ action: 'updated', actorName: ADMIN });
    expect(Object.keys(answer.entry.changes)).toEqual(Object.keys(entry.changes));
    expect(await kind.read(id)).toEqual(before);
    expect(answer.stored).toMatchObject({ isSuccess: true });
  });

  it('refuses with the stale edit’s 409 once another admin changed the row, naming them', async () => {
    const { id, entry } = await mine();
    await kind.change(id, SYSADMIN);
    const changed = await kind.read(id);
    const response = await undo(entry);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      message: UNDO_MESSAGES.changedSince,
      changedBy: SYSADMIN,
      entityType: kind.entityType,
    });
    expect(await kind.read(id)).toEqual(changed);
  });

  it('answers 404 to another client’s admin and refuses a lower role, changing nothing', async () => {
    const { id, entry } = await mine();
    const changed = await kind.read(id);
    expect((await undo(entry, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await undo(entry, kind.lower.as)).statusCode).toBe(kind.lower.status);
    expect(await kind.read(id)).toEqual(changed);
    expect((await latestOf(kind.entityType, id)).historyId).toBe(entry.historyId);
  });
});

describe('undoing a change next to a secret', () => {
  it('sets an integration’s name back leaving its authentication options as stored, and refuses a change of them', async () => {
    const id = await SETTINGS[0]!.row();
    await SETTINGS[0]!.change(id, ADMIN);
    const answer = await undone(await latestOf('Integration', id));
    expect(Object.keys(answer.entry.changes)).toEqual(['name']);
    const stored = (await api.call('GET', `/clientintegrations/GetDetails/${id}`, { as: ADMIN })).json();
    expect(stored.authOptions).toEqual(authOptions);

    const body = { ...stored, authOptions: [{ key: 'apiKey', value: 'undo-secret-3' }], name: fresh('pos') };
    written(await api.call('PUT', '/clientIntegrations/update', { as: ADMIN, body }));
    const secret = await latestOf('Integration', id);
    expect(secret.changes.authOptions).toBe('changed');
    const response = await undo(secret);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(UNDO_MESSAGES.secret);
    expect((await latestOf('Integration', id)).historyId).toBe(secret.historyId);
  });

  it('refuses a change of a delivery provider’s credentials, and never names them when setting the rest back', async () => {
    const before = await delivery();
    const body = { ...before, providerEndpointAuthInfo: fresh('key'), notificationEmail: 'keys@demo.test' };
    written(await api.call('PUT', '/store/StoreDeliveryProvider', { as: ADMIN, body }));
    const secret = await latestOf('StoreDeliveryProvider', before.storeDeliveryProviderId);
    expect(secret.changes.providerEndpointAuthInfo).toBe('changed');
    expect((await undo(secret)).statusCode).toBe(422);

    await SETTINGS[1]!.change('', ADMIN);
    const answer = await undone(await latestOf('StoreDeliveryProvider', before.storeDeliveryProviderId));
    expect(Object.keys(answer.entry.changes)).toEqual(['notificationEmail']);
    expect((await delivery()).providerEndpointAuthInfo).toBe(body.providerEndpointAuthInfo);
  });
});

describe('undoing an assignment rule’s creation and move', () => {
  const rulesPath = () => `/autoassignment/rule?clientId=${clientId}&storeId=${storeId}`;
  const listed = async () => {
    const list = (await api.call('GET', rulesPath(), { as: ADMIN })).json();
    return {
      ids: list.assignmentRules.map((row: { assignmentRuleId: number }) => row.assignmentRuleId),
      listVersion: list.listVersion,
    };
  };
  const createRule = async (key: string, value: string) => {
    const body = { clientId, storeId, type: 'LIMIT', key, value };
    return written(await api.call('POST', '/autoassignment/rule', { as: ADMIN, body })).assignmentRule;
  };

  it('deletes a rule just created through its delete, answering the rule and the list’s new order', async () => {
    const rule = await createRule('ITEM_WEIGHT', '40');
    expect(
      (await undo(await latestOf('AssignmentRule', rule.assignmentRuleId), OTHER_ADMIN)).statusCode,
    ).toBe(404);
    const answer = await undone(await latestOf('AssignmentRule', rule.assignmentRuleId));
    expect(answer.entry).toMatchObject({
      action: 'deleted',
      changes: { value: { before: '40', after: null } },
    });
    const list = await listed();
    expect(list.ids).not.toContain(rule.assignmentRuleId);
    expect(answer).toMatchObject({ orderedIds: list.ids, listVersion: list.listVersion });
    expect(answer.stored).toMatchObject({ isSuccess: true, assignmentRule: rule });
  });

  it('moves a rule back to where it stood, recording the move of that rule alone', async () => {
    const rules = [
      await createRule('CONTAINER_COUNT', '3'),
      await createRule('ORDER_COUNT', '4'),
      await createRule('ITEM_COUNT', '5'),
    ];
    const before = (await listed()).ids;
    const [first, second] = rules.map((rule) => rule.assignmentRuleId);
    // One place down: the history names the rule that was moved, not the one it passed.
    const move = { sourceAssignmentRuleId: first, direction: 'After', targetAssignmentRuleId: second };
    written(await api.call('POST', '/autoassignment/rule/Move', { as: ADMIN, body: move }));
    const moved = await latestOf('AssignmentRule', first!);
    const at = before.indexOf(first) + 1;
    expect(moved.changes).toEqual({ position: { before: at, after: at + 1 } });
    // The store's manager reads the store's rules' entries, but this one is not theirs.
    expect((await undo(moved, MANAGER)).statusCode).toBe(403);

    const answer = await undone(moved);
    expect(answer.entry).toMatchObject({
      action: 'moved',
      changes: { position: { before: at + 1, after: at } },
    });
    const list = await listed();
    expect(list.ids).toEqual(before);
    expect(answer).toMatchObject({ orderedIds: before, listVersion: list.listVersion });
    expect(answer.stored).toMatchObject({ isSuccess: true, assignmentRule: { assignmentRuleId: first } });
    expect((await latestOf('AssignmentRule', second!)).action).toBe('created');
  });
});

/**
 * A kind whose deletion is undone by creating the row again: a row of its own created by the
 * client's admin, its delete route, how its list reads it back, and the create body that would take
 * what its uniqueness holds (the word, the name, the source key), for the kinds that have one.
 */
interface Recreatable {
  entityType: string;
  create: () => Promise<number>;
  remove: (id: number) => Promise<unknown>;
  read: (id: number) => Promise<Record<string, unknown> | undefined>;
  taken?: (row: Record<string, unknown>) => { url: string; body: Record<string, unknown> };
}

/** A GET of a route that names the client by header, as its admin. */
async function readAsClientAdmin(url: string) {
  const { token } = await api.signIn(ADMIN);
  const response = await api.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'fulfiller-clientid': String(clientId) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The id (`key`) of the row (`answered`) a create route answers. */
async function createdId(url: string, body: Record<string, unknown>, answered: string, key: string) {
  const response = await api.call('POST', url, { as: ADMIN, body });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().isSuccess ?? response.json().ok, response.body).toBe(true);
  return response.json<Record<string, Record<string, number>>>()[answered]![key]!;
}

async function deleted(method: 'DELETE' | 'POST' | 'PUT', url: string, body: Record<string, unknown>) {
  const response = await api.call(method, url, { as: ADMIN, body });
  expect(response.statusCode, response.body).toBe(200);
}

/** The row of `rows` with the id, without what every write changes. */
function rowOf(rows: Record<string, unknown>[], key: string, id: number) {
  const row = rows.find((candidate) => candidate[key] === id);
  if (!row) return undefined;
  const { version: _version, updatedAt: _at, updatedBy: _by, ...values } = row;
  return values;
}

const RECREATABLE: Recreatable[] = [
  {
    entityType: 'MessageFilter',
    create: () =>
      createdId(
        '/messagefilter/create',
        { clientId, word: fresh('word') },
        'messageFilter',
        'messageFilterId',
      ),
    remove: (messageFilterId) => deleted('POST', '/messagefilter/delete', { clientId, messageFilterId }),
    read: async (id) =>
      rowOf(
        (await readAsClientAdmin('/messagefilter/get?take=100&filterRequest=undo-word')).messageFilters,
        'messageFilterId',
        id,
      ),
    taken: (row) => ({ url: '/messagefilter/create', body: { clientId, word: row.word } }),
  },
  {
    entityType: 'AppAttribute',
    create: () =>
      createdId(
        '/client/appAttribute/Create',
        { clientId, name: fresh('attribute'), value: 'kept' },
        'appAttribute',
        'appAttributeId',
      ),
    remove: (appAttributeId) => deleted('PUT', '/client/appAttribute/Delete', { clientId, appAttributeId }),
    read: async (id) =>
      rowOf(
        (await api.call('GET', `/client/appattributes/${clientId}`, { as: ADMIN })).json().appAttributes,
        'appAttributeId',
        id,
      ),
    taken: (row) => ({
      url: '/client/appAttribute/Create',
      body: { clientId, name: row.name, value: 'other' },
    }),
  },
  {
    entityType: 'StoreAttribute',
    create: () =>
      createdId(
        '/store/storeAttribute',
        { storeId, name: fresh('attribute'), value: 'kept' },
        'storeAttribute',
        'storeAttributeId',
      ),
    remove: (storeAttributeId) => deleted('DELETE', '/store/storeAttribute', { storeAttributeId }),
    read: async (id) =>
      rowOf(
        (await api.call('GET', `/store/storeAttributes/${storeId}`, { as: ADMIN })).json().storeAttributes,
        'storeAttributeId',
        id,
      ),
    taken: (row) => ({ url: '/store/storeAttribute', body: { storeId, name: row.name, value: 'other' } }),
  },
  {
    entityType: 'CustomField',
    create: () =>
      createdId(
        '/customfield/create',
        {
          clientId,
          name: 'Gate code',
          sourceKey: fresh('key').replaceAll('-', '_'),
          description: 'Asked at checkout',
          dataType: 'Text',
          assignment: 2,
        },
        'customField',
        'customFieldId',
      ),
    remove: async (customFieldId) => {
      const row = await RECREATABLE[3]!.read(customFieldId);
      await deleted('DELETE', '/customfield/delete', { clientId, customFieldId, sourceKey: row!.sourceKey });
    },
    read: async (id) =>
      rowOf(
        (await api.call('GET', `/customfield/client/${clientId}`, { as: ADMIN })).json().customFields,
        'customFieldId',
        id,
      ),
    taken: (row) => ({
      url: '/customfield/create',
      body: { clientId, name: 'Other', sourceKey: row.sourceKey, dataType: 'Text', assignment: 1 },
    }),
  },
  {
    entityType: 'CreditDefinition',
    create: () =>
      createdId(
        '/client/customerCreditDefinition',
        {
          clientId,
          name: fresh('credit'),
          creditDefinitionSourceKey: 'late',
          customerNotificationTemplate: 'Sorry for the wait',
          customerCreditDepartments: [{ name: 'Bakery' }],
          customerCreditMultipliers: [{ name: '2.0' }, { name: '1.5' }],
          // Stored as the default permission, and created again as stored.
          customerCreditPermissions: [],
        },
        'customerCreditDefinition',
        'customerCreditDefinitionId',
      ),
    remove: (customerCreditDefinitionId) =>
      deleted('DELETE', '/client/customerCreditDefinition', { clientId, customerCreditDefinitionId }),
    read: async (id) =>
      rowOf(
        (await readAsClientAdmin('/client/customerCreditDefinition')).customerCreditDefinitions,
        'customerCreditDefinitionId',
        id,
      ),
  },
];

/** A row of the kind the admin created and then deleted, with its values and the deletion's entry. */
async function deletedRow(kind: Recreatable) {
  const id = await kind.create();
  const values = await kind.read(id);
  expect(values).toBeDefined();
  await kind.remove(id);
  expect(await kind.read(id)).toBeUndefined();
  const deletion = await latestOf(kind.entityType, id);
  expect(deletion).toMatchObject({ action: 'deleted', actorName: ADMIN });
  return { id, values: values!, deletion };
}

describe.each(RECREATABLE)('undoing one’s own deletion of a $entityType', (kind) => {
  it('creates the row again under its id with the values it had, recorded as the caller’s creation', async () => {
    const { id, values, deletion } = await deletedRow(kind);
    const answer = await undone(deletion);
    expect(answer.entry).toMatchObject({
      action: 'created',
      entityType: kind.entityType,
      entityId: String(id),
      actorName: ADMIN,
    });
    expect(await kind.read(id)).toEqual(values);
    // Its creation records, as after, what the deletion recorded as before.
    for (const [field, change] of Object.entries(deletion.changes))
      expect(answer.entry.changes[field], field).toEqual({
        before: null,
        after: (change as { before: unknown }).before,
      });
    expect(answer.stored).toMatchObject({ errors: [] });
    expect((await entriesOf(kind.entityType, id)).map((entry) => entry.action)).toEqual([
      'created',
      'deleted',
      'created',
    ]);
  });

  it('undoes a deletion once: the row created again is its latest change since', async () => {
    const { id, deletion } = await deletedRow(kind);
    const first = await undone(deletion);
    const again = await undo(deletion);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ message: UNDO_MESSAGES.changedSince, changedBy: ADMIN });
    expect((await latestOf(kind.entityType, id)).historyId).toBe(first.entry.historyId);
    // The re-creation is the caller's latest change of the row, undone by deleting it again.
    const removed = await undone(first.entry);
    expect(removed.entry.action).toBe('deleted');
    expect(await kind.read(id)).toBeUndefined();
  });

  it('refuses another person’s deletion, another client’s admin and a shopper, creating nothing', async () => {
    const { id, deletion } = await deletedRow(kind);
    const theirs = await undo(deletion, SYSADMIN);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(UNDO_MESSAGES.notOwn);
    expect((await undo(deletion, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await undo(deletion, SHOPPER)).statusCode).toBe(404);
    expect(await kind.read(id)).toBeUndefined();
    expect((await latestOf(kind.entityType, id)).historyId).toBe(deletion.historyId);
  });
});

describe.each(RECREATABLE.filter((kind) => kind.taken))(
  'undoing the deletion of a $entityType whose name was taken since',
  (kind) => {
    it('answers what the create answers, creating nothing', async () => {
      const { id, values, deletion } = await deletedRow(kind);
      const taken = kind.taken!(values);
      const created = await api.call('POST', taken.url, { as: ADMIN, body: taken.body });
      expect(created.statusCode, created.body).toBe(200);
      const refusal = (await api.call('POST', taken.url, { as: ADMIN, body: taken.body })).json();
      expect(refusal.isSuccess ?? refusal.ok).toBe(false);
      const response = await undo(deletion);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(
        (refusal.errors as (string | { errorMessage: string })[])
          .map((error) => (typeof error === 'string' ? error : error.errorMessage))
          .join(' '),
      );
      expect(await kind.read(id)).toBeUndefined();
    });
  },
);

describe('undoing one’s deletion when one may no longer create the row', () => {
  // The create's own role check stands behind this one: a client's rows are its admins' to read.
  it('refuses an admin lowered to shopper since, who may no longer read the entry', async () => {
    const email = 'undo.deleter@demo.test';
    const body = {
      userName: email,
      emailAddress: email,
      client: clientId,
      role: 'clientAdmin',
      password: DEMO_PASSWORD,
    };
    const created = await api.call('POST', '/user/detail/Create', { as: SYSADMIN, body });
    expect(created.statusCode, created.body).toBe(200);
    const user = created.json().user;
    const answer = await api.call('POST', '/messagefilter/create', {
      as: email,
      body: { clientId, word: 'undo-lowered' },
    });
    const { messageFilterId } = answer.json().messageFilter;
    written(
      await api.call('POST', '/messagefilter/delete', { as: email, body: { clientId, messageFilterId } }),
    );
    const deletion = await latestOf('MessageFilter', messageFilterId);
    const lowered = { ...userBody(user), role: 'shopper', stores: [{ storeId }] };
    written(await api.call('PUT', '/user/Update', { as: SYSADMIN, body: lowered }));
    // Signed in afresh, as the shopper they now are.
    const login = await api.app.inject({
      method: 'POST',
      url: '/user/LoginWithEmail',
      payload: { Email: email, Password: DEMO_PASSWORD },
    });
    const response = await api.app.inject({
      method: 'POST',
      url: `/history/${deletion.historyId}/undo`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect((await latestOf('MessageFilter', messageFilterId)).historyId).toBe(deletion.historyId);
  });

  it('still refuses the deletion of a custom order type, which orders and rules name, with the deletion’s reason', async () => {
    const iconData = demoIconPng([20, 120, 20]).toString('base64');
    const body = { clientId, storeId: null, name: 'Undo kept', sourceKey: fresh('type'), iconData };
    const created = await api.call('POST', '/ordersubtypes', { as: ADMIN, body });
    const { orderSubTypeId } = created.json().orderSubType;
    const removed = await api.call('DELETE', `/ordersubtypes/${orderSubTypeId}`, { as: ADMIN });
    expect(removed.statusCode, removed.body).toBe(200);
    const deletion = await latestOf('CustomOrderType', orderSubTypeId);
    const response = await undo(deletion);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(UNDO_MESSAGES.deleted);
    expect((await latestOf('CustomOrderType', orderSubTypeId)).historyId).toBe(deletion.historyId);
  });
});
