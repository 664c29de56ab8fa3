import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportFixture, REPORT_USERS, type ReportFixture } from '../testing/orders.js';
import { demoClientIds, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let fixture: ReportFixture;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (db) => {
      fixture = await insertReportFixture(db);
    },
  });
});
afterAll(() => ifStarted(api)?.close());

const { admin, manager, lead, shopper } = REPORT_USERS;
const NOVEMBER = 'mm/11-15-2026/11-15-2026';

/** A report call as the contract makes it: the client and store in the context headers. */
async function get(as: string, url: string, context: { clientId?: number; storeId?: number } = {}) {
  const { token } = await api.signIn(as);
  return api.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'fulfiller-clientid': String(context.clientId ?? fixture.clientId),
      'fulfiller-storeid': String(context.storeId ?? fixture.storeA),
    },
  });
}

const table = async (
  name: string,
  frame: string,
  context?: { clientId?: number; storeId?: number },
  as: string = admin,
) => {
  const response = await get(
    as,
    `/reporting/tableReport/report/${encodeURIComponent(name)}/${frame}`,
    context,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ isSuccess: boolean; reportJson: Record<string, unknown>[] }>().reportJson;
};

describe('report names', () => {
  it('lists the same six reports for charts and tables', async () => {
    const charts = (await get(admin, '/reporting/highchart/reportnames')).json<{
      highChartReports: { reportId: number; name: string }[];
    }>();
    const tables = (await get(manager, '/reporting/tableReport/reportnames')).json<{
      tableReports: { reportId: number; name: string }[];
    }>();
    expect(charts.highChartReports.map((report) => report.name)).toEqual([
      'Orders by Status per Day',
      'On-Time Share by Lead Time Rule',
      'Items Picked per Shopper',
      'Substitutions by Item Category',
      'Order Value by Type',
      'POS Hand-off Latency',
    ]);
    expect(tables.tableReports).toEqual(charts.highChartReports);
  });
});

describe('table reports of one store, over November 2026', () => {
  it('counts orders by status per day', async () => {
    expect(await table('Orders by Status per Day', NOVEMBER)).toEqual([
      { day: '11-02-2026', status: 'Completed', orders: 2 },
      { day: '11-03-2026', status: 'In Progress', orders: 1 },
    ]);
  });

  it('counts the completed orders each lead time rule watches, and those completed before it would alert', async () => {
    expect(await table('On-Time Share by Lead Time Rule', NOVEMBER)).toEqual([
      { leadTimeRule: 'Thirty', minutesFromPromiseTime: 30, orders: 2, onTime: 1, onTimeShare: 50 },
      { leadTimeRule: 'Pickup sixty', minutesFromPromiseTime: 60, orders: 1, onTime: 1, onTimeShare: 100 },
    ]);
  });

  it('sums the items each shopper picked', async () => {
    expect(await table('Items Picked per Shopper', NOVEMBER)).toEqual([
      { shopper: 'Pia Picker', items: 7, orders: 2 },
    ]);
  });

  it('counts substituted items among the picked ones, by item category', async () => {
    expect(await table('Substitutions by Item Category', NOVEMBER)).toEqual([
      { itemCategory: 'Dairy', pickedItems: 2, substitutions: 1, substitutionShare: 50 },
      { itemCategory: 'Produce', pickedItems: 2, substitutions: 0, substitutionShare: 0 },
    ]);
  });

  it('sums order value by type', async () => {
    expect(await table('Order Value by Type', NOVEMBER)).toEqual([
      { orderType: 'Pickup', orders: 2, totalValue: 15.5, averageValue: 7.75 },
      { orderType: 'Delivery', orders: 1, totalValue: 20, averageValue: 20 },
    ]);
  });

  it('averages the seconds the POS took to receive and complete hand-offs, and counts those never completed', async () => {
    expect(await table('POS Hand-off Latency', NOVEMBER)).toEqual([
      {
        day: '11-02-2026',
        handOffs: 2,
        averageSecondsToReceive: 20,
        averageSecondsToComplete: 100,
        notCompleted: 1,
      },
    ]);
  });
});

