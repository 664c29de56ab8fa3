/** API keys of a client: machine credentials for integrators, shown once and kept as a hash. */
import { API_KEY_NAME_MAX_LENGTH, MAX_BATCH_IDS } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { DateTime, Id, IdParams, ListAnswer, NullableString, ResultWith, route } from './common.js';

export const ApiKey = Type.Object({
  apiKeyId: Type.Integer(),
  clientId: Type.Integer(),
  name: Type.String(),
  /** clientAdmin or storeManager. */
  role: Type.String(),
  /** The stores a storeManager key acts in; empty for a client-wide key. */
  storeIds: Type.Array(Type.Integer()),
  /** The key's first characters, to tell keys apart; the rest is never stored. */
  keyStart: Type.String(),
  createdBy: Type.String(),
  createdAt: DateTime,
  lastUsedAt: Type.Union([DateTime, Type.Null()]),
  revokedBy: NullableString,
  revokedAt: Type.Union([DateTime, Type.Null()]),
});
export type ApiKey = Static<typeof ApiKey>;

/** Every key of the client, revoked ones included, newest first. */
export const GetApiKeys = route('GET', '/apikey/client/:clientId', {
  params: IdParams('clientId'),
  response: { 200: ListAnswer('apiKeys', ApiKey) },
});

/** Answers the key itself (`secret`) this once. */
export const CreateApiKey = route('POST', '/apikey', {
  body: Type.Object({
    clientId: Id,
    name: Type.String({ maxLength: API_KEY_NAME_MAX_LENGTH * 2 }),
    role: Type.String({ maxLength: 50 }),
    storeIds: Type.Optional(Type.Array(Id, { maxItems: MAX_BATCH_IDS })),
  }),
  response: { 200: ResultWith({ apiKey: ApiKey, secret: Type.String() }) },
});
export type CreateApiKeyBody = Static<typeof CreateApiKey.body>;
export type CreateApiKeyResult = Static<(typeof CreateApiKey.response)[200]>;

/** Revokes the key at once; its row stays, saying who revoked it and when. */
export const RevokeApiKey = route('DELETE', '/apikey/:apiKeyId', {
  params: IdParams('apiKeyId'),
  response: { 200: ResultWith({ apiKey: ApiKey }) },
});
export type RevokeApiKeyResult = Static<(typeof RevokeApiKey.response)[200]>;
