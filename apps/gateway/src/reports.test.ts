import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startStackFor, type AnswerTree, type SignedInStack } from './testing/stack.js';

let stack: SignedInStack;
let [sysadmin, clientadmin, otheradmin, manager, shopper] = ['', '', '', '', ''];
let clientId: string;
let otherClientId: string;
let stores: { id: string; name: string }[];

const TABLE = `query ($run: ReportRunInput!) { tableReport(run: $run) { isSuccess columns rows } }`;
const CHART = `query ($run: ReportRunInput!) {
  analyticsReport(run: $run) {
    isSuccess errors chart { type title categories yAxisTitle stacking series { name data } }
  }
}`;
const VALUE_BY_TYPE = 'Order Value by Type';

const runOf = (storeId: number, reportName = VALUE_BY_TYPE, client = clientId) => ({
  clientId: client,
  storeId,
  reportName,
  timeFrame: 'all',
  startValue: '0',
  endValue: '0',
});

const table = async (storeId: number, token = clientadmin, reportName = VALUE_BY_TYPE) =>
  (await stack.run(TABLE, { run: runOf(storeId, reportName) }, token)).tableReport as {
    isSuccess: boolean;
    columns: string[];
    rows: AnswerTree[][];
  };

/** The error code and message a refused run answers. */
async function refusal(query: string, run: ReturnType<typeof runOf>, token: string) {
  const answer = await execute(stack.url, query, { run }, token);
  expect(answer.data ?? null).toBeNull();
  return { code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message };
}

/** The rows of a table as records by column, as the REST contract answers them. */
const records = ({ columns, rows }: { columns: string[]; rows: AnswerTree[][] }) =>
  rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));

const storeId = (name: string) => Number(stores.find((store) => store.name === name)!.id);

beforeAll(async () => {
  stack = await startStackFor([
    'sysadmin@demo.test',
    'clientadmin@demo.test',
    'otheradmin@demo.test',
    'manager@demo.test',
    'shopper@demo.test',
  ]);
  [sysadmin, clientadmin, otheradmin, manager, shopper] = stack.tokens as [
    string,
    string,
    string,
    string,
    string,
  ];
  const { clients } = await stack.run('{ clients { id name } }', {}, sysadmin);
  clientId = clients.find((client: { name: string }) => client.name === 'Demo Grocers').id;
  otherClientId = clients.find((client: { id: string }) => client.id !== clientId).id;
  ({ stores } = await stack.run(
    'query ($c: ID!) { stores(clientId: $c) { id name } }',
    { c: clientId },
    sysadmin,
  ));
});

afterAll(() => ifStarted(stack)?.close());

