import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_VALUE_TYPES as T } from './value-types.js';
import { validateAttributeValue } from './validators.js';

type Case = { what: string; value: unknown; message: string };

/** The typed text of a value: strings as they are, anything else as JSON. */
const typed = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Runs each case against the type and expects its message. */
function refusesAll(valueType: number, cases: Case[]) {
  it.each(cases)('refuses $what with "$message"', ({ value, message }) => {
    expect(validateAttributeValue(valueType, typed(value))).toEqual({ valid: false, message });
  });
}

/** Expects the value to pass unchanged and without warning. */
function accepts(valueType: number, value: unknown) {
  expect(validateAttributeValue(valueType, typed(value))).toEqual({ valid: true, value: typed(value) });
}

describe('string values', () => {
  it('keeps any text exactly, label templates included', () => {
    const template = '^XA\n^FO50,50^FDBag^FS\n^XZ\n';
    expect(validateAttributeValue(T.String, template)).toEqual({ valid: true, value: template });
  });
  refusesAll(T.String, [
    { what: 'nothing', value: '', message: 'Empty String Value' },
    { what: 'blanks', value: '   ', message: 'Empty String Value' },
  ]);
  it('checks an unknown value type as a string', () => {
    expect(validateAttributeValue(99, 'anything')).toEqual({ valid: true, value: 'anything' });
    expect(validateAttributeValue(99, '')).toEqual({ valid: false, message: 'Empty String Value' });
  });
});

describe('boolean values', () => {
  it.each(['True', 'true', 'False', 'false'])('accepts %s as written', (value) => {
    expect(validateAttributeValue(T.Boolean, value)).toEqual({ valid: true, value });
  });
  refusesAll(T.Boolean, [
    { what: 'nothing', value: '', message: 'Empty Value' },
    { what: 'TRUE in capitals', value: 'TRUE', message: 'TRUE is not a valid boolean value' },
    { what: 'yes', value: 'yes', message: 'yes is not a valid boolean value' },
    { what: '1', value: '1', message: '1 is not a valid boolean value' },
  ]);
});

describe('integer values', () => {
  it('accepts a whole number above zero, trimmed', () => {
    expect(validateAttributeValue(T.Integer, ' 42 ')).toEqual({ valid: true, value: '42' });
  });
  refusesAll(T.Integer, [
    { what: 'nothing', value: '', message: 'Empty Value' },
    { what: 'a fraction', value: '1.5', message: '1.5 is not a valid integer value' },
    { what: 'a word', value: 'ten', message: 'ten is not a valid integer value' },
    { what: 'zero', value: '0', message: 'Value must be greather than zero' },
    { what: 'a negative number', value: '-3', message: 'Value must be greather than zero' },
  ]);
});

describe('decimal values', () => {
  it.each(['3', '0', '2.75'])('accepts %s', (value) => {
    expect(validateAttributeValue(T.Decimal, value)).toEqual({ valid: true, value });
  });
  refusesAll(T.Decimal, [
    { what: 'nothing', value: '', message: 'Empty Value' },
    { what: 'a trailing point', value: '2.', message: '2. is not a valid decimal value' },
    { what: 'a comma', value: '2,5', message: '2,5 is not a valid decimal value' },
    { what: 'a negative number', value: '-1', message: '-1 is not a valid decimal value' },
  ]);
});

describe('url values', () => {
  it.each(['https://shop.example.com/orders?id=1', 'http://localhost:8080'])('accepts %s', (value) => {
    expect(validateAttributeValue(T.Url, value)).toEqual({ valid: true, value });
  });
  it('accepts a JSON list of entries each with a url', () => {
    const value = JSON.stringify([
      { name: 'Orders', url: 'https://hooks.example.com/orders' },
      { name: 'Stock', url: 'http://hooks.example.com/stock' },
    ]);
    expect(validateAttributeValue(T.Url, value)).toEqual({ valid: true, value });
  });
  refusesAll(T.Url, [
    { what: 'nothing', value: '', message: 'Empty Url Value' },
    {
      what: 'an address without scheme',
      value: 'www.example.com',
      message: 'www.example.com is not a valid url',
    },
    { what: 'an ftp address', value: 'ftp://example.com', message: 'ftp://example.com is not a valid url' },
    {
      what: 'a list entry with a bad url',
      value: '[{"name":"Orders","url":"hooks.example.com"}]',
      message: 'hooks.example.com is not a valid url',
    },
    { what: 'a list entry without url', value: '[{"name":"Orders"}]', message: 'Entry 1 has no url.' },
    { what: 'a broken list', value: '[{"url":', message: 'The value is not valid JSON.' },
  ]);
});

