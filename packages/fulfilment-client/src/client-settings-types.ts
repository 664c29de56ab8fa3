import type { RestOutcome } from './types.js';

/** A client's extra order or order-item field (spec 2 section 3). */
export interface RestCustomField {
  customFieldId: number;
  clientId: number;
  name: string;
  sourceKey: string;
  description: string;
  dataType: string;
  /** 1 Order, 2 Order Item. */
  assignment: number;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** Answer of GET customfield/client/{clientId}. */
export interface RestCustomFieldList {
  customFields: RestCustomField[];
}

/** Body of POST customfield/create. */
export interface RestCreateCustomFieldBody {
  clientId: number;
  name: string;
  sourceKey: string;
  description: string;
  dataType: string;
  assignment: number | null;
}

/** Body of PUT customfield/update; the source key does not change. */
export interface RestUpdateCustomFieldBody extends Omit<RestCreateCustomFieldBody, 'sourceKey'> {
  customFieldId: number;
  version: number;
}

/** Body of DELETE customfield/delete. */
export interface RestDeleteCustomFieldBody {
  customFieldId: number;
  clientId: number;
  sourceKey: string;
}

/** The custom field calls' answer: `ok`, the refusals as plain messages, and the stored field. */
export interface RestCustomFieldResult {
  ok: boolean;
  errors: string[];
  customField?: RestCustomField;
}

/** A named entry of a credit definition's departments, multipliers or permissions. */
export interface RestCreditItem {
  name: string;
}

/** How a client credits its customers (spec 2 section 3). */
export interface RestCreditDefinition {
  customerCreditDefinitionId: number;
  clientId: number;
  name: string;
  creditDefinitionSourceKey: string;
  customerNotificationTemplate: string;
  customerCreditDepartments: RestCreditItem[];
  /** Names '1.0' to '4.0'. */
  customerCreditMultipliers: RestCreditItem[];
  /** 'Big Credit' or 'Small Credit'; none is stored as Small Credit. */
  customerCreditPermissions: RestCreditItem[];
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** Body of POST client/customerCreditDefinition. */
export type RestCreateCreditDefinitionBody = Omit<
  RestCreditDefinition,
  'customerCreditDefinitionId' | 'version' | 'updatedAt' | 'updatedBy'
>;

/** Body of PUT client/customerCreditDefinition. */
export interface RestUpdateCreditDefinitionBody extends RestCreateCreditDefinitionBody {
  customerCreditDefinitionId: number;
  version: number;
}

/** Answer of the credit definition writes. */
export interface RestCreditDefinitionResult extends RestOutcome {
  customerCreditDefinition?: RestCreditDefinition;
}

/** Help shown for the products of a list of UPCs (spec 2 section 3). */
export interface RestHelpItem {
  productId: number;
  clientId: number;
  upcList: string;
  /** As written; sanitise before showing. */
  helpHTML: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** Body of PUT client/updatehelp/: without a productId it creates the item. */
export interface RestUpdateHelpBody {
  clientId: number;
  productId?: number;
  helpItem: { upcList: string; helpHTML: string; version?: number };
}

/** Answer of PUT client/updatehelp/. */
export interface RestHelpItemResult extends RestOutcome {
  helpItem?: RestHelpItem;
}
