import { describe, expect, it } from 'vitest';
import {
  chooseCustomerSmsType,
  chooseOrderStatus,
  coherentRule,
  conditionOptions,
  fieldsToResetAfterFailedUpdate,
  LEAD_TIME_RULE_MESSAGES as M,
  matchesLeadTimeRule,
  MAX_SECTION_SHELF_PICKS,
  nextLeadTimeRuleSequence,
  orderTypeOptions,
  parsePartnerStatuses,
  ruleChanged,
  ruleTypeOptions,
  toggleAppNotify,
  toggleCustomerSms,
  togglePrintOnLabel,
  togglePrintZplLabel,
  toggleUpdateOrderStatus,
  validateLeadTimeRule,
  type LeadTimeRuleContext,
  type LeadTimeRuleFields,
} from './index.js';

const context: LeadTimeRuleContext = {
  hasPartnerStatuses: true,
  customOrderTypeIds: [7],
  textMessageTemplateIds: [3],
};
const base: LeadTimeRuleFields = {
  name: 'Late orders',
  minutesFromPromiseTime: 30,
  alertColor: 'red',
  leadTimeRuleTypeId: 3,
};
const messages = (rule: LeadTimeRuleFields, ctx: LeadTimeRuleContext = context) =>
  validateLeadTimeRule(rule, ctx).map((error) => error.message);

describe('lead time rule choices', () => {
  it('offers rule types 1 to 6, type 6 only with the partner statuses attribute', () => {
    expect(ruleTypeOptions(true).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ruleTypeOptions(false).map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ruleTypeOptions(true)[5]!.name).toBe('Store Delivery Status');
  });

  it('allows only equal and not equal for partner status and custom order type rules', () => {
    expect(conditionOptions(6).map((c) => c.id)).toEqual([1, 2]);
    expect(conditionOptions(4).map((c) => c.id)).toEqual([1, 2]);
    expect(conditionOptions(2).map((c) => c.name)).toEqual(['equal', 'not equal', 'less than', 'at least']);
  });

  it('offers Pickup and Delivery, or Delivery and Carryout for partner status rules', () => {
    expect(orderTypeOptions(2).map((t) => [t.id, t.name])).toEqual([
      [1, 'Pickup'],
      [2, 'Delivery'],
    ]);
    expect(orderTypeOptions(6).map((t) => [t.id, t.name])).toEqual([
      [2, 'Delivery'],
      [4, 'Carryout'],
    ]);
  });

  it('reads the partner statuses from the attribute, in either spelling or as plain text', () => {
    expect(
      parsePartnerStatuses(
        '{"StoreDeliveryPartnerStatuses":"Open,Claimed,Shopper Arrived,Picked Up,Delivered"}',
      ),
    ).toEqual(['Open', 'Claimed', 'Shopper Arrived', 'Picked Up', 'Delivered']);
    expect(parsePartnerStatuses('{"StoreDeliveryPartnerStatus":"Open, Claimed"}')).toEqual([
      'Open',
      'Claimed',
    ]);
    expect(parsePartnerStatuses('Open,Delivered')).toEqual(['Open', 'Delivered']);
    expect(parsePartnerStatuses('')).toEqual([]);
  });

  it('numbers a new rule the list length plus 1', () => {
    expect(nextLeadTimeRuleSequence(0)).toBe(1);
    expect(nextLeadTimeRuleSequence(4)).toBe(5);
  });

  it('searches name and description', () => {
    const rule = { name: 'Hot food', description: 'Rotisserie waits' };
    expect(matchesLeadTimeRule(rule, 'ROTIS')).toBe(true);
    expect(matchesLeadTimeRule(rule, 'hot')).toBe(true);
    expect(matchesLeadTimeRule(rule, 'dairy')).toBe(false);
  });
});

