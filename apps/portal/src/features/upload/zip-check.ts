import { MAX_UNPACKED_BYTES, UPLOAD_MESSAGES } from '@fulfil/domain';

/*
 * An .xlsx is a zip. Its entries are inflated as the workbook is read, counting the bytes each
 * actually gives and stopping the moment they pass what the central directory declared for it: a
 * zip bomb that declares small sizes is caught while inflating, without ever holding more than a
 * chunk of what it would unpack to, and the declared sizes together are capped at
 * MAX_UNPACKED_BYTES, so no file unpacks to more. The entries the read never opens are checked
 * after it, so every entry is inflated once.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

/** One entry as the central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  declared: number;
  localHeader: number;
}

type Verdict = 'fine' | 'damaged' | 'larger';

/** The directory's entries, or what is wrong with the file before any of it is inflated. */
function entriesOf(bytes: Uint8Array): ZipEntry[] | 'no zip' | 'damaged' | 'too large' {
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
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (signature(at) !== CENTRAL_HEADER || at + 46 > bytes.length) return 'damaged';
    const nameLength = view.getUint16(at + 28, true);
    const entry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      packed: view.getUint32(at + 20, true),
      declared: view.getUint32(at + 24, true),
      localHeader: view.getUint32(at + 42, true),
    };
    declaredTotal += entry.declared;
    if (declaredTotal > MAX_UNPACKED_BYTES) return 'too large';
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * Passes an entry's inflated bytes on, counting them: past `declared` the stream errors, which
 * stops the inflating. `told` hears 'larger' then, or 'fine' once every byte has passed.
 */
function counted(
  declared: number,
  told: (verdict: Verdict) => void,
): TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>> {
  let inflated = 0;
  return new TransformStream({
    transform(chunk, controller) {
      inflated += chunk.byteLength;
      if (inflated <= declared) return controller.enqueue(chunk);
      told('larger');
      controller.error(new Error('the entry unpacks to more than it declares'));
    },
    flush: () => told('fine'),
  });
}

/** A deflated entry's bytes as they inflate, counted against what the directory declared. */
const inflating = (packed: Uint8Array<ArrayBuffer>, declared: number, told: (verdict: Verdict) => void) =>
  new Blob([packed])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .pipeThrough(counted(declared, told));

/** Inflates `packed` to its end, or until its bytes pass `declared`; 'damaged' if it cannot. */
async function inflatesWithin(packed: Uint8Array<ArrayBuffer>, declared: number): Promise<Verdict> {
  let verdict: Verdict = 'damaged';
  const reader = inflating(packed, declared, (told) => (verdict = told)).getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The verdict says why: more than declared, or damaged data.
  }
  return verdict;
}

/** An entry's packed bytes, found through its local header; null when they lie outside the file. */
function packedData(bytes: Uint8Array<ArrayBuffer>, entry: ZipEntry): Uint8Array<ArrayBuffer> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeader;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.packed > bytes.length) return null;
  return bytes.subarray(start, start + entry.packed);
}

/** What an entry's data really holds against what the directory declared. */
async function checkEntry(bytes: Uint8Array<ArrayBuffer>, entry: ZipEntry): Promise<Verdict> {
  const packed = packedData(bytes, entry);
  if (!packed) return 'damaged';
  if (entry.method === STORED) return entry.packed > entry.declared ? 'larger' : 'fine';
  if (entry.method === DEFLATED) return inflatesWithin(packed, entry.declared);
  // Workbooks use stored and deflated entries only.
  return 'damaged';
}

/** A zip's parts by path, each unpacked as a stream on demand. */
export type Parts = Map<string, () => ReadableStream<Uint8Array<ArrayBuffer>>>;

/** A zip whose directory is sound: its parts to read, and the check of every entry's data. */
export interface Zip {
  /**
   * The entries by name, each unpacked as a stream, a chunk at a time, so a sheet is read as it
   * inflates and never held whole; a deflated one errors the moment it passes its declared size.
   */
  parts: Parts;
  /**
   * Why the zip may not be unpacked, or null: the first entry, in the directory's order, that is
   * damaged or unpacks to more than it declares. The entries the read inflated to their end, or
   * stopped past their size, are not inflated again; only the rest are (a workbook's few small
   * parts the reader never opens).
   */
  problem(): Promise<string | null>;
}

/**
 * The zip `bytes` named `fileName`, or why it is no workbook that may be unpacked: not a zip at all
 * (a picture renamed .xlsx), damaged or truncated, or declaring more than MAX_UNPACKED_BYTES in all.
 */
export function openZip(bytes: Uint8Array<ArrayBuffer>, fileName: string): Zip | string {
  const entries = entriesOf(bytes);
  if (entries === 'no zip') return UPLOAD_MESSAGES.notAWorkbook(fileName);
  if (entries === 'damaged') return UPLOAD_MESSAGES.damagedWorkbook(fileName);
  if (entries === 'too large') return UPLOAD_MESSAGES.unpacksTooLarge(fileName);
  const verdicts = new Map<ZipEntry, Verdict>();
  const parts: Parts = new Map();
  for (const entry of entries) {
    const packed = packedData(bytes, entry);
    if (!packed) continue;
    parts.set(
      entry.name,
      entry.method === STORED
        ? () => new Blob([packed]).stream()
        : () => inflating(packed, entry.declared, (verdict) => verdicts.set(entry, verdict)),
    );
  }
  return {
    parts,
    async problem() {
      for (const entry of entries) {
        const verdict = verdicts.get(entry) ?? (await checkEntry(bytes, entry));
        if (verdict === 'damaged') return UPLOAD_MESSAGES.damagedWorkbook(fileName);
        if (verdict === 'larger') return UPLOAD_MESSAGES.unpacksMoreThanDeclared(fileName);
      }
      return null;
    },
  };
}