describe('email values', () => {
  it('accepts a standard address', () => {
    expect(validateAttributeValue(T.Email, 'orders@shop.example.com')).toEqual({
      valid: true,
      value: 'orders@shop.example.com',
    });
  });
  refusesAll(T.Email, [
    { what: 'nothing', value: '', message: 'Empty Email Value' },
    {
      what: 'an address without @',
      value: 'orders.example.com',
      message: 'orders.example.com is not a valid email address',
    },
    {
      what: 'an address without domain ending',
      value: 'orders@shop',
      message: 'orders@shop is not a valid email address',
    },
  ]);
});

describe('phone number values', () => {
  it.each(['5551234567', '555-123-4567', '(555) 123-4567', '+1 555.123.4567', '1-555-123-4567'])(
    'accepts the US number %s',
    (value) => {
      expect(validateAttributeValue(T.PhoneNumber, value)).toEqual({ valid: true, value });
    },
  );
  refusesAll(T.PhoneNumber, [
    { what: 'nothing', value: '', message: 'Empty Phone Number Value' },
    { what: 'nine digits', value: '555-123-456', message: '555-123-456 is not a valid phone number' },
    {
      what: 'another country code',
      value: '+44 20 7946 0958',
      message: '+44 20 7946 0958 is not a valid phone number',
    },
    { what: 'letters', value: '555-CALL-NOW', message: '555-CALL-NOW is not a valid phone number' },
  ]);
});

describe('date, date-time and time values', () => {
  it.each([
    [T.Date, '2026-03-01'],
    [T.DateTime, '2026-03-01T08:30'],
    [T.Time, '08:30'],
  ])('accepts any text for type %i', (valueType, value) => {
    expect(validateAttributeValue(valueType, value)).toEqual({ valid: true, value });
  });
  it.each([T.Date, T.DateTime, T.Time])(
    'refuses an empty value of type %i with "Empty Value"',
    (valueType) => {
      expect(validateAttributeValue(valueType, ' ')).toEqual({ valid: false, message: 'Empty Value' });
    },
  );
});

const JSON_TYPES = Object.entries(T).filter(([name]) => name.startsWith('Json'));

describe('JSON values of every kind', () => {
  it.each(JSON_TYPES)('refuses an empty %s value with "Empty json string value."', (_name, valueType) => {
    expect(validateAttributeValue(valueType, '  ')).toEqual({
      valid: false,
      message: 'Empty json string value.',
    });
  });
  it.each(JSON_TYPES)('refuses malformed %s text with "The value is not valid JSON."', (_name, valueType) => {
    expect(validateAttributeValue(valueType, '{"Enabled": tru')).toEqual({
      valid: false,
      message: 'The value is not valid JSON.',
    });
  });
});

describe('time interval values', () => {
  it('accepts separate 12-hour frames, with or without minutes and spaces', () => {
    accepts(T.JsonTimeInterval, {
      TimeFrames: [
        { StartTime: '8am', EndTime: '11:30 am' },
        { StartTime: '1pm', EndTime: '05:00 PM' },
      ],
    });
  });
  it('accepts frames that only touch', () => {
    accepts(T.JsonTimeInterval, {
      TimeFrames: [
        { StartTime: '11am', EndTime: '1pm' },
        { StartTime: '1pm', EndTime: '3pm' },
      ],
    });
  });
  it('accepts overlapping frames with the warning "Time intervals are overlapped."', () => {
    const value = JSON.stringify({
      TimeFrames: [
        { StartTime: '12pm', EndTime: '4pm' },
        { StartTime: '08:00 am', EndTime: '12:30 pm' },
      ],
    });
    expect(validateAttributeValue(T.JsonTimeInterval, value)).toEqual({
      valid: true,
      value,
      warning: 'Time intervals are overlapped.',
    });
  });
  refusesAll(T.JsonTimeInterval, [
    { what: 'a value without TimeFrames', value: {}, message: 'TimeFrames is required.' },
    { what: 'a list at the top', value: [], message: 'The value must be a JSON object.' },
    {
      what: 'TimeFrames that are not a list',
      value: { TimeFrames: {} },
      message: 'TimeFrames must be a JSON list.',
    },
    {
      what: 'a 24-hour time',
      value: { TimeFrames: [{ StartTime: '13:00', EndTime: '2pm' }] },
      message: 'Time frame 1: StartTime must be a 12-hour time such as 8am or 08:30 pm.',
    },
    {
      what: 'a frame without end',
      value: { TimeFrames: [{ StartTime: '8am', EndTime: '9am' }, { StartTime: '10am' }] },
      message: 'Time frame 2: EndTime is required.',
    },
    {
      what: 'a frame ending before it starts',
      value: { TimeFrames: [{ StartTime: '5pm', EndTime: '9am' }] },
      message: 'Time frame 1: The StartTime must be lower than EndTime value',
    },
  ]);
});

