import {
  ITEM_CATEGORY_PREPARED_ITEMS_MODES,
  PREPARED_ITEMS_MODES,
  PREP_OPTIONS,
} from '../layout/prepared-items.js';
import {
  isPrivateInfoRole,
  PRIVATE_INFO_FIELDS,
  PRIVATE_INFO_ROLE_LABELS,
} from '../private-info/private-info.js';
import { roleLabel } from '../users/user-fields.js';
import type { HistoryEntityType } from './history.js';

/**
 * The history in the screens' words: each entity type by the kind of row its screen lists, and each
 * field an entry records (the audited table's columns as the API names them, its link lists, a
 * move's position) by the label its screen gives it.
 */
interface HistoryEntityWords {
  label: string;
  fields: Readonly<Record<string, string>>;
}

/** Fields several rows share, under the same words on every screen. */
const OWNER = { clientId: 'Client', storeId: 'Store' } as const;
const LAYOUT_ROW = { name: 'Name', foodSafetyTypeId: 'Food safety type', position: 'Position' } as const;
const PREP = { preparedItemsMode: 'Prepared items mode', prepOptionId: 'Prep option' } as const;

/** Private information's twelve flags, as the screen labels them (the column customer_dob reads customerDob). */
const PRIVATE_INFO_FIELD_LABELS = Object.fromEntries(
  PRIVATE_INFO_FIELDS.map(({ key, label }) => [key === 'customerDOB' ? 'customerDob' : key, label]),
);

