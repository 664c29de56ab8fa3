import type { Parts } from '../zip-check';
import { readXml } from './xml-stream';

/** The sheet a store setup is read from: its name and part, and how its dates count. */
export interface ChosenSheet {
  name: string;
  path: string;
  date1904: boolean;
}

const WORKSHEET = /\/relationships\/worksheet$/;

/** A part's XML, or an error for a workbook that lacks it. */
export function part(parts: Parts, path: string): ReadableStream<Uint8Array<ArrayBuffer>> {
  const open = parts.get(path);
  if (!open) throw new Error(`no ${path}`);
  return open();
}

/**
 * The first visible worksheet in the workbook's order, as exceljs chose it: hidden and very
 * hidden sheets are never read, nor chart sheets; null when there is none.
 */
export async function firstVisibleSheet(parts: Parts): Promise<ChosenSheet | null> {
  const sheets: { name: string; id: string; visible: boolean }[] = [];
  let date1904 = false;
  await readXml(part(parts, 'xl/workbook.xml'), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      if (name === 'sheet')
        sheets.push({
          name: attributes.name ?? '',
          id: attributes['r:id'] ?? '',
          visible: (attributes.state ?? 'visible') === 'visible',
        });
    },
  });
  const worksheets = new Map<string, string>();
  await readXml(part(parts, 'xl/_rels/workbook.xml.rels'), {
    open(name, { Id, Type, Target }) {
      // Targets are relative to xl/, or absolute within the zip.
      if (name === 'Relationship' && Id && Target && WORKSHEET.test(Type ?? ''))
        worksheets.set(Id, Target.startsWith('/') ? Target.slice(1) : `xl/${Target}`);
    },
  });
  for (const sheet of sheets) {
    const path = worksheets.get(sheet.id);
    if (path && sheet.visible) return { name: sheet.name, path, date1904 };
  }
  return null;
}

/** Excel's built-in number formats that show a date or a time (ids 14 to 22 and 45 to 47). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format that shows a date or time: y, m, d, h, s or b outside quoted text and [brackets], as exceljs reads it. */
const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Which cell styles (by index) show a number as a date: such a cell's number is a date. */
export async function dateStyles(parts: Parts): Promise<boolean[]> {
  if (!parts.has('xl/styles.xml')) return [];
  const customDates = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await readXml(part(parts, 'xl/styles.xml'), {
    open(name, attributes) {
      if (name === 'numFmt')
        customDates.set(Number(attributes.numFmtId), isDateFormat(attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        styles.push(customDates.get(id) ?? BUILT_IN_DATES.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/**
 * Collects the text of `<t>` elements, as a shared or inline string holds it: plain, or rich text
 * in runs, whose texts join; phonetic guides (`rPh`) are no part of the value.
 */
export function stringText() {
  let inText = false;
  let inPhonetic = false;
  let text = '';
  return {
    open(name: string) {
      if (name === 't' && !inPhonetic) inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name: string) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text(chunk: string) {
      if (inText) text += chunk;
    },
    /** The text collected since the last take. */
    take() {
      const taken = text;
      text = '';
      return taken;
    },
  };
}

/** The shared strings table, by index; read before the sheet, whose cells refer to it. */
export async function sharedStrings(parts: Parts): Promise<string[]> {
  if (!parts.has('xl/sharedStrings.xml')) return [];
  const strings: string[] = [];
  const text = stringText();
  await readXml(part(parts, 'xl/sharedStrings.xml'), {
    open(name) {
      if (name === 'si') text.take();
      else text.open(name);
    },
    close(name) {
      if (name === 'si') strings.push(text.take());
      else text.close(name);
    },
    text: text.text,
  });
  return strings;
}