describe('user role values', () => {
  it('accepts known roles with known permissions', () => {
    accepts(T.JsonUserRole, {
      Roles: [
        { name: 'storeManager', permissions: ['bigCreditPermission', 'smallCreditPermission'] },
        { name: 'deliveryDriver', permissions: ['deliveryPermission'] },
      ],
    });
  });
  refusesAll(T.JsonUserRole, [
    {
      what: 'an empty role list',
      value: { Roles: [] },
      message: 'Role list is empty, you have to set at least one role.',
    },
    { what: 'a value without Roles', value: { roles: [] }, message: 'Roles is required.' },
    {
      what: 'an unknown role',
      value: { Roles: [{ name: 'manager', permissions: ['bigCreditPermission'] }] },
      message: "Role 1: 'manager' is not a known role.",
    },
    {
      what: 'a role without permissions',
      value: { Roles: [{ name: 'shopper', permissions: [] }] },
      message: 'Role 1: permissions must not be empty.',
    },
    {
      what: 'an unknown permission',
      value: { Roles: [{ name: 'shopper', permissions: ['smallCreditPermission', 'refundPermission'] }] },
      message: "Role 1: 'refundPermission' is not a known permission.",
    },
    {
      what: 'a role without name',
      value: { Roles: [{ permissions: [] }] },
      message: 'Role 1: name is required.',
    },
  ]);
});

describe('price threshold values', () => {
  it('accepts four integers not below zero', () => {
    accepts(T.JsonPriceThreshold, {
      MinThreshold: 0,
      MaxThreshold: 250,
      MinBufferThreshold: 5,
      MaxBufferThreshold: 20,
    });
  });
  const base = { MinThreshold: 0, MaxThreshold: 250, MinBufferThreshold: 5 };
  refusesAll(T.JsonPriceThreshold, [
    { what: 'a missing threshold', value: base, message: 'MaxBufferThreshold is required.' },
    {
      what: 'a negative threshold',
      value: { ...base, MinThreshold: -1, MaxBufferThreshold: 20 },
      message: 'MinThreshold must be an integer not below zero.',
    },
    {
      what: 'a fractional threshold',
      value: { ...base, MaxThreshold: 10.5, MaxBufferThreshold: 20 },
      message: 'MaxThreshold must be an integer not below zero.',
    },
    {
      what: 'a threshold written as text',
      value: { ...base, MaxBufferThreshold: '20' },
      message: 'MaxBufferThreshold must be an integer not below zero.',
    },
  ]);
});

describe('network printer values', () => {
  it('accepts a list of printers', () => {
    accepts(T.JsonNetworkPrinter, [
      { IpAddress: '10.0.0.20', Port: 9100, Name: 'Deli' },
      { IpAddress: '10.0.0.21', Port: 0, Name: 'Front' },
    ]);
  });
  refusesAll(T.JsonNetworkPrinter, [
    { what: 'a single object', value: { IpAddress: '10.0.0.20' }, message: 'The value must be a JSON list.' },
    {
      what: 'an empty IpAddress',
      value: [{ IpAddress: ' ', Port: 9100, Name: 'Deli' }],
      message: 'Printer 1: IpAddress must not be empty.',
    },
    {
      what: 'a printer without name',
      value: [
        { IpAddress: '10.0.0.20', Port: 9100, Name: 'Deli' },
        { IpAddress: '10.0.0.21', Port: 9100 },
      ],
      message: 'Printer 2: Name is required.',
    },
    {
      what: 'a negative port',
      value: [{ IpAddress: '10.0.0.20', Port: -1, Name: 'Deli' }],
      message: 'Printer 1: Port must be an integer not below zero.',
    },
    {
      what: 'a port written as text',
      value: [{ IpAddress: '10.0.0.20', Port: '9100', Name: 'Deli' }],
      message: 'Printer 1: Port must be an integer not below zero.',
    },
  ]);
});