describe('stores and time frames of a report', () => {
  it("sums the client's stores under '- All Stores -' and keeps December out of November", async () => {
    expect(await table('Order Value by Type', NOVEMBER, { storeId: 0 })).toEqual([
      { orderType: 'Pickup', orders: 3, totalValue: 23.5, averageValue: 7.83 },
      { orderType: 'Delivery', orders: 1, totalValue: 20, averageValue: 20 },
    ]);
  });

  it("gives each store its rows under '- Enterprise -'", async () => {
    expect(await table('Order Value by Type', NOVEMBER, { storeId: -1 })).toEqual([
      { store: 'Report Store A', orderType: 'Pickup', orders: 2, totalValue: 15.5, averageValue: 7.75 },
      { store: 'Report Store A', orderType: 'Delivery', orders: 1, totalValue: 20, averageValue: 20 },
      { store: 'Report Store B', orderType: 'Pickup', orders: 1, totalValue: 8, averageValue: 8 },
    ]);
  });

  it('reads a day, a week, a quarter and all of time', async () => {
    const day = await table('Orders by Status per Day', 'dd/11-03-2026/11-03-2026', { storeId: 0 });
    expect(day).toEqual([
      { day: '11-03-2026', status: 'In Progress', orders: 1 },
      { day: '11-03-2026', status: 'Completed', orders: 1 },
    ]);
    // 12-02-2026 falls in the week from Sunday 11-29 to Saturday 12-05; 11-28 in the one before.
    expect(await table('Orders by Status per Day', 'wk/12-02-2026/12-02-2026', { storeId: 0 })).toEqual([
      { day: '12-01-2026', status: 'New', orders: 1 },
    ]);
    expect(await table('Orders by Status per Day', 'wk/11-28-2026/11-28-2026', { storeId: 0 })).toEqual([]);
    // The 4th Qtr starts in month (4 - 1) * 3 = 9, October.
    const quarter = await table('Order Value by Type', 'qq/10-01-2026/10-01-2026', {
      storeId: fixture.storeB,
    });
    expect(quarter).toEqual([
      { orderType: 'Pickup', orders: 1, totalValue: 8, averageValue: 8 },
      { orderType: 'Delivery', orders: 1, totalValue: 4, averageValue: 4 },
    ]);
    expect(await table('Order Value by Type', 'all/0/0', { storeId: fixture.storeB })).toEqual(quarter);
    expect(await table('Order Value by Type', 'rr/11-01-2026/11-02-2026', { storeId: 0 })).toEqual([
      { orderType: 'Pickup', orders: 1, totalValue: 10, averageValue: 10 },
      { orderType: 'Delivery', orders: 1, totalValue: 20, averageValue: 20 },
    ]);
  });
});

describe('reports over the rollups, for every store choice', () => {
  it("sums the client's stores under '- All Stores -'", async () => {
    const allStores = { storeId: 0 };
    expect(await table('Items Picked per Shopper', NOVEMBER, allStores)).toEqual([
      { shopper: 'Pia Picker', items: 7, orders: 2 },
      { shopper: 'Quin Quick', items: 4, orders: 1 },
    ]);
    expect(await table('Substitutions by Item Category', NOVEMBER, allStores)).toEqual([
      { itemCategory: 'Dairy', pickedItems: 2, substitutions: 1, substitutionShare: 50 },
      { itemCategory: 'Produce', pickedItems: 3, substitutions: 1, substitutionShare: 33.3 },
    ]);
    // B1 was completed 60 minutes before its promise: on time for B's 'Thirty', summed with A's.
    expect(await table('On-Time Share by Lead Time Rule', NOVEMBER, allStores)).toEqual([
      { leadTimeRule: 'Thirty', minutesFromPromiseTime: 30, orders: 3, onTime: 2, onTimeShare: 66.7 },
      { leadTimeRule: 'Pickup sixty', minutesFromPromiseTime: 60, orders: 1, onTime: 1, onTimeShare: 100 },
    ]);
    expect(await table('POS Hand-off Latency', NOVEMBER, allStores)).toEqual([
      {
        day: '11-02-2026',
        handOffs: 2,
        averageSecondsToReceive: 20,
        averageSecondsToComplete: 100,
        notCompleted: 1,
      },
      {
        day: '11-03-2026',
        handOffs: 1,
        averageSecondsToReceive: 20,
        averageSecondsToComplete: 200,
        notCompleted: 0,
      },
    ]);
  });

  it("gives each store its rows under '- Enterprise -', and a day only that day's orders", async () => {
    expect(await table('Substitutions by Item Category', NOVEMBER, { storeId: -1 })).toEqual([
      {
        store: 'Report Store A',
        itemCategory: 'Dairy',
        pickedItems: 2,
        substitutions: 1,
        substitutionShare: 50,
      },
      {
        store: 'Report Store A',
        itemCategory: 'Produce',
        pickedItems: 2,
        substitutions: 0,
        substitutionShare: 0,
      },
      {
        store: 'Report Store B',
        itemCategory: 'Produce',
        pickedItems: 1,
        substitutions: 1,
        substitutionShare: 100,
      },
    ]);
    expect(await table('Items Picked per Shopper', 'dd/11-03-2026/11-03-2026', { storeId: 0 })).toEqual([
      { shopper: 'Quin Quick', items: 4, orders: 1 },
    ]);
    expect(await table('POS Hand-off Latency', 'dd/11-01-2026/11-01-2026', { storeId: 0 })).toEqual([]);
  });

  it("never shows a client's figures to another client's admin", async () => {
    const { demo: clientId } = await demoClientIds(api);
    const demo = (name: string, storeId: number) =>
      table(name, 'all/0/0', { clientId, storeId }, 'clientadmin@demo.test');
    const shoppers = (await demo('Items Picked per Shopper', 0)).map((row) => row.shopper);
    expect(shoppers.length).toBeGreaterThan(0);
    expect(shoppers).not.toContain('Pia Picker');
    expect(shoppers).not.toContain('Quin Quick');
    const stores = new Set((await demo('POS Hand-off Latency', -1)).map((row) => row.store));
    expect(stores.size).toBeGreaterThan(0);
    expect([...stores].some((store) => String(store).startsWith('Report Store'))).toBe(false);
    const own = await table('Items Picked per Shopper', 'all/0/0', { storeId: -1 });
    expect(own.map((row) => row.store)).toEqual(['Report Store A', 'Report Store B']);
    const shoppersUrl = '/reporting/tableReport/report/Items%20Picked%20per%20Shopper/all/0/0';
    expect((await get(admin, shoppersUrl, { clientId, storeId: 0 })).statusCode).toBe(403);
  });
});