describe('report names', () => {
  it('lists the same six reports for charts and tables, to a store manager too', async () => {
    const names = await stack.run(
      'query ($c: ID!) { analyticsReportNames(clientId: $c) { reportId name } tableReportNames(clientId: $c) { name } }',
      { c: clientId },
      manager,
    );
    // The API's own test holds the names; here they must arrive whole, and be refused to a shopper.
    expect(names.analyticsReportNames).toHaveLength(6);
    expect(names.analyticsReportNames[5]).toEqual({ reportId: 6, name: 'POS Hand-off Latency' });
    expect(names.tableReportNames).toEqual(
      names.analyticsReportNames.map(({ name }: { name: string }) => ({ name })),
    );
    const refused = await execute(
      stack.url,
      'query ($c: ID!) { tableReportNames(clientId: $c) { name } }',
      { c: clientId },
      shopper,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('table reports', () => {
  it('answers the columns once and each row as cells under them, as the API computed the rows', async () => {
    const downtown = storeId('Downtown Hub');
    const answer = await table(downtown);
    expect(answer.isSuccess).toBe(true);
    expect(answer.columns).toEqual(['orderType', 'orders', 'totalValue', 'averageValue']);
    const response = await fetch(
      `${stack.apiUrl}/reporting/tableReport/report/${encodeURIComponent(VALUE_BY_TYPE)}/all/0/0`,
      {
        headers: {
          authorization: `Bearer ${clientadmin}`,
          'fulfiller-clientId': clientId,
          'fulfiller-storeId': String(downtown),
        },
      },
    );
    const rest = (await response.json()) as { reportJson: Record<string, unknown>[] };
    expect(rest.reportJson.length).toBeGreaterThan(0);
    expect(records(answer)).toEqual(rest.reportJson);
  });

  it("sums every store of the client under '- All Stores -' and names each store under '- Enterprise -'", async () => {
    const perStore = await Promise.all(stores.map(async (store) => records(await table(Number(store.id)))));
    const orders = (rows: Record<string, AnswerTree>[]) =>
      rows.reduce((sum, row) => sum + Number(row.orders), 0);
    const all = records(await table(0));
    expect(orders(all)).toBe(perStore.reduce((sum, rows) => sum + orders(rows), 0));

    const enterprise = await table(-1);
    expect(enterprise.columns[0]).toBe('store');
    const byStore = records(enterprise);
    for (const [index, store] of stores.entries()) {
      const rows = byStore.filter((row) => row.store === store.name).map(({ store: _store, ...row }) => row);
      expect(rows).toEqual(perStore[index]);
    }
  });

  it("keeps a clientAdmin to its own client: another client's orders, stores and enterprise are refused", async () => {
    expect(
      await refusal(TABLE, runOf(storeId('Downtown Hub'), VALUE_BY_TYPE, otherClientId), otheradmin),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(TABLE, runOf(-1), otheradmin)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(TABLE, runOf(0), otheradmin)).toMatchObject({ code: 'FORBIDDEN' });
    // The systemAdmin reads any client's enterprise.
    expect((await table(-1, sysadmin)).isSuccess).toBe(true);
  });

  it('fixes a store manager to its stores and refuses reports to a shopper', async () => {
    expect((await table(storeId('Riverside Spoke'), manager)).isSuccess).toBe(true);
    const notTheirs = stores.find((store) => !['Downtown Hub', 'Riverside Spoke'].includes(store.name))!;
    expect(await refusal(TABLE, runOf(Number(notTheirs.id)), manager)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(TABLE, runOf(0), manager)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(TABLE, runOf(storeId('Downtown Hub')), shopper)).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('table report rows in slices', () => {
  const ROWS = `subscription ($run: ReportRunInput!) {
    tableReportRows(run: $run) { isSuccess columns rowCount offset rows }
  }`;

  it('delivers the rows the query answers, a small first slice and then the rest in order', async () => {
    const run = runOf(-1, 'Orders by Status per Day');
    const whole = await table(-1, clientadmin, 'Orders by Status per Day');
    const live = await stack.subscribe(clientadmin, ROWS, { run });
    const received = () =>
      live.events.reduce((sum, event) => sum + (event.tableReportRows.rows as unknown[]).length, 0);
    await live.waitFor(() => received() === whole.rows.length, 10_000);
    const slices = live.events.map((event) => event.tableReportRows);
    expect(live.errors).toEqual([]);
    expect(slices[0]).toMatchObject({ isSuccess: true, columns: whole.columns, offset: 0 });
    expect(slices[0].rows).toHaveLength(Math.min(100, whole.rows.length));
    expect(slices.every((slice) => slice.rowCount === whole.rows.length)).toBe(true);
    expect(slices.map((slice) => slice.offset)).toEqual(
      slices.map((_, index) => (index === 0 ? 0 : 100 + (index - 1) * 10_000)),
    );
    expect(slices.flatMap((slice) => slice.rows)).toEqual(whole.rows);
  });

  it('refuses a run the query refuses', async () => {
    const live = await stack.subscribe(otheradmin, ROWS, { run: runOf(-1) });
    await expect.poll(() => live.errors.length).toBeGreaterThan(0);
    expect(live.events).toEqual([]);
    expect(live.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('analytics charts', () => {
  it('answers the chart as data: a category and a value per row of the same report', async () => {
    const downtown = storeId('Downtown Hub');
    const rows = records(await table(downtown));
    const { analyticsReport } = await stack.run(CHART, { run: runOf(downtown) }, clientadmin);
    expect(analyticsReport).toEqual({
      isSuccess: true,
      errors: [],
      chart: {
        type: 'column',
        title: VALUE_BY_TYPE,
        categories: rows.map((row) => row.orderType),
        yAxisTitle: 'Value',
        stacking: null,
        series: [{ name: 'Total value', data: rows.map((row) => row.totalValue) }],
      },
    });
  });

  it('stacks the orders of each status per day', async () => {
    const { analyticsReport } = await stack.run(
      CHART,
      { run: runOf(0, 'Orders by Status per Day') },
      sysadmin,
    );
    expect(analyticsReport.chart.stacking).toBe('normal');
    const table = records(
      await stack
        .run(TABLE, { run: runOf(0, 'Orders by Status per Day') }, sysadmin)
        .then((data) => data.tableReport),
    );
    const total = (analyticsReport.chart.series as { data: number[] }[])
      .flatMap((series) => series.data)
      .reduce((sum, value) => sum + value, 0);
    expect(total).toBe(table.reduce((sum, row) => sum + Number(row.orders), 0));
  });

  it('answers no chart when the report finds no data', async () => {
    const empty = { ...runOf(storeId('Downtown Hub')), timeFrame: 'dd', startValue: '01-01-2001' };
    const { analyticsReport } = await stack.run(CHART, { run: empty }, clientadmin);
    expect(analyticsReport).toEqual({ isSuccess: true, errors: [], chart: null });
  });

  it("refuses '- Enterprise -', a store id below -1 and a date that is not one, saying why", async () => {
    expect(await refusal(CHART, runOf(-1), clientadmin)).toEqual({
      code: 'BAD_USER_INPUT',
      message: "'- Enterprise -' (fulfiller-storeId -1) is a choice of table reports only.",
    });
    expect(await refusal(CHART, runOf(-2), clientadmin)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(
      await refusal(CHART, { ...runOf(0), timeFrame: 'dd', startValue: '2026-11-26' }, clientadmin),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The start date must be a date as MM-DD-YYYY.',
    });
  });
});
