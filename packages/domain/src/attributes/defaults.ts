import { ATTRIBUTE_VALUE_TYPES as T } from './value-types.js';

const keyValue = { key: 'ApiKey', value: 'api-key' };

/**
 * Sample values a new attribute starts from when its type is chosen. The spec fixes the enabled
 * time frame, follow-up, delivery statuses, audit and boolean samples; the others are valid examples.
 */
const SAMPLES: Record<number, unknown> = {
  [T.JsonTimeInterval]: { TimeFrames: [{ StartTime: '8am', EndTime: '12pm' }] },
  [T.JsonUserRole]: { Roles: [{ name: 'shopper', permissions: ['smallCreditPermission'] }] },
  [T.JsonPriceThreshold]: {
    MinThreshold: 0,
    MaxThreshold: 500,
    MinBufferThreshold: 0,
    MaxBufferThreshold: 50,
  },
  [T.JsonNetworkPrinter]: [{ IpAddress: '192.168.1.50', Port: 9100, Name: 'Label Printer' }],
  [T.JsonEnabledTimeFrame]: { Enabled: true, StartTime: '08:00', EndTime: '19:00' },
  [T.JsonSmsAutoResponder]: { OrderStatusId: 1, MinutesPast: 15, MessageBody: 'Your order is on its way.' },
  [T.JsonSubstitution]: { Identifier: 'substitution-plugin', Version: '1.0.0.0' },
  [T.JsonSubstitutionApiKey]: {
    ApiKey: 'api-key',
    CatalogId: 'catalog-id',
    ProviderProxyServiceUrl: 'https://substitutions.example.com',
    SubLookupDomain: 'example.com',
    LogInfoEnabled: false,
    SubLookupAuthorizationHeader: 'Bearer',
  },
  [T.JsonBulkPickingOrderTimeFrame]: {
    Enabled: true,
    StartTime: '08:00',
    EndTime: '19:00',
    Interval: '01:00',
  },
  [T.JsonCartonizationDefinition]: {
    DefaultItemVolume: 1,
    DefaultFSTVolume: 40,
    Definitions: [{ FoodSafetyTypeName: 'Ambient', FoodSafetyTypeId: 1, Volume: 40 }],
  },
  [T.JsonConsolidatedSubstitutionApproval]: {
    ApprovalWindow: '00:15:00',
    MessageContent: 'Please review the substitutions in your order.',
  },
  [T.JsonOAuthLoginSettings]: {
    UseOAuth: true,
    BaseUrl: 'https://login.example.com',
    AuthorizationBaseUrl: 'https://login.example.com/authorize',
    AccessTokenEndpoint: 'https://login.example.com/token',
    LogoutEndpoint: 'https://login.example.com/logout',
    Scope: 'openid profile email',
    Apps: [
      {
        AppType: 'admin',
        AppId: 'admin-portal',
        ResponseType: 'code',
        PkceEnabled: true,
        RedirectUrl: 'https://admin.example.com/callback',
      },
    ],
  },
  [T.JsonContainerEstimateOverride]: [
    { FoodSafetyTypeName: 'Ambient', DefaultCount: 2, MinCount: 1, MaxCount: 5 },
  ],
  [T.JsonFreshInventoryTenantDetail]: {
    TenantCode: 'tenant',
    ProxyUrl: 'https://inventory.example.com',
    DefaultAPIKey: 'api-key',
    ApiKeys: [],
    MtoPromiseTimeOffsetMinutes: 60,
    ReceiveCustomerOrder: true,
  },
  [T.JsonOrderNotificationCarryoutFollowUp]: {
    OrderNotificationCarryoutFollowUpEnabled: true,
    OrderNotificationCarryoutFollowUpInSeconds: 90,
    OrderNotificationCarryoutFollowUpMessage: 'Your order is still waiting for you.',
  },
  [T.JsonStoreDeliveryPartnerStatus]: {
    StoreDeliveryPartnerStatuses: 'Open,Claimed,Shopper Arrived,Picked Up,Delivered',
  },
  [T.JsonWorkforceEnhanceProvider]: {
    DeliveryEnabled: true,
    CarryoutEnabled: false,
    Providers: [
      {
        ProviderSequence: 1,
        ProviderName: 'Workforce Provider',
        ProviderId: 1,
        SkAppServiceUrl: 'https://app.example.com',
        ProviderServiceUrl: 'https://workforce.example.com',
        ProviderKeyValuePairs: [keyValue],
      },
    ],
  },
  [T.JsonContainerStoragePage]: {
    Enabled: true,
    Webhooks: [{ Name: 'Storage', Url: 'https://storage.example.com/hook' }],
  },
  [T.JsonAuditSettings]: {
    partial_audit_enabled: true,
    full_audit_minimum_percentage: 95,
    partial_audit_minimum_percentage: 25,
    partial_audit_minimum_scans: 11,
    partial_audit_maximum_scans: 50,
  },
  [T.JsonMfcProvider]: {
    MfcProviderName: 'MFC Provider',
    MfcProviderBaseUrl: 'https://mfc.example.com',
    MfcKeyValuePairs: [keyValue],
  },
};

const TEXT_SAMPLES: Record<number, string> = {
  [T.Boolean]: 'True',
  [T.Integer]: '1',
  [T.Decimal]: '0.0',
  [T.Url]: 'https://example.com',
  [T.Email]: 'name@example.com',
  [T.PhoneNumber]: '+1 (555) 555-0100',
  [T.Date]: '2026-01-01',
  [T.DateTime]: '2026-01-01T08:00',
  [T.Time]: '08:00',
};

/** The value a new attribute of this type starts with; a string starts empty. */
export function defaultAttributeValue(valueType: number): string {
  const sample = SAMPLES[valueType];
  return sample === undefined ? (TEXT_SAMPLES[valueType] ?? '') : JSON.stringify(sample);
}
