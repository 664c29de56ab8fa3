/** Custom fields and customer credit definitions of a client (spec 2 sections 3, 4, 5 and 7). */
import { Type, type Static } from 'typebox';
import {
  Id,
  IdParams,
  ListAnswer,
  NullableInteger,
  Result,
  ResultWith,
  versionStamp,
  route,
} from './common.js';

/** A client's extra order or order-item field. */
export const CustomField = Type.Object({
  customFieldId: Type.Integer(),
  clientId: Type.Integer(),
  name: Type.String(),
  sourceKey: Type.String(),
  description: Type.String(),
  dataType: Type.String(),
  /** 1 Order, 2 Order Item. */
  assignment: Type.Integer(),
  ...versionStamp,
});
export type CustomField = Static<typeof CustomField>;

/** The custom field calls' own envelope: `ok`, the refusals as plain messages, and the stored field. */
const CustomFieldAnswer = Type.Object({
  ok: Type.Boolean(),
  errors: Type.Array(Type.String()),
  customField: Type.Optional(CustomField),
});

const customFieldFields = {
  name: Type.String({ maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  dataType: Type.String({ maxLength: 40 }),
  assignment: NullableInteger,
};

export const GetCustomFields = route('GET', '/customfield/client/:clientId', {
  params: IdParams('clientId'),
  response: { 200: ListAnswer('customFields', CustomField) },
});
export type CustomFieldList = Static<(typeof GetCustomFields.response)[200]>;

/** Its answer also repeats the written fields beside the row. */
export const CreateCustomField = route('POST', '/customfield/create', {
  body: Type.Object({
    clientId: Id,
    sourceKey: Type.String({ maxLength: 100 }),
    ...customFieldFields,
  }),
  response: {
    200: Type.Object({
      ...CustomFieldAnswer.properties,
      customFieldId: Type.Optional(Type.Integer()),
      name: Type.Optional(Type.String()),
      dataType: Type.Optional(Type.String()),
      assignment: Type.Optional(Type.Integer()),
    }),
  },
});
export type CreateCustomFieldBody = Static<typeof CreateCustomField.body>;

/** Writes over `version`; the source key does not change. */
export const UpdateCustomField = route('PUT', '/customfield/update', {
  body: Type.Object({ customFieldId: Id, clientId: Id, version: Id, ...customFieldFields }),
  response: { 200: CustomFieldAnswer },
});
export type UpdateCustomFieldBody = Static<typeof UpdateCustomField.body>;
export type CustomFieldResult = Static<(typeof UpdateCustomField.response)[200]>;

/** The source key must match too, so a delete aimed at a recreated field misses. */
export const DeleteCustomField = route('DELETE', '/customfield/delete', {
  body: Type.Object({ customFieldId: Id, clientId: Id, sourceKey: Type.String() }),
  response: { 200: CustomFieldAnswer },
});
export type DeleteCustomFieldBody = Static<typeof DeleteCustomField.body>;

/** A named entry of a credit definition's departments, multipliers or permissions. */
export const CreditItem = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
export type CreditItem = Static<typeof CreditItem>;

const CreditItems = Type.Array(CreditItem, { maxItems: 200 });

/** How a client credits its customers. */
export const CreditDefinition = Type.Object({
  customerCreditDefinitionId: Type.Integer(),
  clientId: Type.Integer(),
  name: Type.String(),
  creditDefinitionSourceKey: Type.String(),
  customerNotificationTemplate: Type.String(),
  customerCreditDepartments: CreditItems,
  /** Names '1.0' to '4.0'. */
  customerCreditMultipliers: CreditItems,
  /** 'Big Credit' or 'Small Credit'; none is stored as Small Credit. */
  customerCreditPermissions: CreditItems,
  ...versionStamp,
});
export type CreditDefinition = Static<typeof CreditDefinition>;

const creditDefinitionFields = {
  clientId: Id,
  name: Type.String({ maxLength: 200 }),
  creditDefinitionSourceKey: Type.Optional(Type.String({ maxLength: 200 })),
  customerNotificationTemplate: Type.Optional(Type.String({ maxLength: 10_000 })),
  customerCreditDepartments: Type.Optional(CreditItems),
  customerCreditMultipliers: Type.Optional(CreditItems),
  customerCreditPermissions: Type.Optional(CreditItems),
};

const CreditDefinitionAnswer = ResultWith({ customerCreditDefinition: CreditDefinition });

/** The client is named by the fulfiller-clientId header only. */
export const GetCreditDefinitions = route('GET', '/client/customerCreditDefinition', {
  response: { 200: ListAnswer('customerCreditDefinitions', CreditDefinition) },
});

export const CreateCreditDefinition = route('POST', '/client/customerCreditDefinition', {
  body: Type.Object(creditDefinitionFields),
  response: { 200: CreditDefinitionAnswer },
});
export type CreateCreditDefinitionBody = Static<typeof CreateCreditDefinition.body>;
export type CreditDefinitionResult = Static<typeof CreditDefinitionAnswer>;

/** Writes over `version`. */
export const UpdateCreditDefinition = route('PUT', '/client/customerCreditDefinition', {
  body: Type.Object({ customerCreditDefinitionId: Id, version: Id, ...creditDefinitionFields }),
  response: { 200: CreditDefinitionAnswer },
});
export type UpdateCreditDefinitionBody = Static<typeof UpdateCreditDefinition.body>;

/** Callers send the whole definition; only its id and client matter. */
export const DeleteCreditDefinition = route('DELETE', '/client/customerCreditDefinition', {
  body: Type.Object({ customerCreditDefinitionId: Id, clientId: Id }),
  response: { 200: Result },
});
export type DeleteCreditDefinitionBody = Static<typeof DeleteCreditDefinition.body>;
