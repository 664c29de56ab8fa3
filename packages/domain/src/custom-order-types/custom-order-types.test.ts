import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ORDER_TYPE_MESSAGES,
  DELETE_RESPONSE_CODE,
  customOrderTypeCreateRefusal,
  customOrderTypeDeleteMessage,
  customOrderTypeUpdateRefusal,
  isListedAtLevel,
} from './custom-order-types.js';
import { ICON_MESSAGES, MAX_ICON_BYTES, iconImageType, readIcon } from './icons.js';

const base64Of = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('base64');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('custom order type fields (spec 3 point 5)', () => {
  it("refuses a new type without name, source key or image with the spec's words", () => {
    const full = { name: 'Catering', sourceKey: 'CAT', iconData: base64Of(PNG) };
    expect(customOrderTypeCreateRefusal(full)).toBeNull();
    for (const missing of [{ name: ' ' }, { sourceKey: '' }, { iconData: '' }, { iconData: null }]) {
      expect(customOrderTypeCreateRefusal({ ...full, ...missing })).toBe(
        'Is neccesary include Name, SourceKey and Image to create a new Order Sub Type',
      );
    }
    expect(CUSTOM_ORDER_TYPE_MESSAGES.fieldsMissingTitle).toBe('Fields Missing');
  });

  it('refuses a change without name or source key, and keeps the icon optional', () => {
    expect(customOrderTypeUpdateRefusal({ name: 'Catering', sourceKey: 'CAT' })).toBeNull();
    expect(customOrderTypeUpdateRefusal({ name: '', sourceKey: 'CAT' })).toBe(
      'Is neccesary include Name and SourceKey to update a Order Sub Type',
    );
    expect(customOrderTypeUpdateRefusal({ name: 'Catering', sourceKey: '  ' })).toBe(
      CUSTOM_ORDER_TYPE_MESSAGES.updateFieldsMissing,
    );
  });
});

describe('custom order type delete (spec 3 points 4 and 8)', () => {
  it('reads responseCode 0 as success and 1 as failure', () => {
    expect(DELETE_RESPONSE_CODE).toEqual({ success: 0, failure: 1 });
  });

  it("says the first server error, or 'Error deleting Custom Order Type'", () => {
    expect(customOrderTypeDeleteMessage([{ errorMessage: 'In use by a rule' }, { errorMessage: 'x' }])).toBe(
      'In use by a rule',
    );
    expect(customOrderTypeDeleteMessage([])).toBe('Error deleting Custom Order Type');
  });
});

describe('custom order type levels (spec 3 point 2)', () => {
  it('lists those without a store at client level and the store’s own at store level', () => {
    expect(isListedAtLevel({ storeId: null }, null)).toBe(true);
    expect(isListedAtLevel({ storeId: 4 }, null)).toBe(false);
    expect(isListedAtLevel({ storeId: 4 }, 4)).toBe(true);
    expect(isListedAtLevel({ storeId: null }, 4)).toBe(false);
  });
});

describe('custom order type icons', () => {
  it('reads the image type from the magic number', () => {
    expect(iconImageType(PNG)).toBe('image/png');
    expect(iconImageType([0xff, 0xd8, 0xff, 0xe0])).toBe('image/jpeg');
    expect(iconImageType(ascii('GIF89a....'))).toBe('image/gif');
    expect(iconImageType([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')])).toBe('image/webp');
    expect(iconImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(iconImageType(ascii('<?xml version="1.0"?><svg'))).toBeNull();
  });

  it('ignores the type a data: URL claims and reads the bytes', () => {
    expect(readIcon(`data:image/svg+xml;base64,${base64Of(PNG)}`)).toEqual({
      type: 'image/png',
      base64: base64Of(PNG),
    });
    expect(readIcon(`data:image/png;base64,${base64Of(ascii('<svg onload="x()"/>'))}`)).toEqual({
      refusal: ICON_MESSAGES.notImage,
    });
  });

  it('refuses text that is not base64 and an icon above the size limit', () => {
    expect(readIcon('not base64!')).toEqual({ refusal: ICON_MESSAGES.notBase64 });
    const atLimit = new Uint8Array(MAX_ICON_BYTES);
    atLimit.set(PNG);
    expect(readIcon(base64Of(atLimit))).toMatchObject({ type: 'image/png' });
    const over = new Uint8Array(MAX_ICON_BYTES + 1);
    over.set(PNG);
    expect(readIcon(base64Of(over))).toEqual({ refusal: ICON_MESSAGES.tooLarge });
  });
});