describe('enabled time frame values', () => {
  it('accepts a 24-hour frame that is switched off', () => {
    accepts(T.JsonEnabledTimeFrame, { Enabled: false, StartTime: '06:30', EndTime: '23:59' });
  });
  refusesAll(T.JsonEnabledTimeFrame, [
    {
      what: 'a one-digit hour',
      value: { Enabled: true, StartTime: '8:00', EndTime: '19:00' },
      message: 'StartTime must be a time as hh:mm (00:00 to 23:59).',
    },
    {
      what: 'hour 24',
      value: { Enabled: true, StartTime: '08:00', EndTime: '24:00' },
      message: 'EndTime must be a time as hh:mm (00:00 to 23:59).',
    },
    {
      what: 'Enabled written as text',
      value: { Enabled: 'true', StartTime: '08:00', EndTime: '19:00' },
      message: 'Enabled must be true or false.',
    },
    {
      what: 'a missing Enabled',
      value: { StartTime: '08:00', EndTime: '19:00' },
      message: 'Enabled is required.',
    },
    {
      what: 'a frame that starts when it ends',
      value: { Enabled: true, StartTime: '10:00', EndTime: '10:00' },
      message: 'The StartTime must be lower than EndTime value',
    },
  ]);
});

describe('SMS auto responder values', () => {
  it('accepts a status, minutes and message', () => {
    accepts(T.JsonSmsAutoResponder, {
      OrderStatusId: 3,
      MinutesPast: 10,
      MessageBody: 'Your order is ready.',
    });
  });
  refusesAll(T.JsonSmsAutoResponder, [
    {
      what: 'a status id written as text',
      value: { OrderStatusId: '3', MinutesPast: 10, MessageBody: 'Ready' },
      message: 'OrderStatusId must be an integer.',
    },
    {
      what: 'fractional minutes',
      value: { OrderStatusId: 3, MinutesPast: 1.5, MessageBody: 'Ready' },
      message: 'MinutesPast must be an integer.',
    },
    {
      what: 'a missing message',
      value: { OrderStatusId: 3, MinutesPast: 10 },
      message: 'MessageBody is required.',
    },
    {
      what: 'an empty message',
      value: { OrderStatusId: 3, MinutesPast: 10, MessageBody: '' },
      message: 'MessageBody must not be empty.',
    },
  ]);
});

describe('substitution plugin values', () => {
  it('accepts an identifier and an x.x.x.x version', () => {
    accepts(T.JsonSubstitution, { Identifier: 'acme.substitutions', Version: '2.1.0.3' });
  });
  refusesAll(T.JsonSubstitution, [
    {
      what: 'a three-part version',
      value: { Identifier: 'acme', Version: '1.0.0' },
      message: 'Version must be in the form x.x.x.x, each x a single digit.',
    },
    {
      what: 'a two-digit part',
      value: { Identifier: 'acme', Version: '1.10.0.0' },
      message: 'Version must be in the form x.x.x.x, each x a single digit.',
    },
    {
      what: 'another property',
      value: { Identifier: 'acme', Version: '1.0.0.0', Name: 'Acme' },
      message: "Property 'Name' is not allowed; the allowed properties are Identifier, Version.",
    },
    { what: 'a missing identifier', value: { Version: '1.0.0.0' }, message: 'Identifier is required.' },
  ]);
});