describe('lead time rule checks', () => {
  it('accepts a complete same-day rule', () => {
    expect(messages(base)).toEqual([]);
  });

  it('needs a name, minutes above 0, a colour and a rule type', () => {
    expect(messages({ minutesFromPromiseTime: 0 })).toEqual([
      'You have to provide a name for the rule',
      M.minutesAboveZero,
      'You have to pick a color',
      'You have to pick a rule type',
    ]);
  });

  it('offers type 6 only when the client has the attribute, and keeps the type on edit', () => {
    expect(
      messages(
        {
          ...base,
          leadTimeRuleTypeId: 6,
          storeDeliveryPartnerStatus: 'Open',
          storeDeliveryPartnerStatusConditionId: 1,
        },
        { ...context, hasPartnerStatuses: false },
      ),
    ).toEqual([M.ruleTypeUnavailable]);
    expect(messages(base, { ...context, storedRuleTypeId: 2 })).toEqual([M.ruleTypeFixed]);
  });

  it('needs a description with email recipients, and an SMS message with SMS recipients or app notification', () => {
    expect(messages({ ...base, emailAddressTags: ['a@b.test'] })).toEqual([M.descriptionRequired]);
    expect(messages({ ...base, smsRecipientTags: ['555-0100'] })).toEqual([M.smsMessageForRecipients]);
    expect(messages({ ...base, sendToAppNotify: true })).toEqual([M.smsMessageForNotification]);
    expect(messages({ ...base, sendToAppNotify: true, smsMessage: 'Hurry' })).toEqual([]);
  });

  it('needs a status and condition on order status and partner status rules', () => {
    expect(messages({ ...base, leadTimeRuleTypeId: 2 })).toEqual([
      M.orderStatusRequired,
      M.orderStatusConditionRequired,
    ]);
    expect(messages({ ...base, leadTimeRuleTypeId: 2, orderStatusId: 4, orderStatusConditionId: 3 })).toEqual(
      [],
    );
    expect(messages({ ...base, leadTimeRuleTypeId: 6 })).toEqual([
      M.partnerStatusRequired,
      M.partnerStatusConditionRequired,
    ]);
    expect(
      messages({
        ...base,
        leadTimeRuleTypeId: 6,
        storeDeliveryPartnerStatus: 'Open',
        storeDeliveryPartnerStatusConditionId: 4,
      }),
    ).toEqual([M.equalityOnly]);
  });

  it('needs a category, UPC, SKU or section and shelf on item category rules', () => {
    expect(messages({ ...base, leadTimeRuleTypeId: 1 })).toEqual([M.itemCategoryTargetRequired]);
    expect(messages({ ...base, leadTimeRuleTypeId: 1, upcTags: ['041196910184'] })).toEqual([]);
    expect(
      messages({ ...base, leadTimeRuleTypeId: 1, sectionIdShelfIds: [{ sectionId: 2, shelfId: null }] }),
    ).toEqual([]);
  });

  it('refuses more sections and shelves than a rule can carry with the spec message', () => {
    const picks = Array.from({ length: MAX_SECTION_SHELF_PICKS + 1 }, (_, i) => ({
      sectionId: 1,
      shelfId: i + 1,
    }));
    expect(messages({ ...base, leadTimeRuleTypeId: 1, sectionIdShelfIds: picks })).toEqual([
      'Please select fewer Sections and Shelves for this rule.',
    ]);
  });

  it('needs existing custom order types, one of them picked, and an equality condition', () => {
    const rule = { ...base, leadTimeRuleTypeId: 4 };
    expect(messages(rule, { ...context, customOrderTypeIds: [] })).toEqual([
      M.noCustomOrderTypes,
      M.customOrderTypeConditionRequired,
    ]);
    expect(messages({ ...rule, customOrderTypeId: 8, customOrderTypeConditionId: 2 })).toEqual([
      M.customOrderTypeRequired,
    ]);
    expect(messages({ ...rule, customOrderTypeId: 7, customOrderTypeConditionId: 3 })).toEqual([
      M.equalityOnly,
    ]);
    expect(messages({ ...rule, customOrderTypeId: 7, customOrderTypeConditionId: 1 })).toEqual([]);
  });

  it('needs a new order status when the update is on', () => {
    expect(messages({ ...base, updateNewOrderStatus: true })).toEqual([M.newOrderStatusRequired]);
    expect(messages({ ...base, updateNewOrderStatus: true, newOrderStatusId: 8 })).toEqual([]);
  });

  it('needs the value to print, or a ZPL template and a quantity above 0', () => {
    expect(messages({ ...base, printOnLabel: true })).toEqual([M.valueToPrintRequired]);
    expect(messages({ ...base, printZplLabel: true, zplLabelTemplate: '', printLabelQuantity: 0 })).toEqual([
      M.zplTemplateRequired,
      M.labelQuantityAboveZero,
    ]);
    expect(
      messages({ ...base, printZplLabel: true, zplLabelTemplate: '^XA^XZ', printLabelQuantity: 1 }),
    ).toEqual([]);
  });

  it('needs a custom message, or an existing template other than 0, for customer SMS', () => {
    expect(messages({ ...base, sendCustomerSMS: true, customerSMSType: 1 })).toEqual([M.customSmsRequired]);
    expect(
      messages({ ...base, sendCustomerSMS: true, customerSMSType: 2, textMessageTemplateId: 0 }),
    ).toEqual([M.templateRequired]);
    expect(
      messages({ ...base, sendCustomerSMS: true, customerSMSType: 2, textMessageTemplateId: 9 }),
    ).toEqual([M.templateRequired]);
    expect(messages({ ...base, sendCustomerSMS: true, textMessageTemplateId: 3 })).toEqual([]);
    expect(
      messages({ ...base, sendCustomerSMS: true, customCustomerSMS: 'Your order is on its way' }),
    ).toEqual([]);
  });

  it('resets the fields named by a failed update', () => {
    expect(fieldsToResetAfterFailedUpdate([M.smsMessageForNotification])).toEqual([
      'sendToAppNotify',
      'smsMessage',
    ]);
    expect(fieldsToResetAfterFailedUpdate([M.smsMessageForRecipients])).toEqual([
      'smsRecipientTags',
      'smsMessage',
    ]);
    expect(fieldsToResetAfterFailedUpdate([M.nameRequired])).toEqual([]);
  });
});