export const HISTORY_ENTITY_WORDS: Readonly<Record<HistoryEntityType, HistoryEntityWords>> = {
  ApiKey: {
    label: 'API key',
    fields: {
      ...OWNER,
      name: 'Name',
      role: 'Acts as',
      storeIds: 'Stores',
      keyHash: 'Key',
      keyStart: 'Key start',
      revokedAt: 'Revoked',
      revokedBy: 'Revoked by',
    },
  },
  AppAttribute: { label: 'Application attribute', fields: { ...OWNER, name: 'Name', value: 'Value' } },
  AssignmentRule: {
    label: 'Auto-assignment rule',
    fields: { ...OWNER, type: 'Type', key: 'Key', value: 'Value', position: 'Position' },
  },
  Client: {
    label: 'Client',
    fields: { name: 'Name', curbsideOnly: 'Curbside only', posMode: 'POS mode', persistMode: 'Persist mode' },
  },
  ClientLogo: { label: 'Logo', fields: { imageData: 'Image' } },
  CreditDefinition: {
    label: 'Credit definition',
    fields: {
      ...OWNER,
      name: 'Name',
      creditDefinitionSourceKey: 'Source key',
      customerCreditDepartments: 'Departments',
      customerCreditMultipliers: 'Multipliers',
      customerCreditPermissions: 'Permissions',
      customerNotificationTemplate: 'Customer notification template',
    },
  },
  CustomField: {
    label: 'Custom field',
    fields: {
      ...OWNER,
      name: 'Name',
      sourceKey: 'Source key',
      dataType: 'Data type',
      assignment: 'Assignment type',
      description: 'Description',
    },
  },
  CustomOrderType: {
    label: 'Custom order type',
    fields: { ...OWNER, name: 'Name', sourceKey: 'Source key', iconData: 'Icon', iconMimeType: 'Icon type' },
  },
  FoodSafetyType: {
    label: 'Food safety type',
    fields: {
      ...OWNER,
      ...LAYOUT_ROW,
      containerColor: 'Container color',
      containerIcon: 'Container icon',
      maxLeadTime: 'Max lead time',
    },
  },
  HelpItem: { label: 'Help item', fields: { ...OWNER, upcList: 'UPC list', helpHtml: 'Help HTML' } },
  Integration: {
    label: 'Integration',
    fields: {
      ...OWNER,
      name: 'Name',
      providerId: 'Provider',
      status: 'Status',
      authOptions: 'Authentication options',
    },
  },
  ItemCategory: {
    label: 'Item category',
    fields: {
      ...OWNER,
      ...LAYOUT_ROW,
      itemCategoryTypeSourceKey: 'Source key',
      preparedItemsMode: 'Prepared items mode',
      isAlcohol: 'Alcohol',
      sectionIds: 'Sections',
    },
  },
  LeadTimeRule: {
    label: 'Lead time rule',
    fields: {
      ...OWNER,
      name: 'Name',
      description: 'Description',
      position: 'Position',
      leadTimeRuleTypeId: 'Rule type',
      minutesFromPromiseTime: 'Minutes from promise time',
      alertColor: 'Alert colour',
      orderStatusId: 'Order status',
      orderStatusConditionId: 'Order status condition',
      orderTypeId: 'Order type',
      customOrderTypeId: 'Custom order type',
      customOrderTypeConditionId: 'Custom order type condition',
      storeDeliveryPartnerStatus: 'Delivery partner status',
      storeDeliveryPartnerStatusConditionId: 'Delivery partner status condition',
      orderCompletionPercent: 'Order completion percent',
      itemCategoryTags: 'Item categories',
      upcTags: 'UPCs',
      skuTags: 'SKUs',
      sectionIdShelfIds: 'Sections and shelves',
      emailAddressTags: 'Email recipients',
      smsRecipientTags: 'SMS recipients',
      smsMessage: 'SMS message',
      sendToAppNotify: 'Application notification',
      printOnLabel: 'Print on label',
      valueToPrint: 'Value to print',
      printZplLabel: 'Print ZPL label',
      zplLabelTemplate: 'ZPL label template',
      printLabelQuantity: 'Label quantity',
      sendCustomerSms: 'Send customer SMS',
      customCustomerSms: 'Custom customer message',
      textMessageTemplateId: 'Text message template',
      updateNewOrderStatus: 'Update order status',
      newOrderStatusId: 'New order status',
      excludedShopperIds: 'Shoppers excluded from this rule',
      enabledPrepperIds: 'Preppers enabled for this rule',
    },
  },
  MessageFilter: { label: 'Message filter', fields: { ...OWNER, word: 'Word', allow: 'Allowed' } },
  PosHandOff: {
    label: 'POS hand-off',
    fields: {
      posHandOffId: 'Hand-off',
      infileSentDate: 'Interface initiated',
      requestReceivedDate: 'Request received',
      posCompleteDate: 'Request completed',
    },
  },
  PrivateInfoSetting: { label: 'Private information', fields: PRIVATE_INFO_FIELD_LABELS },
  Section: {
    label: 'Merchandise section',
    fields: {
      ...OWNER,
      ...LAYOUT_ROW,
      ...PREP,
      sectionSourceKey: 'Code',
      restrictedUserIds: 'Restricted shoppers',
      prepperOptInUserIds: 'Opted-in preppers',
    },
  },
  Shelf: {
    label: 'Merchandise shelf',
    fields: {
      ...LAYOUT_ROW,
      ...PREP,
      shelfId: 'Shelf',
      shelfSourceKey: 'Code',
      sectionId: 'Merchandise section',
    },
  },
  StagingSection: { label: 'Carry-out section', fields: { ...OWNER, ...LAYOUT_ROW, labelId: 'Label id' } },
  StagingShelf: {
    label: 'Carry-out shelf',
    fields: { ...LAYOUT_ROW, stagingSectionId: 'Carry-out section' },
  },
  Store: {
    label: 'Store',
    fields: {
      clientId: 'Client',
      name: 'Name',
      location: 'Location',
      stateProvince: 'State',
      timeZoneName: 'Time zone',
      storeTypeId: 'Store type',
      storeSourceKey: 'Store source key',
      parentStoreId: 'Parent store',
      storeDeliveryProviderEnabled: 'Delivery provider enabled',
      storeDeliveryProviderId: 'Delivery provider',
    },
  },
  StoreAttribute: { label: 'Store attribute', fields: { ...OWNER, name: 'Name', value: 'Value' } },
  StoreDeliveryProvider: {
    label: 'Delivery provider',
    fields: {
      ...OWNER,
      providerId: 'Provider type',
      providerEndpointUri: 'Endpoint URL',
      providerEndpointAuthInfo: 'Authentication',
      notificationTypeId: 'Notification type',
      notificationEmail: 'Notification email',
      notificationMinutesBeforePromiseTime: 'Minutes before promise time',
    },
  },
  TextMessageTemplate: {
    label: 'Text message template',
    fields: { ...OWNER, name: 'Name', body: 'Message' },
  },
  User: {
    label: 'User',
    fields: {
      ...OWNER,
      userName: 'User name',
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      phoneNumber: 'Phone number',
      role: 'Role',
      storeIds: 'Stores',
      passwordHash: 'Password',
      claims: 'Claims',
      receiveArrivalNotifications: 'Receive arrival notifications',
      isForcedLabelScan: 'Forced label scan',
      isForcedScanDuringCarryout: 'Forced scan during carry-out',
    },
  },
  Zone: {
    label: 'Zone',
    fields: { ...OWNER, ...LAYOUT_ROW, sectionIds: 'Sections', userIds: 'Users' },
  },
};