describe('substitution api key values', () => {
  it('accepts all six properties', () => {
    accepts(T.JsonSubstitutionApiKey, {
      ApiKey: 'k-123',
      CatalogId: 'cat-9',
      ProviderProxyServiceUrl: 'https://proxy.example.com/subs',
      SubLookupDomain: 'example.com',
      LogInfoEnabled: true,
      SubLookupAuthorizationHeader: 'Bearer abc',
    });
  });
  it('accepts only the key and catalog', () => {
    accepts(T.JsonSubstitutionApiKey, { ApiKey: 'k-123', CatalogId: 'cat-9' });
  });
  refusesAll(T.JsonSubstitutionApiKey, [
    { what: 'a missing catalog', value: { ApiKey: 'k-123' }, message: 'CatalogId is required.' },
    { what: 'an empty key', value: { ApiKey: '', CatalogId: 'cat-9' }, message: 'ApiKey must not be empty.' },
    {
      what: 'a proxy address without scheme',
      value: { ApiKey: 'k', CatalogId: 'c', ProviderProxyServiceUrl: 'proxy.example.com' },
      message: 'ProviderProxyServiceUrl must be a valid http or https url.',
    },
    {
      what: 'an empty proxy address',
      value: { ApiKey: 'k', CatalogId: 'c', ProviderProxyServiceUrl: '' },
      message: 'ProviderProxyServiceUrl must not be empty.',
    },
    {
      what: 'another property',
      value: { ApiKey: 'k', CatalogId: 'c', Secret: 's' },
      message:
        "Property 'Secret' is not allowed; the allowed properties are ApiKey, CatalogId, ProviderProxyServiceUrl, SubLookupDomain, LogInfoEnabled, SubLookupAuthorizationHeader.",
    },
  ]);
});

describe('bulk picking order time frame values', () => {
  const frame = { Enabled: true, StartTime: '06:00', EndTime: '22:00', Interval: '00:30' };
  it('accepts a frame with a half-hour interval', () => {
    accepts(T.JsonBulkPickingOrderTimeFrame, frame);
  });
  refusesAll(T.JsonBulkPickingOrderTimeFrame, [
    {
      what: 'a zero interval',
      value: { ...frame, Interval: '00:00' },
      message: 'Interval must not be 00:00.',
    },
    {
      what: 'an interval in minutes',
      value: { ...frame, Interval: '30' },
      message: 'Interval must be a time as hh:mm (00:00 to 23:59).',
    },
    {
      what: 'a frame ending before it starts',
      value: { ...frame, StartTime: '22:00', EndTime: '06:00' },
      message: 'The StartTime must be lower than EndTime value',
    },
    {
      what: 'a missing interval',
      value: { ...frame, Interval: undefined },
      message: 'Interval is required.',
    },
    {
      what: 'Enabled as a number',
      value: { ...frame, Enabled: 1 },
      message: 'Enabled must be true or false.',
    },
  ]);
});

describe('cartonization definition values', () => {
  const definition = { FoodSafetyTypeName: 'Frozen', FoodSafetyTypeId: 3, Volume: 30.5 };
  const carton = { DefaultItemVolume: 0.5, DefaultFSTVolume: 40, Definitions: [definition] };
  it('accepts default volumes and definitions', () => {
    accepts(T.JsonCartonizationDefinition, carton);
  });
  refusesAll(T.JsonCartonizationDefinition, [
    {
      what: 'another property',
      value: { ...carton, Unit: 'l' },
      message:
        "Property 'Unit' is not allowed; the allowed properties are DefaultItemVolume, DefaultFSTVolume, Definitions.",
    },
    {
      what: 'a negative volume',
      value: { ...carton, DefaultItemVolume: -1 },
      message: 'DefaultItemVolume must be a number not below zero.',
    },
    {
      what: 'missing definitions',
      value: { ...carton, Definitions: undefined },
      message: 'Definitions is required.',
    },
    {
      what: 'a definition without name',
      value: { ...carton, Definitions: [{ ...definition, FoodSafetyTypeName: '' }] },
      message: 'Definition 1: FoodSafetyTypeName must not be empty.',
    },
    {
      what: 'a definition with a negative volume',
      value: { ...carton, Definitions: [{ ...definition, Volume: -2 }] },
      message: 'Definition 1: Volume must be a number not below zero.',
    },
    {
      what: 'a definition with another property',
      value: { ...carton, Definitions: [{ ...definition, Color: 'blue' }] },
      message:
        "Definition 1: Property 'Color' is not allowed; the allowed properties are FoodSafetyTypeName, FoodSafetyTypeId, Volume.",
    },
  ]);
});

describe('consolidated substitution approval values', () => {
  it('accepts a window and a message', () => {
    accepts(T.JsonConsolidatedSubstitutionApproval, {
      ApprovalWindow: '00:10:00',
      MessageContent: 'Approve?',
    });
  });
  refusesAll(T.JsonConsolidatedSubstitutionApproval, [
    {
      what: 'a zero window',
      value: { ApprovalWindow: '00:00:00', MessageContent: 'Approve?' },
      message: 'ApprovalWindow must not be 00:00:00.',
    },
    {
      what: 'a window without seconds',
      value: { ApprovalWindow: '00:10', MessageContent: 'Approve?' },
      message: 'ApprovalWindow must be a time span as HH:MM:SS.',
    },
    {
      what: 'an empty message',
      value: { ApprovalWindow: '00:10:00', MessageContent: ' ' },
      message: 'MessageContent must not be empty.',
    },
    {
      what: 'a missing window',
      value: { MessageContent: 'Approve?' },
      message: 'ApprovalWindow is required.',
    },
  ]);
});

