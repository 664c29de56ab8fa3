/**
 * The fixed choices of a lead time rule (spec 3 section 4, "Lead time rules"): rule types, order
 * statuses, order types and conditions, and which of them each rule type offers.
 */

export const LEAD_TIME_RULE_TYPES = [
  { id: 1, name: 'ItemCategory' },
  { id: 2, name: 'OrderStatus' },
  { id: 3, name: 'SameDayOrders' },
  { id: 4, name: 'CustomOrderType' },
  { id: 5, name: 'UserPercentComplete' },
  { id: 6, name: 'Store Delivery Status' },
] as const;

export const RULE_TYPE = {
  itemCategory: 1,
  orderStatus: 2,
  sameDayOrders: 3,
  customOrderType: 4,
  userPercentComplete: 5,
  storeDeliveryStatus: 6,
} as const;

export const ORDER_STATUSES = [
  { id: 1, name: 'New' },
  { id: 2, name: 'In Progress' },
  { id: 4, name: 'Staged' },
  { id: 8, name: 'Ready for Carryout' },
  { id: 11, name: 'Out For Delivery' },
  { id: 12, name: 'Completed' },
] as const;

export const OUT_FOR_DELIVERY = 11;

/** Order types; none (null) is All Orders. */
export const ORDER_TYPES = [
  { id: 1, name: 'Pickup' },
  { id: 2, name: 'Delivery' },
] as const;

/** The order types of a partner status rule; none (null) is all. */
export const PARTNER_STATUS_ORDER_TYPES = [
  { id: 2, name: 'Delivery' },
  { id: 4, name: 'Carryout' },
] as const;

export const DELIVERY_ORDER_TYPE = 2;

export const CONDITIONS = [
  { id: 1, name: 'equal' },
  { id: 2, name: 'not equal' },
  { id: 3, name: 'less than' },
  { id: 4, name: 'at least' },
] as const;

/** Partner-status and custom-order-type rules compare only for (in)equality. */
const EQUALITY_CONDITIONS = [1, 2];

/** The default alert colour when none is chosen. */
export const DEFAULT_ALERT_COLOR = 'white';
export const DEFAULT_LABEL_QUANTITY = 1;
export const DEFAULT_COMPLETION_PERCENT = 0;
/** A customer SMS with this template id is the custom message. */
export const CUSTOM_MESSAGE_TEMPLATE_ID = 0;
export const SMS_TYPE = { custom: 1, template: 2 } as const;

/** The alert colours the rule editor offers (the spec names white as the default only). */
export const ALERT_COLORS = ['white', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;

/**
 * The application attribute that lists the delivery partner statuses: spec 2's catalogue key, and
 * spec 3's singular spelling, which a client may have been set up with.
 */
export const PARTNER_STATUS_ATTRIBUTES = [
  'StoreDeliveryPartnerStatuses',
  'StoreDeliveryPartnerStatus',
] as const;

/** The rule types offered: type 6 only when the client has the partner statuses attribute. */
export function ruleTypeOptions(hasPartnerStatuses: boolean) {
  return LEAD_TIME_RULE_TYPES.filter(
    (type) => type.id !== RULE_TYPE.storeDeliveryStatus || hasPartnerStatuses,
  );
}

/** The conditions a rule type offers. */
export function conditionOptions(leadTimeRuleTypeId: number | null | undefined) {
  return leadTimeRuleTypeId === RULE_TYPE.storeDeliveryStatus ||
    leadTimeRuleTypeId === RULE_TYPE.customOrderType
    ? CONDITIONS.filter((condition) => EQUALITY_CONDITIONS.includes(condition.id))
    : CONDITIONS;
}

/** The order types a rule type offers (besides all orders). */
export function orderTypeOptions(leadTimeRuleTypeId: number | null | undefined) {
  return leadTimeRuleTypeId === RULE_TYPE.storeDeliveryStatus ? PARTNER_STATUS_ORDER_TYPES : ORDER_TYPES;
}

/**
 * The partner statuses of the attribute's value: JSON `{StoreDeliveryPartnerStatuses: "Open,Claimed"}`
 * (spec 2) or the comma separated text alone. Empty when the value says none.
 */
export function parsePartnerStatuses(value: string | null | undefined): string[] {
  if (!value?.trim()) return [];
  let text: unknown = value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      text = PARTNER_STATUS_ATTRIBUTES.map((key) => record[key]).find((v) => typeof v === 'string') ?? '';
    }
  } catch {
    // Plain comma separated text.
  }
  return typeof text === 'string'
    ? text
        .split(',')
        .map((status) => status.trim())
        .filter(Boolean)
    : [];
}
