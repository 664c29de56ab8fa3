import { describe, expect, it } from 'vitest';
import { defaultAttributeValue } from './defaults.js';
import { appAttributeFailure, storeAttributeFailure } from './failures.js';
import { APP_ATTRIBUTE_KEYS, attributeLabel, attributeValueType, isTextAreaAttribute } from './keys.js';
import { validateAttributeValue } from './validators.js';
import { ATTRIBUTE_VALUE_TYPES as T } from './value-types.js';

const TYPE_IDS = Object.values(T);

describe('attribute value types', () => {
  it('numbers the types 1 to 32 without 25 and 27', () => {
    const expected = Array.from({ length: 32 }, (_, index) => index + 1).filter(
      (id) => id !== 25 && id !== 27,
    );
    expect([...TYPE_IDS].sort((a, b) => a - b)).toEqual(expected);
  });
});

describe('application attribute keys', () => {
  it('offers at least one key of every value type', () => {
    const offered = new Set(APP_ATTRIBUTE_KEYS.map((key) => key.valueType));
    expect(TYPE_IDS.filter((id) => !offered.has(id))).toEqual([]);
  });

  it('names each key once and describes every key', () => {
    const names = APP_ATTRIBUTE_KEYS.map((key) => key.name);
    expect(new Set(names).size).toBe(names.length);
    expect(APP_ATTRIBUTE_KEYS.filter((key) => key.description.trim() === '')).toEqual([]);
  });

  it.each([
    ['OAuthLoginSettings', 22],
    ['AuditSettings', 31],
    ['MfcProvider', 32],
    ['ContainerStoragePage', 30],
    ['WorkforceEnhanceProvider', 29],
    ['StoreDeliveryPartnerStatuses', 28],
    ['OrderNotificationCarryoutFollowUp', 26],
  ])('types %s as %i', (name, valueType) => {
    expect(attributeValueType(name)).toBe(valueType);
  });

  it('offers every label template with its _Es and _It variants as a string', () => {
    const templates = [
      'BagLabelZPLTemplate',
      'PrepLabelZPLTemplate',
      'KioskPrepLabelZPLTemplate',
      'PrepLiteZPLTemplate',
      'RecallLabelZPLTemplate',
      'LoadLabelZPLTemplate',
      'HeaderLabelZPLTemplate',
      'CustomerLabelZPLTemplate',
    ].flatMap((name) => [name, `${name}_Es`, `${name}_It`]);
    expect(templates.map(attributeValueType)).toEqual(templates.map(() => T.String));
    expect(templates.filter((name) => !isTextAreaAttribute(name))).toEqual([]);
  });

  it('treats an unknown attribute as a string in a one-line input', () => {
    expect(attributeValueType('SomethingNew')).toBe(T.String);
    expect(isTextAreaAttribute('SomethingNew')).toBe(false);
  });

  it('edits the JSON kinds the screen lists in a text area', () => {
    const textArea = APP_ATTRIBUTE_KEYS.filter(
      (key) => isTextAreaAttribute(key.name) && key.valueType !== T.String,
    );
    expect(new Set(textArea.map((key) => key.valueType))).toEqual(
      new Set([
        T.JsonTimeInterval,
        T.JsonUserRole,
        T.JsonPriceThreshold,
        T.JsonNetworkPrinter,
        T.JsonEnabledTimeFrame,
        T.JsonSmsAutoResponder,
        T.JsonOrderNotificationCarryoutFollowUp,
        T.JsonStoreDeliveryPartnerStatus,
        T.JsonWorkforceEnhanceProvider,
        T.JsonContainerStoragePage,
        T.JsonMfcProvider,
        T.JsonAuditSettings,
        T.JsonFreshInventoryTenantDetail,
      ]),
    );
  });
});

describe('attribute labels', () => {
  it("reads 'Key (hh:mm)' for a time-type attribute", () => {
    expect(attributeLabel('Key', T.Time)).toBe('Key (hh:mm)');
    expect(attributeLabel('DailyOrderCutoffTime', attributeValueType('DailyOrderCutoffTime'))).toBe(
      'DailyOrderCutoffTime (hh:mm)',
    );
  });

  it('keeps the label of other types', () => {
    expect(attributeLabel('Key', T.JsonTimeInterval)).toBe('Key');
    expect(attributeLabel('Key', T.String)).toBe('Key');
  });
});

describe('default attribute values', () => {
  it.each(TYPE_IDS.filter((id) => id !== T.String))(
    'starts type %i from a value that passes its check',
    (id) => {
      const value = defaultAttributeValue(id);
      expect(validateAttributeValue(id, value)).toEqual({ valid: true, value });
    },
  );

  it('starts a string empty, so it must be typed before saving', () => {
    expect(defaultAttributeValue(T.String)).toBe('');
    expect(validateAttributeValue(T.String, '')).toEqual({ valid: false, message: 'Empty String Value' });
  });

  it('starts a boolean as True', () => {
    expect(defaultAttributeValue(T.Boolean)).toBe('True');
  });

  it('starts an enabled time frame from 08:00 to 19:00', () => {
    expect(JSON.parse(defaultAttributeValue(T.JsonEnabledTimeFrame))).toMatchObject({
      StartTime: '08:00',
      EndTime: '19:00',
    });
  });

  it('starts a carry-out follow-up at 90 seconds', () => {
    expect(JSON.parse(defaultAttributeValue(T.JsonOrderNotificationCarryoutFollowUp))).toMatchObject({
      OrderNotificationCarryoutFollowUpInSeconds: 90,
    });
  });

  it('starts delivery partner statuses with Open, Claimed, Shopper Arrived, Picked Up, Delivered', () => {
    const { StoreDeliveryPartnerStatuses } = JSON.parse(
      defaultAttributeValue(T.JsonStoreDeliveryPartnerStatus),
    );
    expect(StoreDeliveryPartnerStatuses.split(',')).toEqual([
      'Open',
      'Claimed',
      'Shopper Arrived',
      'Picked Up',
      'Delivered',
    ]);
  });

  it('starts audit settings at 95, 25, 11 and 50', () => {
    expect(JSON.parse(defaultAttributeValue(T.JsonAuditSettings))).toMatchObject({
      full_audit_minimum_percentage: 95,
      partial_audit_minimum_percentage: 25,
      partial_audit_minimum_scans: 11,
      partial_audit_maximum_scans: 50,
    });
  });

  it('starts an unknown type empty', () => {
    expect(defaultAttributeValue(99)).toBe('');
  });
});

describe('attribute failure alerts', () => {
  it("titles a store attribute failure 'Store Attribute Value Incorrect' and names the attribute", () => {
    expect(storeAttributeFailure('WebHookUrl', 'ftp://x is not a valid url')).toEqual({
      title: 'Store Attribute Value Incorrect',
      message: "The value of the 'WebHookUrl' Attribute is incorrect. ftp://x is not a valid url",
    });
  });

  it("titles an application attribute failure 'Attribute Value Incorrect' and names the attribute", () => {
    expect(appAttributeFailure('MaxOrdersPerBatch', 'Value must be greather than zero')).toEqual({
      title: 'Attribute Value Incorrect',
      message:
        "The value of the 'MaxOrdersPerBatch' Attribute is incorrect. Value must be greather than zero",
    });
  });
});