describe('OAuth login settings values', () => {
  const app = {
    AppType: 'android',
    AppId: 'shopper-app',
    ResponseType: 'code',
    PkceEnabled: true,
    RedirectUrl: 'com.example.shopper:/callback',
  };
  const settings = {
    UseOAuth: true,
    BaseUrl: 'https://login.example.com',
    AuthorizationBaseUrl: 'https://login.example.com/authorize',
    AccessTokenEndpoint: 'https://login.example.com/token',
    LogoutEndpoint: 'https://login.example.com/logout',
    Scope: 'openid',
    Apps: [app, { ...app, AppType: 'commandcenter', AppId: 'cc', RedirectUrl: 'https://cc.example.com/cb' }],
  };
  it('accepts the provider addresses and two apps', () => {
    accepts(T.JsonOAuthLoginSettings, settings);
  });
  refusesAll(T.JsonOAuthLoginSettings, [
    { what: 'no apps', value: { ...settings, Apps: [] }, message: 'Apps must have at least one entry.' },
    {
      what: 'a missing logout endpoint',
      value: { ...settings, LogoutEndpoint: undefined },
      message: 'LogoutEndpoint is required.',
    },
    {
      what: 'a base address that is not a url',
      value: { ...settings, BaseUrl: 'login' },
      message: 'BaseUrl must be a valid http or https url.',
    },
    {
      what: 'UseOAuth as text',
      value: { ...settings, UseOAuth: 'true' },
      message: 'UseOAuth must be true or false.',
    },
    {
      what: 'an unknown app type',
      value: { ...settings, Apps: [{ ...app, AppType: 'web' }] },
      message: 'App 1: AppType must be one of android, ios, admin, commandcenter.',
    },
    {
      what: 'PkceEnabled as text',
      value: { ...settings, Apps: [{ ...app, PkceEnabled: 'yes' }] },
      message: 'App 1: PkceEnabled must be true or false.',
    },
    {
      what: 'an app without redirect',
      value: { ...settings, Apps: [app, { ...app, RedirectUrl: undefined }] },
      message: 'App 2: RedirectUrl is required.',
    },
    {
      what: 'an app with a sixth property',
      value: { ...settings, Apps: [{ ...app, ClientSecret: 's' }] },
      message:
        "App 1: Property 'ClientSecret' is not allowed; the allowed properties are AppType, AppId, ResponseType, PkceEnabled, RedirectUrl.",
    },
  ]);
});

describe('container estimate override values', () => {
  it('accepts entries with at least one count', () => {
    accepts(T.JsonContainerEstimateOverride, [
      { FoodSafetyTypeName: 'Frozen', MaxCount: 4 },
      { FoodSafetyTypeName: 'Ambient', DefaultCount: 2.5, MinCount: 1 },
    ]);
  });
  refusesAll(T.JsonContainerEstimateOverride, [
    {
      what: 'an entry without counts',
      value: [{ FoodSafetyTypeName: 'Frozen' }],
      message: 'Override 1: At least one of DefaultCount, MinCount or MaxCount is required.',
    },
    {
      what: 'an entry without name',
      value: [{ MaxCount: 4 }],
      message: 'Override 1: FoodSafetyTypeName is required.',
    },
    {
      what: 'a count written as a word',
      value: [{ FoodSafetyTypeName: 'Frozen', MinCount: 'two' }],
      message: 'Override 1: MinCount must be a number not below zero.',
    },
    {
      what: 'a single object',
      value: { FoodSafetyTypeName: 'Frozen' },
      message: 'The value must be a JSON list.',
    },
  ]);
});

