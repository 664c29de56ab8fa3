import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  LEAD,
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
let harborId: number;

beforeAll(async () => {
  api = await startTestApi();
  const ids = await idsByName(api);
  storeId = ids.store('Downtown Hub');
  harborId = ids.store('Harbor Standalone');
});
afterAll(() => ifStarted(api)?.close());

interface Rule {
  leadTimeRuleId: number;
  name: string;
  leadTimeRuleTypeId: number;
  sequenceId: number;
  version: number;
  [field: string]: unknown;
}

const read = async (store = storeId, as = SHOPPER) => {
  const response = await api.call('GET', `/leadtime/rule/store/${store}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rules: Rule[]; listVersion: number }>();
};

const sameDay = {
  name: 'Evening rush',
  minutesFromPromiseTime: 25,
  alertColor: 'yellow',
  leadTimeRuleTypeId: 3,
};

describe('lead time rules', () => {
  it('lists the demo rules of every type, type 6 only where the client has partner statuses', async () => {
    const { rules } = await read();
    expect(rules.map((rule) => rule.leadTimeRuleTypeId).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rules.map((rule) => rule.sequenceId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rules.find((rule) => rule.leadTimeRuleTypeId === 6)).toMatchObject({
      storeDeliveryPartnerStatus: 'Open',
      storeDeliveryPartnerStatusConditionId: 1,
      orderTypeId: 2,
    });
    const harbor = await read(harborId, OTHER_ADMIN);
    expect(harbor.rules.map((rule) => rule.leadTimeRuleTypeId).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers the editor’s choices, templates and prepared sections and shelves', async () => {
    const choices = (
      await api.call('GET', `/leadtime/rule/choices/store/${storeId}`, { as: MANAGER })
    ).json();
    expect(choices.partnerStatuses).toEqual(['Open', 'Claimed', 'Shopper Arrived', 'Picked Up', 'Delivered']);
    expect(choices.orderSubTypes.length).toBeGreaterThan(0);
    const harbor = (
      await api.call('GET', `/leadtime/rule/choices/store/${harborId}`, { as: OTHER_ADMIN })
    ).json();
    expect(harbor.partnerStatuses).toBeNull();
    const templates = (
      await api.call('GET', `/textmessagetemplates/stores/${storeId}`, { as: MANAGER })
    ).json();
    expect(templates.templates.map((t: { name: string }) => t.name)).toContain('Order ready');
    const prepared = await api.call('GET', `/leadtime/SectionShelfPreparedItemsMode/yes?storeId=${storeId}`, {
      as: MANAGER,
    });
    const names = prepared.json().sectionShelves.map((s: { sectionName: string }) => s.sectionName);
    expect(names).toContain('Aisle 6 – Hot Food');
    expect(names).not.toContain('Aisle 8 – Pantry');
  });

  it('creates a rule at the list length plus 1 with the defaults', async () => {
    const before = await read();
    const body = written(
      await api.call('POST', '/leadtime/rule', { as: MANAGER, body: { storeId, ...sameDay } }),
    );
    expect(body.rule).toMatchObject({
      ...sameDay,
      sequenceId: before.rules.length + 1,
      printLabelQuantity: 1,
      orderCompletionPercent: 0,
      textMessageTemplateId: 0,
      version: 1,
      updatedBy: MANAGER,
    });
    expect(body.listVersion).toBe(before.listVersion + 1);
  });

  it('refuses a rule missing what the spec requires, with its messages', async () => {
    const response = await api.call('POST', '/leadtime/rule', {
      as: ADMIN,
      body: { storeId, minutesFromPromiseTime: 0 },
    });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      errors: [
        'You have to provide a name for the rule',
        'Minutes from promise time must be above 0',
        'You have to pick a color',
        'You have to pick a rule type',
      ],
    });
    const zpl = await api.call('POST', '/leadtime/rule', {
      as: ADMIN,
      body: { storeId, ...sameDay, printZplLabel: true, zplLabelTemplate: '', printLabelQuantity: 0 },
    });
    expect(zpl.json().errors).toEqual([
      'You have to provide a ZPL label template',
      'The label quantity must be above 0',
    ]);
  });

  it('refuses type 6 for a client without partner statuses, and a custom order type of another client', async () => {
    const partner = await api.call('POST', '/leadtime/rule', {
      as: OTHER_ADMIN,
      body: {
        storeId: harborId,
        ...sameDay,
        leadTimeRuleTypeId: 6,
        storeDeliveryPartnerStatus: 'Open',
        storeDeliveryPartnerStatusConditionId: 1,
      },
    });
    expect(partner.json().errors).toEqual([
      'Store Delivery Status rules need the client application attribute StoreDeliveryPartnerStatuses',
    ]);
    const harborTypes = (
      await api.call('GET', `/leadtime/rule/choices/store/${harborId}`, { as: OTHER_ADMIN })
    ).json();
    const foreign = await api.call('POST', '/leadtime/rule', {
      as: ADMIN,
      body: {
        storeId,
        ...sameDay,
        leadTimeRuleTypeId: 4,
        customOrderTypeId: harborTypes.orderSubTypes[0].orderSubTypeId,
        customOrderTypeConditionId: 1,
      },
    });
    expect(foreign.json().errors).toEqual(['You have to pick a custom order type']);
  });

  it('refuses too many sections and shelves with the spec’s message, and another store’s section with 400', async () => {
    const [section] = await sectionsOf(api, storeId);
    const picks = Array.from({ length: 201 }, () => ({ sectionId: section!.sectionId, shelfId: null }));
    const many = await api.call('POST', '/leadtime/rule', {
      as: ADMIN,
      body: { storeId, ...sameDay, leadTimeRuleTypeId: 1, sectionIdShelfIds: picks },
    });
    expect(many.json().errors).toEqual(['Please select fewer Sections and Shelves for this rule.']);
    const harborSections = await api.call('GET', `/section/detail/store/${harborId}`, { as: OTHER_ADMIN });
    const [harborSection] = harborSections.json<{ sectionDetails: { sectionId: number }[] }>().sectionDetails;
    const foreign = await api.call('POST', '/leadtime/rule', {
      as: ADMIN,
      body: {
        storeId,
        ...sameDay,
        leadTimeRuleTypeId: 1,
        sectionIdShelfIds: [{ sectionId: harborSection!.sectionId, shelfId: null }],
      },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('updates over the version, keeps the toggles coherent, fixes the type and refuses a stale save with 409', async () => {
    const rule = (await read()).rules.find((r) => r.name === 'Evening rush')!;
    const change = {
      ...sameDay,
      leadTimeRuleId: rule.leadTimeRuleId,
      version: rule.version,
      leadTimeRuleTypeId: 3,
      orderStatusId: 11,
      orderTypeId: 1,
      printOnLabel: false,
      valueToPrint: 'left over',
      sendCustomerSMS: true,
      customerSMSType: 2,
      textMessageTemplateId: (
        await api.call('GET', `/textmessagetemplates/stores/${storeId}`, { as: ADMIN })
      ).json().templates[0].textMessageTemplateId,
      customCustomerSMS: 'dropped',
    };
    const saved = written(await api.call('PUT', '/leadtime/rule', { as: ADMIN, body: change })).rule;
    expect(saved).toMatchObject({
      version: rule.version + 1,
      orderTypeId: 2,
      valueToPrint: null,
      customCustomerSMS: null,
      updatedBy: ADMIN,
    });
    const retyped = await api.call('PUT', '/leadtime/rule', {
      as: ADMIN,
      body: { ...change, version: saved.version, leadTimeRuleTypeId: 5 },
    });
    expect(retyped.json().errors).toEqual([
      'The rule type cannot be changed: delete the rule and create it again',
    ]);
    const stale = await api.call('PUT', '/leadtime/rule', { as: MANAGER, body: change });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({
      leadTimeRuleId: rule.leadTimeRuleId,
      version: saved.version,
      updatedBy: ADMIN,
    });
  });

  it('names the SMS fields in a failed update so that the portal resets them', async () => {
    const rule = (await read()).rules.find((r) => r.name === 'Evening rush')!;
    const response = await api.call('PUT', '/leadtime/rule', {
      as: ADMIN,
      body: {
        ...sameDay,
        leadTimeRuleId: rule.leadTimeRuleId,
        version: rule.version,
        sendToAppNotify: true,
        smsMessage: '',
      },
    });
    expect(response.json().errors).toEqual([
      'The SMS Message Field is required when Application Notification is on',
    ]);
  });

  it('moves a rule before another, and two concurrent moves both land', async () => {
    const { rules } = await read();
    const ids = rules.map((rule) => rule.leadTimeRuleId);
    const move = (source: number, direction: 'Before' | 'After', target: number, as: string) =>
      api.call('POST', '/leadtime/rule/move', {
        as,
        body: { sourceLeadTimeRuleId: source, direction, targetLeadTimeRuleId: target, storeId },
      });
    const [a, b] = await Promise.all([
      move(ids[2]!, 'Before', ids[0]!, ADMIN),
      move(ids[4]!, 'After', ids[5]!, MANAGER),
    ]);
    written(a);
    written(b);
    const after = (await read()).rules.map((rule) => rule.leadTimeRuleId);
    expect(after.indexOf(ids[2]!)).toBe(0);
    expect(after.indexOf(ids[4]!)).toBe(after.indexOf(ids[5]!) + 1);
    expect((await read()).rules.map((rule) => rule.sequenceId)).toEqual(after.map((_id, index) => index + 1));
  });

  it('stores the spec’s whole-list UpdateSequence and refuses one based on a stale list', async () => {
    const start = await read();
    const reversed = start.rules.map((rule) => rule.leadTimeRuleId).reverse();
    const items = reversed.map((leadTimeRuleId, index) => ({ leadTimeRuleId, sequenceId: index + 1 }));
    written(
      await api.call('PUT', '/leadtime/rule/UpdateSequence', {
        as: ADMIN,
        body: { storeId, listVersion: start.listVersion, items },
      }),
    );
    const stale = await api.call('PUT', '/leadtime/rule/UpdateSequence', {
      as: MANAGER,
      body: { storeId, listVersion: start.listVersion, items },
    });
    expect(stale.statusCode).toBe(409);
    expect((await read()).rules.map((rule) => rule.leadTimeRuleId)).toEqual(reversed);
  });

  it('excludes shoppers from a rule and enables preppers for it', async () => {
    const [rule] = (await read()).rules;
    const users = (
      await api.call('GET', `/leadtime/rule/${rule!.leadTimeRuleId}/users`, { as: MANAGER })
    ).json().users;
    const shopper = users.find((u: { role: string }) => u.role === 'shopper');
    const prepper = users.find((u: { role: string }) => u.role === 'preparedItemWorker');
    const excluded = written(
      await api.call('POST', '/leadtime/rule/SetRestriction', {
        as: MANAGER,
        body: { leadTimeRuleId: rule!.leadTimeRuleId, userId: shopper.userId, allowed: false },
      }),
    );
    expect(excluded.user).toMatchObject({ userId: shopper.userId, excluded: true });
    const enabled = written(
      await api.call('POST', '/leadtime/rule/SetPrepper', {
        as: MANAGER,
        body: { leadTimeRuleId: rule!.leadTimeRuleId, userId: prepper.userId, allowed: true },
      }),
    );
    expect(enabled.user).toMatchObject({ prepperEnabled: true });
    const outsider = await api.call('POST', '/leadtime/rule/SetPrepper', {
      as: MANAGER,
      body: {
        leadTimeRuleId: rule!.leadTimeRuleId,
        userId: await idsByName(api).then((ids) => ids.userId(OTHER_ADMIN)),
        allowed: true,
      },
    });
    expect(outsider.json().isSuccess).toBe(false);
  });

  it('deletes a rule and answers it as it was', async () => {
    const rule = (await read()).rules.find((r) => r.name === 'Evening rush')!;
    const body = written(await api.call('DELETE', `/leadtime/rule/${rule.leadTimeRuleId}`, { as: ADMIN }));
    expect(body.rule).toMatchObject({ leadTimeRuleId: rule.leadTimeRuleId, name: 'Evening rush' });
    expect((await read()).rules.some((r) => r.leadTimeRuleId === rule.leadTimeRuleId)).toBe(false);
  });

  it('keeps tenants apart: another client’s admin and lower roles are refused', async () => {
    const [rule] = (await read()).rules;
    for (const path of [
      `/leadtime/rule/store/${storeId}`,
      `/leadtime/rule/choices/store/${storeId}`,
      `/textmessagetemplates/stores/${storeId}`,
      `/leadtime/SectionShelfPreparedItemsMode/yes?storeId=${storeId}`,
      `/leadtime/rule/${rule!.leadTimeRuleId}/users`,
    ]) {
      expect((await api.call('GET', path, { as: OTHER_ADMIN })).statusCode, path).toBe(403);
      expect((await api.call('GET', path, { as: SYSADMIN })).statusCode, path).toBe(200);
    }
    for (const as of [SHOPPER, LEAD, OTHER_ADMIN]) {
      expect(
        (await api.call('POST', '/leadtime/rule', { as, body: { storeId, ...sameDay } })).statusCode,
        as,
      ).toBe(403);
      expect(
        (await api.call('DELETE', `/leadtime/rule/${rule!.leadTimeRuleId}`, { as })).statusCode,
        as,
      ).toBe(403);
      const move = {
        sourceLeadTimeRuleId: rule!.leadTimeRuleId,
        direction: 'After',
        targetLeadTimeRuleId: rule!.leadTimeRuleId,
        storeId,
      };
      expect((await api.call('POST', '/leadtime/rule/move', { as, body: move })).statusCode, as).toBe(403);
      const restriction = { leadTimeRuleId: rule!.leadTimeRuleId, userId: 1, allowed: false };
      expect(
        (await api.call('POST', '/leadtime/rule/SetRestriction', { as, body: restriction })).statusCode,
        as,
      ).toBe(403);
    }
    expect((await api.call('GET', `/leadtime/rule/store/${storeId}`)).statusCode).toBe(401);
  });
});
