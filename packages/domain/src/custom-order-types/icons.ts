/**
 * Custom order type icons. The image type is read from the file's first bytes (its magic number),
 * never from the name or the type the browser claims, and only raster images are taken: an SVG is
 * a document that can carry script.
 */
export const ICON_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type IconImageType = (typeof ICON_IMAGE_TYPES)[number];

/** An order type icon is shown at list size; 256 KB leaves room for detail and refuses photographs. */
export const MAX_ICON_BYTES = 256 * 1024;

export const ICON_MESSAGES = {
  notBase64: 'The icon is not valid base64.',
  notImage: 'The icon must be a PNG, JPEG, GIF or WebP image.',
  tooLarge: `The icon must be at most ${MAX_ICON_BYTES / 1024} KB.`,
} as const;

const startsWith = (bytes: ArrayLike<number>, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes' signature names, or null when they are none of the four taken. */
export function iconImageType(bytes: ArrayLike<number>): IconImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Bytes the base64 text decodes to. */
const decodedLength = (base64: string) => (base64.length / 4) * 3 - (base64.match(/=*$/)?.[0].length ?? 0);

/**
 * The icon's image type read from base64 data (a data: URL's prefix is dropped, its claimed type
 * ignored), or why it cannot be an icon. Only the signature is decoded, so this runs alike in the
 * browser and on the server.
 */
export function readIcon(data: string): { type: IconImageType; base64: string } | { refusal: string } {
  const base64 = data.replace(/^data:[^,]*,/, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64))
    return { refusal: ICON_MESSAGES.notBase64 };
  if (decodedLength(base64) > MAX_ICON_BYTES) return { refusal: ICON_MESSAGES.tooLarge };
  const head = atob(base64.slice(0, 16));
  const type = iconImageType([...head].map((char) => char.charCodeAt(0)));
  return type ? { type, base64 } : { refusal: ICON_MESSAGES.notImage };
}
