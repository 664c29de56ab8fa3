/** Application attributes of a client (spec 2 sections 3 and 7): named values, checked by their key's type. */
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, Result, ResultWith, versionStamp } from './common.js';

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

/** GET /client/appAttributePossibleKeys/types */
export const GetAppAttributeKeys = {
  response: { 200: ListAnswer('appAttributeTypes', AppAttributeKey) },
};

/** GET /client/appattributes/{clientId} */
export const GetAppAttributes = {
  params: IdParams('clientId'),
  response: { 200: ListAnswer('appAttributes', AppAttribute) },
};

/** GET /client/{clientId}/appattributes/{name} */
export const GetAppAttribute = {
  params: Type.Object({ clientId: Id, name: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: AppAttribute },
};

/** POST /client/appAttribute/Create */
export const CreateAppAttribute = {
  body: Type.Object({ clientId: Id, ...attributeNameAndValue }),
  response: { 200: AppAttributeAnswer },
};
export type CreateAppAttributeBody = Static<typeof CreateAppAttribute.body>;

/** PUT /client/appattribute/Update: over `version`. */
export const UpdateAppAttribute = {
  body: Type.Object({ appAttributeId: Id, version: Id, clientId: Id, ...attributeNameAndValue }),
  response: { 200: AppAttributeAnswer },
};
export type UpdateAppAttributeBody = Static<typeof UpdateAppAttribute.body>;

/** PUT /client/appAttribute/Delete */
export const DeleteAppAttribute = {
  body: Type.Object({ appAttributeId: Id, clientId: Id }),
  response: { 200: Result },
};
export type DeleteAppAttributeBody = Static<typeof DeleteAppAttribute.body>;
