import { customerSmsType, DEFAULT_ALERT_COLOR, DEFAULT_COMPLETION_PERCENT } from '@fulfil/domain';
import type { LeadTimeRuleFieldsFragment, LeadTimeRuleInput } from '../../gql/graphql';

/** The form's draft: the mutation's input, every field present so a change is a plain comparison. */
export type RuleValues = Required<{
  [K in keyof LeadTimeRuleInput]: Exclude<LeadTimeRuleInput[K], undefined>;
}>;

/** A rule's values as the form edits them; a new rule starts white, with nothing switched on. */
export function valuesOf(row: LeadTimeRuleFieldsFragment | null): RuleValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    minutesFromPromiseTime: row?.minutesFromPromiseTime ?? null,
    alertColor: row?.alertColor ?? DEFAULT_ALERT_COLOR,
    leadTimeRuleTypeId: row?.leadTimeRuleTypeId ?? null,
    orderStatusId: row?.orderStatusId ?? null,
    orderStatusConditionId: row?.orderStatusConditionId ?? null,
    orderTypeId: row?.orderTypeId ?? null,
    customOrderTypeId: row?.customOrderTypeId ?? null,
    customOrderTypeConditionId: row?.customOrderTypeConditionId ?? null,
    storeDeliveryPartnerStatus: row?.storeDeliveryPartnerStatus ?? null,
    storeDeliveryPartnerStatusConditionId: row?.storeDeliveryPartnerStatusConditionId ?? null,
    emailAddressTags: row?.emailAddressTags ?? [],
    smsRecipientTags: row?.smsRecipientTags ?? [],
    itemCategoryTags: row?.itemCategoryTags ?? [],
    upcTags: row?.upcTags ?? [],
    skuTags: row?.skuTags ?? [],
    sectionIdShelfIds: (row?.sectionIdShelfIds ?? []).map(({ sectionId, shelfId }) => ({
      sectionId,
      shelfId,
    })),
    smsMessage: row?.smsMessage ?? '',
    sendToAppNotify: row?.sendToAppNotify ?? false,
    printOnLabel: row?.printOnLabel ?? false,
    valueToPrint: row?.valueToPrint ?? null,
    printZplLabel: row?.printZplLabel ?? false,
    zplLabelTemplate: row?.zplLabelTemplate ?? null,
    printLabelQuantity: row?.printLabelQuantity ?? null,
    orderCompletionPercent: row?.orderCompletionPercent ?? DEFAULT_COMPLETION_PERCENT,
    sendCustomerSMS: row?.sendCustomerSMS ?? false,
    customerSMSType: row ? customerSmsType(row) : null,
    customCustomerSMS: row?.customCustomerSMS ?? null,
    textMessageTemplateId: row?.textMessageTemplateId ?? 0,
    updateNewOrderStatus: row?.updateNewOrderStatus ?? false,
    newOrderStatusId: row?.newOrderStatusId ?? null,
  };
}

/** The picks of an item category rule as one option value each. */
export const pickKey = (pick: { sectionId: string; shelfId?: string | null }) =>
  `${pick.sectionId}:${pick.shelfId ?? ''}`;
export const pickOf = (key: string) => {
  const [sectionId = '', shelfId = ''] = key.split(':');
  return { sectionId, shelfId: shelfId || null };
};
