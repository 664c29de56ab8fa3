/** Clients and stores (spec 2 sections 2 and 3). */
import { Type, type Static } from 'typebox';
import {
  DateTime,
  Id,
  IdParams,
  IdsQuery,
  NullableInteger,
  NullableString,
  Result,
  ResultWith,
  route,
} from './common.js';

/** A client row; every read and write answers all of its columns. */
export const Client = Type.Object({
  clientId: Type.Integer(),
  name: Type.String(),
  posMode: NullableInteger,
  persistMode: NullableInteger,
  curbsideOnly: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: DateTime,
  updatedBy: Type.String(),
});
export type Client = Static<typeof Client>;

/** A store row; storeTypeId 1 Hub, 2 Spoke, 3 StandAlone. Every read and write answers all of its columns. */
export const Store = Type.Object({
  storeId: Type.Integer(),
  clientId: Type.Integer(),
  name: Type.String(),
  storeTypeId: Type.Integer(),
  parentStoreId: NullableInteger,
  storeSourceKey: NullableString,
  location: NullableString,
  stateProvince: NullableString,
  timeZoneName: NullableString,
  storeDeliveryProviderId: NullableInteger,
  storeDeliveryProviderEnabled: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: DateTime,
  updatedBy: Type.String(),
});
export type Store = Static<typeof Store>;

const ClientList = Type.Array(Client);

/** All clients for a systemAdmin, else at most the caller's own. */
export const ListClients = route('GET', '/client', { response: { 200: ClientList } });

export const GetClientsByIds = route('GET', '/client/ByIds', {
  querystring: IdsQuery,
  response: { 200: ClientList },
});

export const GetClient = route('GET', '/client/:id', { params: IdParams('id'), response: { 200: Client } });

/** An app that may sign in through the client's identity provider. */
export const ClientLoginApp = Type.Object({
  appType: Type.String(),
  appId: Type.String(),
  responseType: Type.String(),
  redirectUrl: Type.String(),
  pkceEnabled: Type.Boolean(),
});
export type ClientLoginApp = Static<typeof ClientLoginApp>;

/** How a client's users sign in: by password, or through OAuth with these endpoints. */
export const ClientLoginSettings = Type.Object({
  useOAuth: Type.Boolean(),
  authorizationBaseUrl: NullableString,
  accessTokenEndpoint: NullableString,
  logoutEndpoint: NullableString,
  scope: NullableString,
  apps: Type.Array(ClientLoginApp),
});
export type ClientLoginSettings = Static<typeof ClientLoginSettings>;

/** Public: read before signing in. */
export const GetClientLoginSettings = route('GET', '/client/:clientId/loginsettings', {
  params: IdParams('clientId'),
  response: { 200: ClientLoginSettings },
});

/** The editable fields of a client. */
const clientFields = {
  name: Type.String({ maxLength: 200 }),
  posMode: Type.Optional(NullableInteger),
  persistMode: Type.Optional(NullableInteger),
  curbsideOnly: Type.Optional(Type.Boolean()),
};

/** SystemAdmin only: a taken name is refused as data. */
export const CreateClient = route('POST', '/client/Create', {
  body: Type.Object(clientFields),
  response: { 200: ResultWith({ client: Client }) },
});
export type CreateClientBody = Static<typeof CreateClient.body>;
export type CreateClientResult = Static<(typeof CreateClient.response)[200]>;

/** Writes over `version`; a stale one answers 409 with the stored client. */
export const UpdateClient = route('PUT', '/client/Update', {
  body: Type.Object({ clientId: Id, version: Id, ...clientFields }),
  response: { 200: Client },
});
export type UpdateClientBody = Static<typeof UpdateClient.body>;

/** SystemAdmin only: refused while the client has stores or users. */
export const DeleteClient = route('PUT', '/client/Delete', {
  body: Type.Object({ clientId: Id }),
  response: { 200: Result },
});
