import { describe, expect, it } from 'vitest';
import { reportColumns, reportFileName } from './report-export.js';
import { DEFAULT_CHART_SIZE, resizeChart } from './chart-size.js';
import { REPORT_MESSAGES, reportRunProblem } from './report-run.js';
import { STORE_SELECTION_KEYS } from '../access/session.js';

describe('table report columns (spec 3 section 2)', () => {
  it('are the keys of the rows, in the order they first appear', () => {
    expect(
      reportColumns([
        { day: '11-02-2026', orders: 2 },
        { day: '11-03-2026', store: 'North', orders: 1 },
      ]),
    ).toEqual(['day', 'orders', 'store']);
    expect(reportColumns([])).toEqual([]);
  });
});

describe('the exported file name (spec 3 point 9)', () => {
  it("writes the '- All Stores -' label as All_Stores", () => {
    expect(reportFileName('Orders by Status per Day', '- All Stores -')).toBe(
      'Orders_by_Status_per_Day_All_Stores.xlsx',
    );
  });

  it('names the report and the store, cleaned of characters a file system may refuse', () => {
    expect(reportFileName('POS Hand-off Latency', 'Store #12 / Main St.')).toBe(
      'POS_Hand-off_Latency_Store_12_Main_St.xlsx',
    );
    expect(reportFileName('Order Value by Type', '- Enterprise -')).toBe(
      'Order_Value_by_Type_Enterprise.xlsx',
    );
    expect(reportFileName('On-Time Share by Lead Time Rule', '../..')).toBe(
      'On-Time_Share_by_Lead_Time_Rule.xlsx',
    );
  });
});

describe('the chart controls (spec 3 points 4 and 9)', () => {
  it('start at 900 by 400 and step zoom and width by 20 percent, height by 25 percent', () => {
    expect(DEFAULT_CHART_SIZE).toEqual({ width: 900, height: 400 });
    expect(resizeChart(DEFAULT_CHART_SIZE, 'zoomIn')).toEqual({ width: 1080, height: 480 });
    expect(resizeChart(DEFAULT_CHART_SIZE, 'zoomOut')).toEqual({ width: 720, height: 320 });
    expect(resizeChart(DEFAULT_CHART_SIZE, 'wider')).toEqual({ width: 1080, height: 400 });
    expect(resizeChart(DEFAULT_CHART_SIZE, 'narrower')).toEqual({ width: 720, height: 400 });
    expect(resizeChart(DEFAULT_CHART_SIZE, 'taller')).toEqual({ width: 900, height: 500 });
    expect(resizeChart(DEFAULT_CHART_SIZE, 'shorter')).toEqual({ width: 900, height: 300 });
  });

  it('keeps the size when a step would leave the chart too small to read', () => {
    expect(resizeChart({ width: 60, height: 400 }, 'narrower')).toEqual({ width: 60, height: 400 });
  });
});

describe('running a report (spec 3 point 5)', () => {
  const run = {
    storeId: 0,
    reportName: 'Order Value by Type',
    timeFrame: 'all' as const,
    startValue: '',
    endValue: '',
  };

  it('needs a store, a report and a time frame', () => {
    expect(reportRunProblem(run)).toBeNull();
    expect(reportRunProblem({ ...run, storeId: null })).toBe('Choose a store.');
    expect(reportRunProblem({ ...run, reportName: '' })).toBe('Choose a report.');
    expect(reportRunProblem({ ...run, timeFrame: '' })).toBe('Choose a time frame.');
  });

  it("says the catalogue's words when a run fails or finds nothing (spec 3 section 8)", () => {
    expect(REPORT_MESSAGES).toEqual({
      failed: 'There was an Error getting the report data!',
      noData: "We couldn't find any data for the selected report!",
    });
  });

  it("needs the frame's dates as month-day-year", () => {
    expect(reportRunProblem({ ...run, timeFrame: 'dd', startValue: '2026-11-26' })).toBe(
      'The start date must be a date as MM-DD-YYYY.',
    );
    expect(reportRunProblem({ ...run, timeFrame: 'dd', startValue: '11-26-2026' })).toBeNull();
  });
});

describe('remembered report choices (spec 3 section 4)', () => {
  it('are cleared when the nav store is unselected: analytics store and report, reports store and report', () => {
    for (const key of ['analyticsStore', 'analyticsReport', 'reportsStore', 'reportsReport'])
      expect(STORE_SELECTION_KEYS).toContain(key);
  });
});
