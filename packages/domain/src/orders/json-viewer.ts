/**
 * The delivery report viewer (spec 3 sections 2 and 4): JSON pasted or loaded into a text box is
 * shown as nested lists that expand and collapse, with statistics, and opened in a window named for
 * the delivery. Everything here is text in, escaped HTML or numbers out; nothing is evaluated.
 */

import { escapeHtml } from '../input/escape-html.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The JSON of the text, or the parser's own message (spec 3 section 8: the syntax error message). */
export function parseViewerJson(text: string): { value: JsonValue } | { error: string } {
  try {
    return { value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export interface JsonStatistics {
  objects: number;
  arrays: number;
  properties: number;
  strings: number;
  numbers: number;
  booleans: number;
  nulls: number;
  /** Nesting levels: a bare value is 0, an object of values 1. */
  depth: number;
}

/** Counts what the JSON holds, for the statistics toggle. */
export function jsonStatistics(root: JsonValue): JsonStatistics {
  const counts: JsonStatistics = {
    objects: 0,
    arrays: 0,
    properties: 0,
    strings: 0,
    numbers: 0,
    booleans: 0,
    nulls: 0,
    depth: 0,
  };
  const visit = (value: JsonValue, depth: number) => {
    counts.depth = Math.max(counts.depth, depth);
    if (value === null) counts.nulls++;
    else if (Array.isArray(value)) {
      counts.arrays++;
      value.forEach((item) => visit(item, depth + 1));
    } else if (typeof value === 'object') {
      counts.objects++;
      const entries = Object.values(value);
      counts.properties += entries.length;
      entries.forEach((item) => visit(item, depth + 1));
    } else if (typeof value === 'string') counts.strings++;
    else if (typeof value === 'number') counts.numbers++;
    else counts.booleans++;
  };
  visit(root, 0);
  return counts;
}

const scalar = (value: JsonValue) =>
  typeof value === 'string'
    ? `<span class="json-string">&quot;${escapeHtml(value)}&quot;</span>`
    : `<span class="json-${value === null ? 'null' : typeof value}">${escapeHtml(String(value))}</span>`;

/**
 * The JSON as nested lists; each object and array is a <details> element, so it expands and
 * collapses by mouse or keyboard and says so to screen readers. Every text is escaped.
 */
export function jsonToHtml(value: JsonValue, label?: string): string {
  const name = label === undefined ? '' : `<span class="json-key">${escapeHtml(label)}</span>: `;
  if (value === null || typeof value !== 'object') return `${name}${scalar(value)}`;
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  const items = entries.map(([key, item]) => `<li>${jsonToHtml(item, key)}</li>`).join('');
  return `<details open><summary>${name}${summary}</summary><ul>${items}</ul></details>`;
}

/** Fields that name a delivery, in the order they are tried. */
const DELIVERY_NAME_FIELDS = ['guiOrderId', 'orderSourceKey', 'orderId', 'deliveryId', 'id'];

/**
 * The title of the window the rendered output opens in, named for the delivery: the first naming
 * field of the JSON (or of its first element), e.g. Delivery D003888.
 */
export function deliveryWindowTitle(value: JsonValue): string {
  const subject = Array.isArray(value) ? value[0] : value;
  if (subject && typeof subject === 'object' && !Array.isArray(subject)) {
    for (const field of DELIVERY_NAME_FIELDS) {
      const named = subject[field];
      if ((typeof named === 'string' && named.trim()) || typeof named === 'number')
        return `Delivery ${String(named).trim()}`;
    }
  }
  return 'Delivery';
}