describe('fresh-inventory tenant detail values', () => {
  const tenant = {
    TenantCode: 'acme',
    ProxyUrl: 'https://fresh.example.com',
    DefaultAPIKey: 'key-1',
    ApiKeys: [{ store: '12', key: 'key-2' }],
    MtoPromiseTimeOffsetMinutes: 10080,
    ReceiveCustomerOrder: true,
  };
  it('accepts an offset of one week', () => {
    accepts(T.JsonFreshInventoryTenantDetail, tenant);
  });
  refusesAll(T.JsonFreshInventoryTenantDetail, [
    {
      what: 'an offset above one week',
      value: { ...tenant, MtoPromiseTimeOffsetMinutes: 10081 },
      message: 'MtoPromiseTimeOffsetMinutes must be an integer from 0 to 10080.',
    },
    {
      what: 'a negative offset',
      value: { ...tenant, MtoPromiseTimeOffsetMinutes: -1 },
      message: 'MtoPromiseTimeOffsetMinutes must be an integer from 0 to 10080.',
    },
    {
      what: 'a proxy address that is not a url',
      value: { ...tenant, ProxyUrl: 'fresh' },
      message: 'ProxyUrl must be a valid http or https url.',
    },
    { what: 'missing ApiKeys', value: { ...tenant, ApiKeys: undefined }, message: 'ApiKeys is required.' },
    {
      what: 'an empty ReceiveCustomerOrder',
      value: { ...tenant, ReceiveCustomerOrder: '' },
      message: 'ReceiveCustomerOrder must not be empty.',
    },
    {
      what: 'another property',
      value: { ...tenant, Region: 'us' },
      message:
        "Property 'Region' is not allowed; the allowed properties are TenantCode, ProxyUrl, DefaultAPIKey, ApiKeys, MtoPromiseTimeOffsetMinutes, ReceiveCustomerOrder.",
    },
  ]);
});

describe('order notification carry-out follow-up values', () => {
  const followUp = {
    OrderNotificationCarryoutFollowUpEnabled: false,
    OrderNotificationCarryoutFollowUpInSeconds: 120,
    OrderNotificationCarryoutFollowUpMessage: 'We are on our way out.',
  };
  it('accepts the three properties', () => {
    accepts(T.JsonOrderNotificationCarryoutFollowUp, followUp);
  });
  refusesAll(T.JsonOrderNotificationCarryoutFollowUp, [
    {
      what: 'seconds written as text',
      value: { ...followUp, OrderNotificationCarryoutFollowUpInSeconds: '90' },
      message: 'OrderNotificationCarryoutFollowUpInSeconds must be an integer not below zero.',
    },
    {
      what: 'an empty message',
      value: { ...followUp, OrderNotificationCarryoutFollowUpMessage: '' },
      message: 'OrderNotificationCarryoutFollowUpMessage must not be empty.',
    },
    {
      what: 'a missing switch',
      value: { ...followUp, OrderNotificationCarryoutFollowUpEnabled: undefined },
      message: 'OrderNotificationCarryoutFollowUpEnabled is required.',
    },
  ]);
});

describe('store delivery partner status values', () => {
  it('accepts comma separated statuses', () => {
    accepts(T.JsonStoreDeliveryPartnerStatus, { StoreDeliveryPartnerStatuses: 'Open,Claimed,Delivered' });
  });
  refusesAll(T.JsonStoreDeliveryPartnerStatus, [
    {
      what: 'empty statuses',
      value: { StoreDeliveryPartnerStatuses: '' },
      message: 'StoreDeliveryPartnerStatuses must not be empty.',
    },
    { what: 'missing statuses', value: {}, message: 'StoreDeliveryPartnerStatuses is required.' },
    {
      what: 'statuses as a list',
      value: { StoreDeliveryPartnerStatuses: ['Open'] },
      message: 'StoreDeliveryPartnerStatuses must be text.',
    },
  ]);
});

