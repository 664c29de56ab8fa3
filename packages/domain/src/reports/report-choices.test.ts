import { describe, expect, it } from 'vitest';
import { canRunReports, choosesReportStore, reportStoreOptions } from './report-choices.js';
import { formatDeliveryReportDate, parseDeliveryReportDate } from './delivery-report.js';

describe('report store choices (spec 3 section 6)', () => {
  it("gives admins '- All Stores -' (id 0) on analytics and also '- Enterprise -' (id -1) on table reports", () => {
    for (const role of ['systemAdmin', 'clientAdmin']) {
      expect(choosesReportStore(role)).toBe(true);
      expect(reportStoreOptions(role, 'analytics')).toEqual([{ storeId: 0, name: '- All Stores -' }]);
      expect(reportStoreOptions(role, 'table')).toEqual([
        { storeId: 0, name: '- All Stores -' },
        { storeId: -1, name: '- Enterprise -' },
      ]);
    }
  });

  it('fixes store managers and lead shoppers to their store, and keeps reports from other roles', () => {
    for (const role of ['storeManager', 'leadShopper']) {
      expect(canRunReports(role)).toBe(true);
      expect(choosesReportStore(role)).toBe(false);
      expect(reportStoreOptions(role, 'table')).toEqual([]);
    }
    for (const role of ['shopper', 'supportAdmin', 'deliveryDriver', 'preparedItemWorker'])
      expect(canRunReports(role)).toBe(false);
  });
});

describe('delivery report dates (spec 3 section 7)', () => {
  it('reads UTC dates shaped year-month-dayThhxmmx00', () => {
    expect(parseDeliveryReportDate('2026-11-01T08x30x00')?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(formatDeliveryReportDate(new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01T08x30x00');
    for (const bad of ['2026-11-01T08:30:00', '2026-02-30T00x00x00', '2026-11-01T24x00x00', '11-01-2026'])
      expect(parseDeliveryReportDate(bad)).toBeNull();
  });
});
