import { ATTRIBUTE_VALUE_TYPES as T, type AttributeValueType } from './value-types.js';

/** A known attribute name, the type its value is checked as, and what it configures. */
interface AttributeKey {
  name: string;
  valueType: AttributeValueType;
  description: string;
}

/** Label-printer templates of spec 2 section 3, and the label each prints. */
const LABEL_TEMPLATES: readonly [string, string][] = [
  ['BagLabelZPLTemplate', 'bag label'],
  ['PrepLabelZPLTemplate', 'prepared item label'],
  ['KioskPrepLabelZPLTemplate', 'kiosk prepared item label'],
  ['PrepLiteZPLTemplate', 'prep lite label'],
  ['RecallLabelZPLTemplate', 'recall label'],
  ['LoadLabelZPLTemplate', 'load label'],
  ['HeaderLabelZPLTemplate', 'header label'],
  ['CustomerLabelZPLTemplate', 'customer label'],
];

const LANGUAGES: readonly [string, string][] = [
  ['', 'English'],
  ['_Es', 'Spanish'],
  ['_It', 'Italian'],
];

const labelTemplateKeys: AttributeKey[] = LABEL_TEMPLATES.flatMap(([name, label]) =>
  LANGUAGES.map(([suffix, language]) => ({
    name: `${name}${suffix}`,
    valueType: T.String,
    description: `ZPL template of the ${label} (${language}).`,
  })),
);

