import {
  boolean,
  decimal,
  integer,
  integerNotBelowZero,
  jsonValidator,
  list,
  object,
  optional,
  required,
  text,
  type Rule,
} from './json-checks.js';

/** Type 10: the four thresholds, integers not below zero. */
export const priceThresholdValue = jsonValidator(
  object({
    MinThreshold: required(integerNotBelowZero),
    MaxThreshold: required(integerNotBelowZero),
    MinBufferThreshold: required(integerNotBelowZero),
    MaxBufferThreshold: required(integerNotBelowZero),
  }),
);

/** Type 14: [{IpAddress, Port, Name}]. */
export const networkPrinterValue = jsonValidator(
  list(
    'Printer',
    object({ IpAddress: required(text), Port: required(integerNotBelowZero), Name: required(text) }),
  ),
);

/** Type 16: {OrderStatusId, MinutesPast, MessageBody}. */
export const smsAutoResponderValue = jsonValidator(
  object({ OrderStatusId: required(integer), MinutesPast: required(integer), MessageBody: required(text) }),
);

/** Type 20: default volumes and per food safety type volumes, nothing else. */
export const cartonizationValue = jsonValidator(
  object(
    {
      DefaultItemVolume: required(decimal),
      DefaultFSTVolume: required(decimal),
      Definitions: required(
        list(
          'Definition',
          object(
            { FoodSafetyTypeName: required(text), FoodSafetyTypeId: optional(), Volume: optional(decimal) },
            { only: true },
          ),
        ),
      ),
    },
    { only: true },
  ),
);

const COUNTS = ['DefaultCount', 'MinCount', 'MaxCount'];

const someCount: Rule = (override) =>
  COUNTS.some((count) => override[count] !== undefined && override[count] !== null)
    ? undefined
    : 'At least one of DefaultCount, MinCount or MaxCount is required.';

/** Type 23: [{FoodSafetyTypeName, DefaultCount, MinCount, MaxCount}] with at least one count. */
export const containerEstimateOverrideValue = jsonValidator(
  list(
    'Override',
    object(
      {
        FoodSafetyTypeName: required(text),
        DefaultCount: optional(decimal),
        MinCount: optional(decimal),
        MaxCount: optional(decimal),
      },
      { rules: [someCount] },
    ),
  ),
);

/** Type 28: {StoreDeliveryPartnerStatuses}, the statuses as comma separated text. */
export const deliveryPartnerStatusesValue = jsonValidator(
  object({ StoreDeliveryPartnerStatuses: required(text) }),
);

/** Type 30: {Enabled, Webhooks: [{Name, Url}]}. */
export const containerStoragePageValue = jsonValidator(
  object({
    Enabled: required(boolean),
    Webhooks: required(list('Webhook', object({ Name: required(text), Url: required(text) }))),
  }),
);

/** Type 31: whether partial audits run, and the four audit numbers. */
export const auditSettingsValue = jsonValidator(
  object({
    partial_audit_enabled: required(boolean),
    full_audit_minimum_percentage: required(integer),
    partial_audit_minimum_percentage: required(integer),
    partial_audit_minimum_scans: required(integer),
    partial_audit_maximum_scans: required(integer),
  }),
);
