/** Application attributes of a client (spec 2 sections 3 and 7): named values, checked by their key's type. */
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, Result, ResultWith, versionStamp, route } from './common.js';

/** A name an application attribute may have, with the type its value is checked as and what it is for. */
export const AppAttributeKey = Type.Object({
  name: Type.String(),
  valueType: Type.Integer(),
  description: Type.String(),
});
export type AppAttributeKey = Static<typeof AppAttributeKey>;

/** The written fields of an attribute's create or update body beside its holder's id. */
export const attributeNameAndValue = {
  name: Type.String({ maxLength: 200 }),
  value: Type.String({ maxLength: 100_000 }),
};

/** An application attribute; valueType is the type its name is checked as. */
export const AppAttribute = Type.Object({
  appAttributeId: Type.Integer(),
  clientId: Type.Integer(),
  name: Type.String(),
  value: Type.String(),
  valueType: Type.Integer(),
  ...versionStamp,
});
export type AppAttribute = Static<typeof AppAttribute>;

const AppAttributeAnswer = ResultWith({ appAttribute: AppAttribute });
export type AppAttributeResult = Static<typeof AppAttributeAnswer>;

export const GetAppAttributeKeys = route('GET', '/client/appAttributePossibleKeys/types', {
  response: { 200: ListAnswer('appAttributeTypes', AppAttributeKey) },
});

export const GetAppAttributes = route('GET', '/client/appattributes/:clientId', {
  params: IdParams('clientId'),
  response: { 200: ListAnswer('appAttributes', AppAttribute) },
});

export const GetAppAttribute = route('GET', '/client/:clientId/appattributes/:name', {
  params: Type.Object({ clientId: Id, name: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: AppAttribute },
});

export const CreateAppAttribute = route('POST', '/client/appAttribute/Create', {
  body: Type.Object({ clientId: Id, ...attributeNameAndValue }),
  response: { 200: AppAttributeAnswer },
});
export type CreateAppAttributeBody = Static<typeof CreateAppAttribute.body>;

/** Writes over `version`. */
export const UpdateAppAttribute = route('PUT', '/client/appattribute/Update', {
  body: Type.Object({ appAttributeId: Id, version: Id, clientId: Id, ...attributeNameAndValue }),
  response: { 200: AppAttributeAnswer },
});
export type UpdateAppAttributeBody = Static<typeof UpdateAppAttribute.body>;

export const DeleteAppAttribute = route('PUT', '/client/appAttribute/Delete', {
  body: Type.Object({ appAttributeId: Id, clientId: Id }),
  response: { 200: Result },
});
export type DeleteAppAttributeBody = Static<typeof DeleteAppAttribute.body>;