describe('workforce enhance provider values', () => {
  const provider = {
    ProviderSequence: 1,
    ProviderName: 'Crew',
    ProviderId: 7,
    SkAppServiceUrl: 'https://app.example.com',
    ProviderKeyValuePairs: [{ key: 'region', value: 'east' }],
  };
  const workforce = {
    DeliveryEnabled: true,
    CarryoutEnabled: false,
    Providers: [provider, { ...provider, ProviderSequence: 2, ProviderId: 8 }],
  };
  it('accepts two providers in sequence', () => {
    accepts(T.JsonWorkforceEnhanceProvider, workforce);
  });
  refusesAll(T.JsonWorkforceEnhanceProvider, [
    {
      what: 'a repeated sequence',
      value: { ...workforce, Providers: [provider, { ...provider, ProviderId: 8 }] },
      message: 'ProviderSequence 1 is used more than once.',
    },
    {
      what: 'a provider id written as text',
      value: { ...workforce, Providers: [{ ...provider, ProviderId: 'abc' }] },
      message: 'Provider 1: ProviderId must be an integer.',
    },
    {
      what: 'a provider without SkAppServiceUrl',
      value: { ...workforce, Providers: [{ ...provider, SkAppServiceUrl: undefined }] },
      message: 'Provider 1: SkAppServiceUrl is required.',
    },
    {
      what: 'a pair with an empty value',
      value: {
        ...workforce,
        Providers: [{ ...provider, ProviderKeyValuePairs: [{ key: 'region', value: '' }] }],
      },
      message: 'Provider 1: Key/value pair 1: value must not be empty.',
    },
    {
      what: 'a missing carry-out switch',
      value: { ...workforce, CarryoutEnabled: undefined },
      message: 'CarryoutEnabled is required.',
    },
    {
      what: 'missing providers',
      value: { ...workforce, Providers: undefined },
      message: 'Providers is required.',
    },
  ]);
});

describe('container storage page values', () => {
  it('accepts web hooks with name and url', () => {
    accepts(T.JsonContainerStoragePage, {
      Enabled: true,
      Webhooks: [{ Name: 'Put away', Url: 'https://h.example.com' }],
    });
  });
  it('accepts no web hooks', () => {
    accepts(T.JsonContainerStoragePage, { Enabled: false, Webhooks: [] });
  });
  refusesAll(T.JsonContainerStoragePage, [
    {
      what: 'Enabled as text',
      value: { Enabled: 'yes', Webhooks: [] },
      message: 'Enabled must be true or false.',
    },
    { what: 'missing web hooks', value: { Enabled: true }, message: 'Webhooks is required.' },
    {
      what: 'a web hook without url',
      value: { Enabled: true, Webhooks: [{ Name: 'Put away' }] },
      message: 'Webhook 1: Url is required.',
    },
    {
      what: 'web hooks as an object',
      value: { Enabled: true, Webhooks: {} },
      message: 'Webhooks must be a JSON list.',
    },
  ]);
});

describe('audit settings values', () => {
  const audit = {
    partial_audit_enabled: false,
    full_audit_minimum_percentage: 90,
    partial_audit_minimum_percentage: 20,
    partial_audit_minimum_scans: 5,
    partial_audit_maximum_scans: 40,
  };
  it('accepts the switch and four integers', () => {
    accepts(T.JsonAuditSettings, audit);
  });
  refusesAll(T.JsonAuditSettings, [
    {
      what: 'a missing maximum',
      value: { ...audit, partial_audit_maximum_scans: undefined },
      message: 'partial_audit_maximum_scans is required.',
    },
    {
      what: 'a fractional percentage',
      value: { ...audit, full_audit_minimum_percentage: 95.5 },
      message: 'full_audit_minimum_percentage must be an integer.',
    },
    {
      what: 'the switch as text',
      value: { ...audit, partial_audit_enabled: 'true' },
      message: 'partial_audit_enabled must be true or false.',
    },
  ]);
});

describe('MFC provider values', () => {
  it('accepts a name, base address and pairs', () => {
    accepts(T.JsonMfcProvider, {
      MfcProviderName: 'Robo',
      MfcProviderBaseUrl: 'https://mfc.example.com',
      MfcKeyValuePairs: [{ key: 'site', value: '4' }],
    });
  });
  it('accepts no pairs', () => {
    accepts(T.JsonMfcProvider, { MfcProviderName: 'Robo', MfcProviderBaseUrl: 'https://mfc.example.com' });
  });
  refusesAll(T.JsonMfcProvider, [
    {
      what: 'a missing name',
      value: { MfcProviderBaseUrl: 'https://mfc.example.com' },
      message: 'MfcProviderName is required.',
    },
    {
      what: 'an empty base address',
      value: { MfcProviderName: 'Robo', MfcProviderBaseUrl: '' },
      message: 'MfcProviderBaseUrl must not be empty.',
    },
    {
      what: 'a pair without key',
      value: {
        MfcProviderName: 'Robo',
        MfcProviderBaseUrl: 'https://mfc.example.com',
        MfcKeyValuePairs: [{ value: '4' }],
      },
      message: 'Key/value pair 1: key is required.',
    },
  ]);
});
