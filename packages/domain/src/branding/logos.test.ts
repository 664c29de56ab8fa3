import { describe, expect, it } from 'vitest';
import {
  LOGO_DATA_PREFIX,
  LOGO_EMPTY,
  LOGO_NOT_BASE64,
  LOGO_NOT_PNG,
  LOGO_SIZES,
  LOGO_TOO_LARGE,
  MAX_LOGO_BYTES,
  isLogoKind,
  logoImageRefusal,
} from './logos.js';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
};

describe('logo sizes', () => {
  it('crops the app logo to 250x250 and the report logo to 192x96, as the spec configures', () => {
    expect(LOGO_SIZES).toEqual({ app: { width: 250, height: 250 }, report: { width: 192, height: 96 } });
  });

  it("knows the prefixes 'app' and 'report' only", () => {
    expect(['app', 'report', 'label', ''].map(isLogoKind)).toEqual([true, true, false, false]);
  });
});

describe('logoImageRefusal', () => {
  it('accepts base64 PNG data without the data prefix', () => {
    expect(logoImageRefusal(base64Of(pngOf(64)))).toBeNull();
  });

  it('refuses empty data, a data: URL, text that is not base64 and images that are not PNG', () => {
    expect(logoImageRefusal('')).toBe(LOGO_EMPTY);
    expect(logoImageRefusal(`data:image/png;base64,${base64Of(pngOf(64))}`)).toBe(LOGO_DATA_PREFIX);
    expect(logoImageRefusal('not base64!')).toBe(LOGO_NOT_BASE64);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect(logoImageRefusal(base64Of(jpeg))).toBe(LOGO_NOT_PNG);
  });

  it('refuses an image above the size limit and takes one at it', () => {
    expect(logoImageRefusal(base64Of(pngOf(MAX_LOGO_BYTES)))).toBeNull();
    expect(logoImageRefusal(base64Of(pngOf(MAX_LOGO_BYTES + 1)))).toBe(LOGO_TOO_LARGE);
  });
});