const wordsOf = (entityType: string): HistoryEntityWords | undefined =>
  (HISTORY_ENTITY_WORDS as Partial<Record<string, HistoryEntityWords>>)[entityType];

/** A name the history has no words for, in sentence case: "prepOptionId" reads "Prep option id". */
function sentenceCase(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An entity type as the activity pages' filter and rows name it, e.g. "Carry-out section". */
export const historyEntityLabel = (entityType: string): string =>
  wordsOf(entityType)?.label ?? sentenceCase(entityType);

/** Whether a field of an entity type has its screen's words, rather than the sentence-case fallback. */
export const hasHistoryFieldLabel = (entityType: string, field: string): boolean =>
  wordsOf(entityType)?.fields[field] !== undefined;

/** A recorded field as its screen labels it, e.g. PrivateInfoSetting's customerDob "Date of birth". */
export const historyFieldLabel = (entityType: string, field: string): string =>
  wordsOf(entityType)?.fields[field] ?? sentenceCase(field);

/**
 * The row an entry changed, as a person names it: the type's label and its id, a private
 * information setting by its role ("Private information — Delivery driver"), a hand-off by its order.
 */
export function historyEntityName(entityType: string, entityId: string): string {
  const label = historyEntityLabel(entityType);
  if (entityType === 'PrivateInfoSetting') {
    const role = entityId.split('/').at(-1) ?? entityId;
    return `${label} — ${isPrivateInfoRole(role) ? PRIVATE_INFO_ROLE_LABELS[role] : roleLabel(role)}`;
  }
  if (entityType === 'ClientLogo') return `${label} — ${entityId.split('/').at(-1) ?? entityId}`;
  if (entityType === 'PosHandOff') return `${label} — order ${entityId}`;
  return `${label} ${entityId}`;
}

/** Fields whose stored numbers have names on their screens. */
const NAMED_VALUES: Partial<Record<string, Readonly<Record<string, Readonly<Record<number, string>>>>>> = {
  Section: { preparedItemsMode: PREPARED_ITEMS_MODES, prepOptionId: PREP_OPTIONS },
  Shelf: { preparedItemsMode: PREPARED_ITEMS_MODES, prepOptionId: PREP_OPTIONS },
  ItemCategory: { preparedItemsMode: ITEM_CATEGORY_PREPARED_ITEMS_MODES },
};

/** A flag's two words: a private information flag shows or hides a field, an integration is active or not, else yes or no. */
function flagWords(entityType: string, field: string): readonly [string, string] {
  if (entityType === 'PrivateInfoSetting') return ['shown', 'hidden'];
  if (entityType === 'Integration' && field === 'status') return ['Active', 'Inactive'];
  return ['Yes', 'No'];
}

/** What a value that is not there (before a row was made, after it was deleted, a cleared field) shows. */
export const HISTORY_NO_VALUE = '(none)';
/** What an empty text shows. */
export const HISTORY_EMPTY_VALUE = '(empty)';

/**
 * A recorded value as its screen means it: a private information flag "shown" or "hidden", other
 * flags "Yes" or "No", a role by its name, a numbered mode by its name, a list of ids comma-separated;
 * ids of other rows as they are, since the entry holds no names for them.
 */
export function historyValueText(entityType: string, field: string, value: unknown): string {
  if (value === null || value === undefined) return HISTORY_NO_VALUE;
  if (value === '') return HISTORY_EMPTY_VALUE;
  if (typeof value === 'boolean') {
    const [on, off] = flagWords(entityType, field);
    return value ? on : off;
  }
  if (typeof value === 'number') return NAMED_VALUES[entityType]?.[field]?.[value] ?? String(value);
  if (typeof value === 'string') return field === 'role' ? roleLabel(value) : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return HISTORY_NO_VALUE;
    return value.map((item) => historyValueText(entityType, field, item)).join(', ');
  }
  return JSON.stringify(value);
}
