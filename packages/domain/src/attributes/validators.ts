import type { AttributeCheck, Validator } from './check.js';
import {
  auditSettingsValue,
  cartonizationValue,
  containerEstimateOverrideValue,
  containerStoragePageValue,
  deliveryPartnerStatusesValue,
  networkPrinterValue,
  priceThresholdValue,
  smsAutoResponderValue,
} from './json-store.js';
import {
  mfcProviderValue,
  oauthLoginSettingsValue,
  substitutionApiKeyValue,
  substitutionValue,
  tenantDetailValue,
  workforceProviderValue,
} from './json-integrations.js';
import { userRoleValue } from './json-roles.js';
import {
  bulkPickingValue,
  carryoutFollowUpValue,
  consolidatedApprovalValue,
  enabledTimeFrameValue,
  timeIntervalValue,
} from './json-times.js';
import {
  booleanValue,
  decimalValue,
  emailValue,
  integerValue,
  phoneValue,
  presentValue,
  stringValue,
  urlValue,
} from './scalars.js';
import { ATTRIBUTE_VALUE_TYPES as T } from './value-types.js';

const VALIDATORS: Record<number, Validator> = {
  [T.String]: stringValue,
  [T.Boolean]: booleanValue,
  [T.Integer]: integerValue,
  [T.Decimal]: decimalValue,
  [T.Url]: urlValue,
  [T.Email]: emailValue,
  [T.PhoneNumber]: phoneValue,
  [T.JsonTimeInterval]: timeIntervalValue,
  [T.JsonUserRole]: userRoleValue,
  [T.JsonPriceThreshold]: priceThresholdValue,
  [T.Date]: presentValue,
  [T.DateTime]: presentValue,
  [T.Time]: presentValue,
  [T.JsonNetworkPrinter]: networkPrinterValue,
  [T.JsonEnabledTimeFrame]: enabledTimeFrameValue,
  [T.JsonSmsAutoResponder]: smsAutoResponderValue,
  [T.JsonSubstitution]: substitutionValue,
  [T.JsonSubstitutionApiKey]: substitutionApiKeyValue,
  [T.JsonBulkPickingOrderTimeFrame]: bulkPickingValue,
  [T.JsonCartonizationDefinition]: cartonizationValue,
  [T.JsonConsolidatedSubstitutionApproval]: consolidatedApprovalValue,
  [T.JsonOAuthLoginSettings]: oauthLoginSettingsValue,
  [T.JsonContainerEstimateOverride]: containerEstimateOverrideValue,
  [T.JsonFreshInventoryTenantDetail]: tenantDetailValue,
  [T.JsonOrderNotificationCarryoutFollowUp]: carryoutFollowUpValue,
  [T.JsonStoreDeliveryPartnerStatus]: deliveryPartnerStatusesValue,
  [T.JsonWorkforceEnhanceProvider]: workforceProviderValue,
  [T.JsonContainerStoragePage]: containerStoragePageValue,
  [T.JsonAuditSettings]: auditSettingsValue,
  [T.JsonMfcProvider]: mfcProviderValue,
};

/**
 * Checks an application or store attribute value against its value type (spec 2 section 5).
 * An unknown type is checked as a string.
 */
export function validateAttributeValue(valueType: number, value: string): AttributeCheck {
  return (VALIDATORS[valueType] ?? stringValue)(value);
}