describe('lead time rule toggles', () => {
  it('keeps print-on-label and ZPL label mutually exclusive', () => {
    expect(togglePrintOnLabel(true)).toEqual({
      printOnLabel: true,
      printZplLabel: false,
      zplLabelTemplate: null,
      printLabelQuantity: null,
    });
    expect(togglePrintZplLabel(true)).toEqual({
      printZplLabel: true,
      zplLabelTemplate: '',
      printLabelQuantity: 1,
      printOnLabel: false,
      valueToPrint: null,
    });
  });

  it('clears the custom text and sets template 0 when customer SMS is turned off', () => {
    expect(toggleCustomerSms(false)).toMatchObject({
      sendCustomerSMS: false,
      customCustomerSMS: null,
      textMessageTemplateId: 0,
    });
    expect(chooseCustomerSmsType(2)).toEqual({ customerSMSType: 2, customCustomerSMS: null });
    expect(chooseCustomerSmsType(1)).toEqual({ customerSMSType: 1, textMessageTemplateId: 0 });
  });

  it('clears the new order status when the update is turned off, and app notification state with it', () => {
    expect(toggleUpdateOrderStatus(false)).toEqual({ updateNewOrderStatus: false, newOrderStatusId: null });
    expect(toggleAppNotify(false, { smsRecipientTags: [] })).toEqual({
      sendToAppNotify: false,
      smsMessage: null,
    });
    expect(toggleAppNotify(false, { smsRecipientTags: ['555-0100'] })).toEqual({ sendToAppNotify: false });
  });

  it('forces Delivery for Out For Delivery, also when storing', () => {
    expect(chooseOrderStatus(11)).toEqual({ orderStatusId: 11, orderTypeId: 2 });
    expect(chooseOrderStatus(4)).toEqual({ orderStatusId: 4 });
    expect(coherentRule({ ...base, orderStatusId: 11, orderTypeId: 1 }).orderTypeId).toBe(2);
    expect(coherentRule({ ...base, printOnLabel: false, valueToPrint: 'x' }).valueToPrint).toBeNull();
  });

  it('shows Save and Cancel only when a value differs', () => {
    expect(ruleChanged(base, { ...base })).toBe(false);
    expect(ruleChanged({ ...base, upcTags: ['1'] }, { ...base, upcTags: ['1'] })).toBe(false);
    expect(ruleChanged(base, { ...base, name: 'Other' })).toBe(true);
  });
});