describe('analytics charts', () => {
  it('answers Highcharts options as data: a series per status, stacked by day', async () => {
    const response = await get(
      admin,
      `/reporting/highchart/report/Orders%20by%20Status%20per%20Day/${NOVEMBER}`,
    );
    expect(response.json()).toEqual({
      isSuccess: true,
      Errors: [],
      highChartScript: {
        chart: { type: 'column' },
        title: { text: 'Orders by Status per Day' },
        xAxis: { categories: ['11-02-2026', '11-03-2026'] },
        yAxis: { title: { text: 'Orders' } },
        plotOptions: { series: { stacking: 'normal' } },
        series: [
          { name: 'Completed', data: [2, 0] },
          { name: 'In Progress', data: [0, 1] },
        ],
      },
    });
  });

  it('answers a series per value column, and no chart when there is no data', async () => {
    const response = await get(lead, `/reporting/highchart/report/POS%20Hand-off%20Latency/${NOVEMBER}`);
    expect(response.json<{ highChartScript: { series: unknown } }>().highChartScript.series).toEqual([
      { name: 'Seconds to receive', data: [20] },
      { name: 'Seconds to complete', data: [100] },
    ]);
    const empty = await get(
      admin,
      '/reporting/highchart/report/Order%20Value%20by%20Type/yy/01-01-2020/01-01-2020',
    );
    expect(empty.json()).toEqual({ isSuccess: true, Errors: [], highChartScript: null });
  });
});

describe('who may run reports', () => {
  const orders = `/reporting/tableReport/report/Order%20Value%20by%20Type/${NOVEMBER}`;

  it("keeps a store manager and lead shopper to their stores, without '- All Stores -'", async () => {
    expect((await get(manager, orders)).statusCode).toBe(200);
    expect((await get(lead, orders)).statusCode).toBe(200);
    expect((await get(manager, orders, { storeId: fixture.storeB })).statusCode).toBe(403);
    expect((await get(manager, orders, { storeId: 0 })).statusCode).toBe(403);
    expect((await get(manager, orders, { storeId: -1 })).statusCode).toBe(403);
  });

  it('refuses shoppers, and keeps another client’s admin out of both stores and the client', async () => {
    expect((await get(shopper, orders)).statusCode).toBe(403);
    expect((await get(shopper, '/reporting/tableReport/reportnames')).statusCode).toBe(403);
    expect((await get('clientadmin@demo.test', orders)).statusCode).toBe(403);
    expect((await get('clientadmin@demo.test', orders, { storeId: 0 })).statusCode).toBe(403);
    const foreign = await get('sysadmin@demo.test', orders, { storeId: 0 });
    expect(foreign.statusCode).toBe(200);
  });

  it("offers '- Enterprise -' on table reports only", async () => {
    const response = await get(admin, `/reporting/highchart/report/Order%20Value%20by%20Type/${NOVEMBER}`, {
      storeId: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "'- Enterprise -' (fulfiller-storeId -1) is a choice of table reports only.",
    );
  });
});

describe('bad report input', () => {
  const path = (rest: string) => `/reporting/tableReport/report/${rest}`;

  it('says which part of the call is wrong, never failing inside', async () => {
    const cases: [string, number, string | RegExp][] = [
      [path(`Nope/${NOVEMBER}`), 404, "Report 'Nope' was not found."],
      [path('Order%20Value%20by%20Type/xx/11-15-2026/11-15-2026'), 400, /timeType/],
      [
        path('Order%20Value%20by%20Type/dd/2026-11-15/0'),
        400,
        'The start date must be a date as MM-DD-YYYY.',
      ],
      [
        path('Order%20Value%20by%20Type/rr/11-15-2026/11-01-2026'),
        400,
        'The end date must not be before the start date.',
      ],
      [path(`Order%20Value%00/${NOVEMBER}`), 400, /NUL|control/i],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(admin, url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().message, url).toMatch(message);
    }
    const huge = await get(admin, path(`Order%20Value%20by%20Type/${NOVEMBER}`), { storeId: 2 ** 31 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('fulfiller-storeId must be a whole number from -1 to 2147483647.');
    expect(
      (await get(admin, path(`Order%20Value%20by%20Type/${NOVEMBER}`), { storeId: -2 })).statusCode,
    ).toBe(400);
  });
});
