import {
  all,
  boolean,
  filled,
  integer,
  integerBetween,
  jsonValidator,
  list,
  object,
  oneOf,
  optional,
  required,
  text,
  url,
  type Check,
  type JsonObject,
  type Rule,
} from './json-checks.js';

const pluginVersion: Check = (value, name) =>
  typeof value === 'string' && /^\d\.\d\.\d\.\d$/.test(value)
    ? undefined
    : `${name} must be in the form x.x.x.x, each x a single digit.`;

/** Type 17: the substitution plugin, {Identifier, Version} only. */
export const substitutionValue = jsonValidator(
  object({ Identifier: required(text), Version: required(pluginVersion) }, { only: true }),
);

/** Type 18: the substitution provider's key and addresses, only the six known properties. */
export const substitutionApiKeyValue = jsonValidator(
  object(
    {
      ApiKey: required(text),
      CatalogId: required(text),
      ProviderProxyServiceUrl: optional(all(text, url)),
      SubLookupDomain: optional(),
      LogInfoEnabled: optional(),
      SubLookupAuthorizationHeader: optional(),
    },
    { only: true },
  ),
);

/** Apps that may sign in with OAuth (spec 2 section 9). */
const OAUTH_APP_TYPES = ['android', 'ios', 'admin', 'commandcenter'];

const oauthApp = object(
  {
    AppType: required(oneOf(OAUTH_APP_TYPES)),
    AppId: required(filled),
    ResponseType: required(text),
    PkceEnabled: required(boolean),
    RedirectUrl: required(text),
  },
  { only: true },
);

/** Type 22: the OAuth provider's addresses and scope, and at least one app. */
export const oauthLoginSettingsValue = jsonValidator(
  object({
    UseOAuth: required(boolean),
    BaseUrl: required(url),
    AuthorizationBaseUrl: required(url),
    AccessTokenEndpoint: required(url),
    LogoutEndpoint: required(url),
    Scope: required(text),
    Apps: required(list('App', oauthApp, { whenEmpty: 'Apps must have at least one entry.' })),
  }),
);

/** Type 24: the fresh-inventory tenant; the promise time offset is at most one week. */
export const tenantDetailValue = jsonValidator(
  object(
    {
      TenantCode: required(text),
      ProxyUrl: required(url),
      DefaultAPIKey: required(text),
      ApiKeys: required(),
      MtoPromiseTimeOffsetMinutes: optional(integerBetween(0, 10080)),
      ReceiveCustomerOrder: required(filled),
    },
    { only: true },
  ),
);

const keyValuePairs = list('Key/value pair', object({ key: required(text), value: required(text) }));

const uniqueSequences: Rule = (value) => {
  const sequences = (value.Providers as JsonObject[]).map((provider) => provider.ProviderSequence);
  const repeated = sequences.find((sequence, index) => sequences.indexOf(sequence) !== index);
  return repeated === undefined ? undefined : `ProviderSequence ${String(repeated)} is used more than once.`;
};

/** Type 29: workforce providers for delivery and carry-out, in sequence. */
export const workforceProviderValue = jsonValidator(
  object(
    {
      DeliveryEnabled: required(boolean),
      CarryoutEnabled: required(boolean),
      Providers: required(
        list(
          'Provider',
          object({
            ProviderSequence: required(integer),
            ProviderName: required(text),
            ProviderId: required(integer),
            SkAppServiceUrl: required(text),
            ProviderServiceUrl: optional(),
            ProviderKeyValuePairs: optional(keyValuePairs),
          }),
        ),
      ),
    },
    { rules: [uniqueSequences] },
  ),
);

/** Type 32: the micro-fulfilment centre provider. */
export const mfcProviderValue = jsonValidator(
  object({
    MfcProviderName: required(text),
    MfcProviderBaseUrl: required(text),
    MfcKeyValuePairs: optional(keyValuePairs),
  }),
);
