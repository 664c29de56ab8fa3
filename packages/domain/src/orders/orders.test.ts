import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date.js';
import {
  deliveryRangeInstants,
  deliveryRangeProblem,
  DELIVERY_REPORT_MESSAGES,
  ORDER_TAKING_ROLES,
  wrapLongWords,
} from './printable-delivery-report.js';
import { deliveryWindowTitle, jsonStatistics, jsonToHtml, parseViewerJson } from './json-viewer.js';
import {
  documentFailureMessage,
  receiptRequestProblem,
  SHOPPED_ORDER_SUMMARY_TITLE,
} from './order-documents.js';
import { initialPosStore, posOrderMatches, posRowAction } from './pos-status.js';

describe('dates shown MM/DD/YYYY h:mm a (spec 3 point 9)', () => {
  it('writes months and days with two digits and the hour on a 12-hour clock', () => {
    expect(formatDisplayDate(new Date(2026, 10, 1, 14, 5))).toBe('11/01/2026 2:05 PM');
    expect(formatDisplayDate(new Date(2026, 0, 9, 0, 30))).toBe('01/09/2026 12:30 AM');
    expect(formatDisplayDate(new Date(2026, 0, 9, 12, 0))).toBe('01/09/2026 12:00 PM');
  });

  it('shows nothing for a step not done', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('order receipt and load manifest (spec 3 sections 5, 8, 9)', () => {
  it('titles the receipt window Shopped Order Summary', () => {
    expect(SHOPPED_ORDER_SUMMARY_TITLE).toBe('Shopped Order Summary');
  });

  it("says the first error message, else the response message, else 'Unknown'", () => {
    const errors = [{ message: 'Order A1 was not found.' }, { message: 'second' }];
    expect(documentFailureMessage({ errors, responseMessage: 'No loads found.' })).toBe(
      'Order A1 was not found.',
    );
    expect(documentFailureMessage({ errors: [], responseMessage: 'No loads found.' })).toBe(
      'No loads found.',
    );
    expect(documentFailureMessage({ errors: [], responseMessage: '' })).toBe('Unknown');
    expect(documentFailureMessage({})).toBe('Unknown');
  });

  it('needs a store and an order source key', () => {
    expect(receiptRequestProblem(null, 'A1')).toBe('Choose a store.');
    expect(receiptRequestProblem('3', '  ')).toBe('Enter an order source key.');
    expect(receiptRequestProblem('3', 'A1')).toBeNull();
  });
});

describe('POS status table (spec 3 sections 2 and 4)', () => {
  it('offers Retry until completed, and Reset after done only where allowed', () => {
    expect(posRowAction(null, false)).toBe('Retry');
    expect(posRowAction('2026-11-01T10:00:00Z', false)).toBeNull();
    expect(posRowAction('2026-11-01T10:00:00Z', true)).toBe('Reset');
  });

  it('opens on the last chosen POS store, else the selected one; a storeManager on the selected one', () => {
    expect(initialPosStore('clientAdmin', '7', '3')).toBe('7');
    expect(initialPosStore('clientAdmin', null, '3')).toBe('3');
    expect(initialPosStore('storeManager', '7', '3')).toBe('3');
  });

  it('searches the order id and the dates as shown', () => {
    const shown = ['A-1042', '11/01/2026 2:05 PM', '', ''];
    expect(posOrderMatches(shown, 'a-10')).toBe(true);
    expect(posOrderMatches(shown, '11/01/2026')).toBe(true);
    expect(posOrderMatches(shown, '2:05 pm')).toBe(true);
    expect(posOrderMatches(shown, '12/')).toBe(false);
    expect(posOrderMatches(shown, '  ')).toBe(true);
  });
});

describe('delivery report (spec 3 sections 2 and 9)', () => {
  it('wraps words longer than 30 characters, and only those', () => {
    const thirty = 'x'.repeat(30);
    expect(wrapLongWords(`short ${thirty}`, '|')).toBe(`short ${thirty}`);
    expect(wrapLongWords('y'.repeat(31), '|')).toBe(`${'y'.repeat(30)}|y`);
    expect(wrapLongWords(`a ${'z'.repeat(65)} b`, '|')).toBe(`a ${'z'.repeat(30)}|${'z'.repeat(30)}|zzzzz b`);
  });

  it('lists the people who take orders out: shoppers, lead shoppers and drivers', () => {
    expect(ORDER_TAKING_ROLES).toEqual(['leadShopper', 'shopper', 'deliveryDriver']);
  });

  it('needs both dates, the to date not before the from date', () => {
    expect(deliveryRangeProblem('', '2026-11-02')).toBe(DELIVERY_REPORT_MESSAGES.datesRequired);
    expect(deliveryRangeProblem('2026-11-02', '2026-11-01')).toBe(DELIVERY_REPORT_MESSAGES.toBeforeFrom);
    expect(deliveryRangeProblem('2026-11-01', '2026-11-01')).toBeNull();
  });

  it('covers the whole to day', () => {
    const { from, to } = deliveryRangeInstants('2026-11-01', '2026-11-01');
    expect(to.getTime() - from.getTime()).toBe(86_400_000);
    expect(from.getHours()).toBe(0);
  });
});

describe('delivery report viewer (spec 3 sections 4 and 8)', () => {
  it("gives the parser's own message for invalid JSON", () => {
    const answer = parseViewerJson('{"a": }');
    let expected = '';
    try {
      JSON.parse('{"a": }');
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(answer).toEqual({ error: expected });
    expect(parseViewerJson('{"a": [1, null]}')).toEqual({ value: { a: [1, null] } });
  });

  it('counts what the JSON holds', () => {
    expect(jsonStatistics({ a: [1, 'two', true, null], b: { c: 3 } })).toEqual({
      objects: 2,
      arrays: 1,
      properties: 3,
      strings: 1,
      numbers: 2,
      booleans: 1,
      nulls: 1,
      depth: 2,
    });
  });

  it('renders nested objects as expandable lists with every text escaped', () => {
    const html = jsonToHtml({ note: '<img src=x onerror=alert(1)>', items: [1] });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html.match(/<details open>/g)).toHaveLength(2);
    expect(html).toContain('<summary><span class="json-key">items</span>: [1]</summary>');
  });

  it('names the window for the delivery', () => {
    expect(deliveryWindowTitle([{ guiOrderId: 'D003888', orderId: 7 }])).toBe('Delivery D003888');
    expect(deliveryWindowTitle({ guiOrderId: ' ', orderId: 7 })).toBe('Delivery 7');
    expect(deliveryWindowTitle('text')).toBe('Delivery');
  });
});
