import { formatDisplayDate } from '../orders/display-date.js';
import { neutraliseCell } from '../uploads/upload-rules.js';
import type { HistoryAction } from './history.js';
import { historyFieldLabel, historyValueText, HISTORY_NO_VALUE } from './history-labels.js';

/** One field of a history entry as the history query answers it: values as JSON text, none for a secret. */
export interface HistoryFieldChange {
  field: string;
  secret: boolean;
  before?: string | null;
  after?: string | null;
}

/** A history entry as the activity page, the History panel and the exports show it. */
export interface HistoryEntryFields {
  recordedAt: string;
  actorName: string;
  via: string;
  entityType: string;
  entityId: string;
  action: HistoryAction;
  changes: readonly HistoryFieldChange[];
}

/** A recorded value (JSON text) as its screen means it; text that is not JSON as it is. */
function shown(entityType: string, field: string, json: string | null | undefined): string {
  if (json == null) return HISTORY_NO_VALUE;
  try {
    return historyValueText(entityType, field, JSON.parse(json));
  } catch {
    return json;
  }
}

/**
 * Each changed field as one line (issue 17), in its screen's words: "Date of birth: hidden →
 * shown"; a secret only "Password: changed", never its values; a move "moved from position X to Y".
 */
export function historyChangeLines(
  entry: Pick<HistoryEntryFields, 'entityType' | 'action' | 'changes'>,
): string[] {
  const { entityType } = entry;
  return entry.changes.map(({ field, secret, before, after }) => {
    const label = historyFieldLabel(entityType, field);
    if (secret) return `${label}: changed`;
    if (entry.action === 'moved' && field === 'position')
      return `moved from position ${shown(entityType, field, before)} to ${shown(entityType, field, after)}`;
    return `${label}: ${shown(entityType, field, before)} → ${shown(entityType, field, after)}`;
  });
}

/** The export's columns, in the activity table's order. */
export const HISTORY_EXPORT_HEADER = ['When', 'Who', 'Via', 'Entity type', 'Entity id', 'Action', 'Changes'];

/**
 * An export walks the filtered history this many entries a page (the history query's largest
 * page), and stops after HISTORY_EXPORT_MAX_PAGES pages: a file of at most 10,000 entries, the
 * newest. A longer history is exported in parts by narrowing the dates.
 */
export const HISTORY_EXPORT_PAGE_SIZE = 200;
export const HISTORY_EXPORT_MAX_PAGES = 50;

/**
 * An entry as an export row: the time as the portal shows it, the changes one per line as the
 * activity page words them. The entity's type and id stay the history's own keys, which tools match
 * against the API's entityType and entityId; the changes were always text for people to read. Every
 * text cell is neutralised, so a value an admin typed as `=cmd()` opens as text, never as a formula.
 */
export function historyExportRow(entry: HistoryEntryFields): string[] {
  return [
    formatDisplayDate(entry.recordedAt),
    entry.actorName,
    entry.via,
    entry.entityType,
    entry.entityId,
    entry.action,
    historyChangeLines(entry).join('\n'),
  ].map((cell) => neutraliseCell(cell));
}

/** The export's file name: "History_" and the store or client name, e.g. History_Downtown_Hub.csv. */
export function historyFileName(placeName: string, extension: 'csv' | 'xlsx'): string {
  const place = placeName.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^[-_]+|[-_]+$/g, '');
  return `${['History', place].filter(Boolean).join('_')}.${extension}`;
}

/**
 * The days an activity page is filtered by (yyyy-mm-dd, in the reader's own time zone) as the
 * history filter's times: from the start of `from` to the end of `to`, both days included.
 */
export function historyDateRange(from: string, to: string): { from?: string; to?: string } {
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  const range: { from?: string; to?: string } = {};
  if (from) range.from = startOf(from).toISOString();
  if (to) {
    const end = startOf(to);
    end.setDate(end.getDate() + 1);
    range.to = end.toISOString();
  }
  return range;
}
