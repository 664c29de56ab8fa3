/** Integrations of a client with point-of-sale and delivery providers (spec 2 sections 3 and 7). */
import { Type, type Static } from 'typebox';
import { Id, IdParams, Result, ResultWith, versionStamp, route } from './common.js';

/** A kind of integration: point of sale or delivery. */
export const IntegrationType = Type.Object({ integrationTypeId: Type.Integer(), name: Type.String() });
export type IntegrationType = Static<typeof IntegrationType>;

/** A provider a client can integrate with, of one integration type. */
export const IntegrationProvider = Type.Object({
  providerId: Type.Integer(),
  integrationTypeId: Type.Integer(),
  name: Type.String(),
  integrationType: IntegrationType,
});
export type IntegrationProvider = Static<typeof IntegrationProvider>;

/** One authentication option; the value is a secret. */
export const AuthOption = Type.Object({
  key: Type.String({ maxLength: 200 }),
  value: Type.String({ maxLength: 4000 }),
});
export type AuthOption = Static<typeof AuthOption>;

/** A client's integration, with its provider. */
export const Integration = Type.Object({
  integrationId: Type.Integer(),
  clientId: Type.Integer(),
  providerId: Type.Integer(),
  name: Type.String(),
  status: Type.Boolean(),
  authOptions: Type.Array(AuthOption),
  provider: IntegrationProvider,
  ...versionStamp,
});
export type Integration = Static<typeof Integration>;

/** The create and update answer: errors, the written fields, and the whole row when it succeeded. */
const IntegrationAnswer = ResultWith({
  integrationId: Type.Integer(),
  providerId: Type.Integer(),
  name: Type.String(),
  status: Type.Boolean(),
  integration: Integration,
});
export type IntegrationResult = Static<typeof IntegrationAnswer>;

const integrationFields = {
  clientId: Id,
  providerId: Id,
  name: Type.String({ maxLength: 200 }),
  status: Type.Boolean({ default: true }),
  authOptions: Type.Array(AuthOption, { maxItems: 50 }),
};

export const GetIntegrationTypes = route('GET', '/clientintegrations/GetIntegrationTypes', {
  response: { 200: Type.Array(IntegrationType) },
});

export const GetIntegrationProviders = route('GET', '/clientintegrations/GetIntegrationProviders', {
  response: { 200: Type.Array(IntegrationProvider) },
});

export const GetIntegrationProvidersByType = route(
  'GET',
  '/clientintegrations/GetIntegrationProviders/ByTypes/:integrationTypeId',
  {
    params: IdParams('integrationTypeId'),
    response: { 200: Type.Array(IntegrationProvider) },
  },
);

export const GetClientIntegrations = route('GET', '/clientintegrations/GetByClientId/:clientId/Details', {
  params: IdParams('clientId'),
  response: { 200: Type.Array(Integration) },
});

export const GetIntegration = route('GET', '/clientintegrations/GetDetails/:integrationId', {
  params: IdParams('integrationId'),
  response: { 200: Integration },
});

/** `status` defaults to true. */
export const CreateIntegration = route('POST', '/clientintegrations/create', {
  body: Type.Object({ ...integrationFields, status: Type.Optional(integrationFields.status) }),
  response: { 200: IntegrationAnswer },
});
export type CreateIntegrationBody = Static<typeof CreateIntegration.body>;

/** Writes over `version`. */
export const UpdateIntegration = route('PUT', '/clientIntegrations/update', {
  body: Type.Object({ integrationId: Id, version: Id, ...integrationFields }),
  response: { 200: IntegrationAnswer },
});
export type UpdateIntegrationBody = Static<typeof UpdateIntegration.body>;

export const DeleteIntegration = route('DELETE', '/clientIntegrations/delete/:integrationId', {
  params: IdParams('integrationId'),
  response: { 200: Result },
});