/** The possible application attribute keys (GET client/appAttributePossibleKeys/types). */
export const APP_ATTRIBUTE_KEYS: readonly AttributeKey[] = [
  {
    name: 'ClientDisplayName',
    valueType: T.String,
    description: 'Client name shown to customers in messages.',
  },
  {
    name: 'ForcedLabelScanEnabled',
    valueType: T.Boolean,
    description: 'Whether shoppers must scan a label before staging a container.',
  },
  {
    name: 'MaxOrdersPerBatch',
    valueType: T.Integer,
    description: 'Most orders picked together in one batch.',
  },
  {
    name: 'WeightTolerancePercent',
    valueType: T.Decimal,
    description: 'Allowed difference, in percent, between ordered and picked weight.',
  },
  {
    name: 'WebHookUrl',
    valueType: T.Url,
    description: 'Web hooks called on order events: a JSON list of entries with name and url.',
  },
  {
    name: 'CustomerPortalUrl',
    valueType: T.Url,
    description: 'Address of the customer order-tracking site.',
  },
  { name: 'SupportEmail', valueType: T.Email, description: 'Address that receives support requests.' },
  { name: 'CustomerServicePhone', valueType: T.PhoneNumber, description: 'Phone number given to customers.' },
  {
    name: 'CurbsidePickupHours',
    valueType: T.JsonTimeInterval,
    description: 'Time frames of the day when curbside pickup is offered.',
  },
  {
    name: 'CommandCenterRoles',
    valueType: T.JsonUserRole,
    description: 'Roles, with their permissions, that may use the command center.',
  },
  {
    name: 'OrderPriceThreshold',
    valueType: T.JsonPriceThreshold,
    description: 'Order total limits and buffers that hold an order for review.',
  },
  { name: 'GoLiveDate', valueType: T.Date, description: 'Date the client starts taking orders.' },
  {
    name: 'PriceListEffectiveDateTime',
    valueType: T.DateTime,
    description: 'Date and time the current price list takes effect.',
  },
  {
    name: 'DailyOrderCutoffTime',
    valueType: T.Time,
    description: 'Time of day after which new orders move to the next day.',
  },
  {
    name: 'NetworkPrinters',
    valueType: T.JsonNetworkPrinter,
    description: 'Label printers on the store network.',
  },
  {
    name: 'ExpressOrderTimeFrame',
    valueType: T.JsonEnabledTimeFrame,
    description: 'Time frame of the day when express orders are accepted.',
  },
  {
    name: 'SmsAutoResponder',
    valueType: T.JsonSmsAutoResponder,
    description: 'Text message sent some minutes after an order reaches a status.',
  },
  {
    name: 'SubstitutionPlugin',
    valueType: T.JsonSubstitution,
    description: 'Plugin that suggests substitutions.',
  },
  {
    name: 'SubstitutionApiKey',
    valueType: T.JsonSubstitutionApiKey,
    description: 'Key, catalog and addresses of the substitution provider.',
  },
  {
    name: 'BulkPickingOrderTimeFrame',
    valueType: T.JsonBulkPickingOrderTimeFrame,
    description: 'Time frame and interval in which orders are grouped for bulk picking.',
  },
  {
    name: 'CartonizationDefinition',
    valueType: T.JsonCartonizationDefinition,
    description: 'Item and container volumes used to estimate containers per food safety type.',
  },
  {
    name: 'ConsolidatedSubstitutionApproval',
    valueType: T.JsonConsolidatedSubstitutionApproval,
    description: 'How long customers have to approve substitutions, and the message they receive.',
  },
  {
    name: 'OAuthLoginSettings',
    valueType: T.JsonOAuthLoginSettings,
    description: 'OAuth provider addresses and the apps that sign in through it.',
  },
  {
    name: 'ContainerEstimateOverride',
    valueType: T.JsonContainerEstimateOverride,
    description: 'Container counts that replace the estimate per food safety type.',
  },
  {
    name: 'FreshInventoryTenantDetail',
    valueType: T.JsonFreshInventoryTenantDetail,
    description: 'Tenant and keys of the fresh-inventory service.',
  },
  {
    name: 'OrderNotificationCarryoutFollowUp',
    valueType: T.JsonOrderNotificationCarryoutFollowUp,
    description: 'Follow-up notification when a carry-out order waits too long.',
  },
  {
    name: 'StoreDeliveryPartnerStatuses',
    valueType: T.JsonStoreDeliveryPartnerStatus,
    description: 'Delivery partner statuses shown to stores, comma separated.',
  },
  {
    name: 'WorkforceEnhanceProvider',
    valueType: T.JsonWorkforceEnhanceProvider,
    description: 'Workforce providers that take delivery and carry-out work, in sequence.',
  },
  {
    name: 'ContainerStoragePage',
    valueType: T.JsonContainerStoragePage,
    description: 'Container storage page and the web hooks it calls.',
  },
  {
    name: 'AuditSettings',
    valueType: T.JsonAuditSettings,
    description: 'Minimum percentages and scan counts of full and partial order audits.',
  },
  {
    name: 'MfcProvider',
    valueType: T.JsonMfcProvider,
    description: 'Micro-fulfilment centre provider and its connection settings.',
  },
  ...labelTemplateKeys,
];

const VALUE_TYPES = new Map(APP_ATTRIBUTE_KEYS.map((key) => [key.name, key.valueType]));

/** The value type of an attribute name; unknown attributes are strings. */
export function attributeValueType(name: string): number {
  return VALUE_TYPES.get(name) ?? T.String;
}

/** JSON kinds edited in a text area (spec 2, Application attributes screen). */
const TEXT_AREA_TYPES: ReadonlySet<number> = new Set([
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
]);

const LABEL_TEMPLATE_NAMES: ReadonlySet<string> = new Set(labelTemplateKeys.map((key) => key.name));

/** Whether the attribute's value is edited in a text area rather than a one-line input. */
export function isTextAreaAttribute(name: string): boolean {
  return LABEL_TEMPLATE_NAMES.has(name) || TEXT_AREA_TYPES.has(attributeValueType(name));
}

/** The label of a key or value field: time-type attributes add '(hh:mm)', as in 'Key (hh:mm)'. */
export function attributeLabel(name: string, valueType: number): string {
  return valueType === T.Time ? `${name} (hh:mm)` : name;
}
