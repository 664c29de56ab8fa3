import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_VALUE_TYPES as T } from '../attributes/value-types.js';
import { STORE_ATTRIBUTE_KEYS, storeAttributeValueType } from './keys.js';
import { addWebHook, parseWebHooks, removeWebHook, webHooksValue } from './web-hooks.js';

const hooks = [
  { name: 'Orders', url: 'https://hooks.test/orders' },
  { name: 'Pickups', url: 'https://hooks.test/pickups' },
];

describe('web hook add', () => {
  it("requires a name and a url: 'Please enter a Name and Url.'", () => {
    expect(addWebHook(hooks, { name: '', url: 'https://x.test' })).toEqual({
      refusal: 'Please enter a Name and Url.',
    });
    expect(addWebHook(hooks, { name: 'A', url: ' ' })).toEqual({ refusal: 'Please enter a Name and Url.' });
  });

  it("refuses an address that is not http(s) or www: 'Please enter valid Url.'", () => {
    expect(addWebHook(hooks, { name: 'A', url: 'not a url' })).toEqual({
      refusal: 'Please enter valid Url.',
    });
    expect(addWebHook(hooks, { name: 'A', url: 'ftp://x.test' })).toEqual({
      refusal: 'Please enter valid Url.',
    });
  });

  it("refuses a duplicate name and url with 'Please enter a Name and Url.'", () => {
    expect(addWebHook(hooks, { name: 'Orders', url: 'https://hooks.test/orders' })).toEqual({
      refusal: 'Please enter a Name and Url.',
    });
  });

  it('appends a valid entry, stored as an absolute address', () => {
    expect(addWebHook(hooks, { name: 'Site', url: 'www.shop.test/hook' })).toEqual({
      hooks: [...hooks, { name: 'Site', url: 'https://www.shop.test/hook' }],
    });
  });
});

describe('web hook remove', () => {
  it('clears the selection when the selected entry is removed', () => {
    expect(removeWebHook(hooks, 0, 0)).toEqual({ hooks: [hooks[1]], selected: null });
  });

  it('keeps another selected entry selected', () => {
    expect(removeWebHook(hooks, 0, 1)).toEqual({ hooks: [hooks[1]], selected: 0 });
  });
});

describe('web hook value', () => {
  it('reads and writes the JSON list of entries with name and url', () => {
    expect(parseWebHooks(webHooksValue(hooks))).toEqual(hooks);
    expect(parseWebHooks('not json')).toEqual([]);
  });
});

describe('store attribute keys', () => {
  it('offers WebHookUrl, ZPL and IPL templates and time-typed attributes', () => {
    const names = STORE_ATTRIBUTE_KEYS.map((key) => key.name);
    expect(names).toEqual(
      expect.arrayContaining(['WebHookUrl', 'BagLabelZPLTemplate_Es', 'ShelfLabelIPLTemplate']),
    );
    expect(storeAttributeValueType('StoreOpenTime')).toBe(T.Time);
    expect(storeAttributeValueType('MaxOrdersPerHour')).toBe(T.Integer);
    expect(storeAttributeValueType('WebHookUrl')).toBe(T.Url);
    expect(storeAttributeValueType('Unknown')).toBe(T.String);
  });
});
