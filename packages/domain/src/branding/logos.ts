/** The two branding images of a client (spec 2, Branding); the REST contract calls the kind filePrefix. */
export const LOGO_KINDS = ['app', 'report'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

/** Crop sizes from the spec's configuration constants: app 250x250, report 192x96. */
export const LOGO_SIZES: Readonly<Record<LogoKind, { width: number; height: number }>> = {
  app: { width: 250, height: 250 },
  report: { width: 192, height: 96 },
};

/** A cropped logo is a few kilobytes; this leaves room for detailed ones and refuses photographs. */
export const MAX_LOGO_BYTES = 512 * 1024;

export const LOGO_EMPTY = 'Please choose an image.';
export const LOGO_DATA_PREFIX = 'Send the image as base64 without the data: prefix.';
export const LOGO_NOT_BASE64 = 'The image is not valid base64.';
export const LOGO_NOT_PNG = 'The logo must be a PNG image.';
export const LOGO_TOO_LARGE = `The logo must be at most ${MAX_LOGO_BYTES / 1024} KB.`;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const isLogoKind = (value: string): value is LogoKind =>
  (LOGO_KINDS as readonly string[]).includes(value);

/** Bytes the base64 text decodes to. */
const decodedLength = (base64: string) => (base64.length / 4) * 3 - (base64.match(/=*$/)?.[0].length ?? 0);

/**
 * Why the image data cannot be stored as a logo, or null when it is a base64 PNG of sensible size.
 * Only the signature is decoded, so this runs alike in the browser and on the server.
 */
export function logoImageRefusal(imageData: string): string | null {
  if (imageData.length === 0) return LOGO_EMPTY;
  if (imageData.startsWith('data:')) return LOGO_DATA_PREFIX;
  if (imageData.length % 4 !== 0 || !BASE64.test(imageData)) return LOGO_NOT_BASE64;
  if (decodedLength(imageData) > MAX_LOGO_BYTES) return LOGO_TOO_LARGE;
  const head = atob(imageData.slice(0, 12));
  return PNG_SIGNATURE.every((byte, index) => head.charCodeAt(index) === byte) ? null : LOGO_NOT_PNG;
}
