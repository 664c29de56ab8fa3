import {
  CUSTOM_MESSAGE_TEMPLATE_ID,
  DEFAULT_LABEL_QUANTITY,
  DELIVERY_ORDER_TYPE,
  OUT_FOR_DELIVERY,
  SMS_TYPE,
} from './options.js';
import type { LeadTimeRuleFields } from './validation.js';

/**
 * The editor's toggles and choices with the resets spec 3 section 4 ties to them. Each answers the
 * fields that change, for the form to merge; the same functions keep the API's stored rule coherent.
 */
export type RuleChange = Partial<LeadTimeRuleFields>;

/** Print-on-label on turns the ZPL label off, clearing its template and quantity; off clears the value. */
export function togglePrintOnLabel(on: boolean): RuleChange {
  return on
    ? { printOnLabel: true, printZplLabel: false, zplLabelTemplate: null, printLabelQuantity: null }
    : { printOnLabel: false, valueToPrint: null };
}

/** ZPL label on sets an empty template and quantity 1 and turns print-on-label off, clearing its value. */
export function togglePrintZplLabel(on: boolean): RuleChange {
  return on
    ? {
        printZplLabel: true,
        zplLabelTemplate: '',
        printLabelQuantity: DEFAULT_LABEL_QUANTITY,
        printOnLabel: false,
        valueToPrint: null,
      }
    : { printZplLabel: false, zplLabelTemplate: null, printLabelQuantity: null };
}

/** App notification off resets the state that goes with it: the message is kept only for SMS recipients. */
export function toggleAppNotify(
  on: boolean,
  rule: Pick<LeadTimeRuleFields, 'smsRecipientTags' | 'smsMessage'>,
): RuleChange {
  if (on) return { sendToAppNotify: true };
  return rule.smsRecipientTags?.length
    ? { sendToAppNotify: false }
    : { sendToAppNotify: false, smsMessage: null };
}

/** Customer SMS off clears the custom text and sets the template id to 0. */
export function toggleCustomerSms(on: boolean): RuleChange {
  return on
    ? {
        sendCustomerSMS: true,
        customerSMSType: SMS_TYPE.custom,
        textMessageTemplateId: CUSTOM_MESSAGE_TEMPLATE_ID,
      }
    : {
        sendCustomerSMS: false,
        customerSMSType: null,
        customCustomerSMS: null,
        textMessageTemplateId: CUSTOM_MESSAGE_TEMPLATE_ID,
      };
}

/** Choosing custom text (1) or a template (2) clears the other. */
export function chooseCustomerSmsType(type: number): RuleChange {
  return type === SMS_TYPE.template
    ? { customerSMSType: SMS_TYPE.template, customCustomerSMS: null }
    : { customerSMSType: SMS_TYPE.custom, textMessageTemplateId: CUSTOM_MESSAGE_TEMPLATE_ID };
}

/** The order-status update off clears the new status. */
export function toggleUpdateOrderStatus(on: boolean): RuleChange {
  return on ? { updateNewOrderStatus: true } : { updateNewOrderStatus: false, newOrderStatusId: null };
}

/** Out For Delivery forces order type Delivery. */
export function chooseOrderStatus(orderStatusId: number | null): RuleChange {
  return orderStatusId === OUT_FOR_DELIVERY
    ? { orderStatusId, orderTypeId: DELIVERY_ORDER_TYPE }
    : { orderStatusId };
}

/** Whether the order type is fixed by the chosen status (Out For Delivery). */
export function orderTypeForced(orderStatusId: number | null | undefined): boolean {
  return orderStatusId === OUT_FOR_DELIVERY;
}

/**
 * The fields as stored: whatever a switched-off toggle leaves behind is cleared, and Out For Delivery
 * carries Delivery, whatever the caller sent, so that a stored rule never contradicts its toggles.
 */
export function coherentRule<T extends LeadTimeRuleFields>(rule: T): T {
  let result: T = { ...rule };
  const merge = (change: RuleChange) => (result = { ...result, ...change });
  if (!result.printOnLabel) merge({ valueToPrint: null });
  if (!result.printZplLabel) merge({ zplLabelTemplate: null, printLabelQuantity: DEFAULT_LABEL_QUANTITY });
  if (!result.sendCustomerSMS)
    merge({ customCustomerSMS: null, textMessageTemplateId: CUSTOM_MESSAGE_TEMPLATE_ID });
  else if (result.customerSMSType) merge(chooseCustomerSmsType(result.customerSMSType));
  if (!result.updateNewOrderStatus) merge({ newOrderStatusId: null });
  if (orderTypeForced(result.orderStatusId)) merge({ orderTypeId: DELIVERY_ORDER_TYPE });
  return result;
}

/** Whether any of the fields differs from the original: only then are Save and Cancel shown. */
export function ruleChanged<T extends object>(original: T, edited: T): boolean {
  const before = original as Record<string, unknown>;
  const after = edited as Record<string, unknown>;
  // customerSMSType is derived from the stored template id, so it never differs on its own.
  return Object.keys(after).some(
    (field) =>
      field !== 'customerSMSType' &&
      JSON.stringify(after[field] ?? null) !== JSON.stringify(before[field] ?? null),
  );
}

/** Search on name and description, case-insensitive. */
export function matchesLeadTimeRule(
  rule: { name: string; description?: string | null },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return rule.name.toLowerCase().includes(needle) || (rule.description ?? '').toLowerCase().includes(needle);
}
