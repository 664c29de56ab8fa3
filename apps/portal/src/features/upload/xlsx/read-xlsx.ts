import type { Parts } from '../zip-check';
import { sheetRows, type RowWatch, type SheetRows } from './sheet-rows';
import { dateStyles, firstVisibleSheet, part, sharedStrings } from './workbook-parts';

/**
 * The first visible worksheet of a workbook's zip parts, read as a stream: the workbook's sheet
 * list, its styles' date formats and its shared strings first, then the sheet's XML a row at a time
 * as it inflates, `watch` told of the rows as they come. No workbook model is built. Throws on a
 * damaged workbook.
 */
export async function readXlsx(parts: Parts, watch?: RowWatch): Promise<SheetRows & { sheetName: string }> {
  const chosen = await firstVisibleSheet(parts);
  if (!chosen) return { sheet: [], rowCount: 0, sheetName: '' };
  const [strings, styles] = await Promise.all([sharedStrings(parts), dateStyles(parts)]);
  const rows = await sheetRows(
    part(parts, chosen.path),
    { strings, dateStyles: styles, date1904: chosen.date1904 },
    watch,
  );
  return { ...rows, sheetName: chosen.name };
}
