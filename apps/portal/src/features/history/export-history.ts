import type { ApolloClient } from '@apollo/client';
import {
  HISTORY_EXPORT_HEADER,
  HISTORY_EXPORT_MAX_PAGES,
  HISTORY_EXPORT_PAGE_SIZE,
  historyExportRow,
  historyFileName,
} from '@fulfil/domain';
import { HistoryDocument, type HistoryFilterInput } from '../../gql/graphql';
import { exportXlsx } from '../../lib/xlsx-export';
import { saveFile } from '../../lib/xlsx-file';

export type HistoryExportFormat = 'csv' | 'xlsx';

/**
 * The filtered history, newest first, read a page of 200 at a time up to the export's cap
 * (HISTORY_EXPORT_MAX_PAGES pages), each row as the export writes it, its cells neutralised.
 */
async function exportRows(apollo: ApolloClient, filter: HistoryFilterInput): Promise<string[][]> {
  const rows: string[][] = [];
  for (let page = 1; page <= HISTORY_EXPORT_MAX_PAGES; page++) {
    const { data } = await apollo.query({
      query: HistoryDocument,
      variables: { filter, page, pageSize: HISTORY_EXPORT_PAGE_SIZE },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('The history could not be read.');
    rows.push(...data.history.entries.map(historyExportRow));
    if (!data.history.hasMore) break;
  }
  return rows;
}

/** Saves the filtered history as csv or xlsx, named by its store or client; false when it could not be written. */
export async function exportHistory(
  apollo: ApolloClient,
  filter: HistoryFilterInput,
  placeName: string,
  format: HistoryExportFormat,
): Promise<boolean> {
  const rows = [HISTORY_EXPORT_HEADER, ...(await exportRows(apollo, filter))];
  const fileName = historyFileName(placeName, format);
  // Excel reserves the sheet name "History".
  if (format === 'xlsx') return exportXlsx({ sheetName: 'Activity', rows }, fileName);
  const { default: Papa } = await import('papaparse');
  saveFile(new Blob([Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
  return true;
}
