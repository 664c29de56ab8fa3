import { MAX_UNPACKED_BYTES, UPLOAD_MESSAGES } from '@fulfil/domain';

/*
 * An .xlsx is a zip. Before exceljs unpacks one, every entry is inflated here once, counting the
 * bytes it actually gives and stopping the moment they pass what the central directory declared for
 * it: a zip bomb that declares small sizes is caught while inflating, without ever holding more
 * than a chunk of what it would unpack to, and the declared sizes together are capped at
 * MAX_UNPACKED_BYTES, so no file unpacks to more.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

/** One entry as the central directory describes it. */
interface Entry {
  method: number;
  packed: number;
  declared: number;
  localHeader: number;
}

type Verdict = 'fine' | 'damaged' | 'larger';

/** The directory's entries, or what is wrong with the file before any of it is inflated. */
function entriesOf(bytes: Uint8Array): Entry[] | 'no zip' | 'damaged' | 'too large' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = (at: number) => (at >= 0 && at + 4 <= bytes.length ? view.getUint32(at, true) : 0);
  if (signature(0) !== LOCAL_HEADER) return 'no zip';
  // The end of central directory record, within the last 64 KiB (its comment may precede it).
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at -= 1)
    if (signature(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return 'damaged';
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let declaredTotal = 0;
  const entries: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (signature(at) !== CENTRAL_HEADER || at + 46 > bytes.length) return 'damaged';
    const entry = {
      method: view.getUint16(at + 10, true),
      packed: view.getUint32(at + 20, true),
      declared: view.getUint32(at + 24, true),
      localHeader: view.getUint32(at + 42, true),
    };
    declaredTotal += entry.declared;
    if (declaredTotal > MAX_UNPACKED_BYTES) return 'too large';
    entries.push(entry);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Inflates `packed`, counting its bytes, and stops as soon as they pass `declared`. */
async function inflatesWithin(packed: Uint8Array<ArrayBuffer>, declared: number): Promise<Verdict> {
  const reader = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  let inflated = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'fine';
      inflated += value.byteLength;
      if (inflated > declared) {
        await reader.cancel();
        return 'larger';
      }
    }
  } catch {
    return 'damaged';
  }
}

/** What an entry's data really holds against what the directory declared. */
async function checkEntry(bytes: Uint8Array<ArrayBuffer>, entry: Entry): Promise<Verdict> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeader;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) return 'damaged';
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.packed > bytes.length) return 'damaged';
  const packed = bytes.subarray(start, start + entry.packed);
  if (entry.method === STORED) return entry.packed > entry.declared ? 'larger' : 'fine';
  if (entry.method === DEFLATED) return inflatesWithin(packed, entry.declared);
  // exceljs reads stored and deflated entries only.
  return 'damaged';
}

/**
 * Why `bytes` named `fileName` is no workbook that may be unpacked: not a zip at all (a picture
 * renamed .xlsx), damaged or truncated, declaring more than MAX_UNPACKED_BYTES, or unpacking to more
 * than it declares; null for a zip that is safe to hand to exceljs.
 */
export async function zipProblem(bytes: Uint8Array<ArrayBuffer>, fileName: string): Promise<string | null> {
  const entries = entriesOf(bytes);
  if (entries === 'no zip') return UPLOAD_MESSAGES.notAWorkbook(fileName);
  if (entries === 'damaged') return UPLOAD_MESSAGES.damagedWorkbook(fileName);
  if (entries === 'too large') return UPLOAD_MESSAGES.unpacksTooLarge(fileName);
  for (const entry of entries) {
    const verdict = await checkEntry(bytes, entry);
    if (verdict === 'damaged') return UPLOAD_MESSAGES.damagedWorkbook(fileName);
    if (verdict === 'larger') return UPLOAD_MESSAGES.unpacksMoreThanDeclared(fileName);
  }
  return null;
}
