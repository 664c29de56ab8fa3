import { reportColumns } from '@fulfil/domain';
import { contract } from '@fulfil/fulfilment-client';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { ReportRunInput, ReportTableRows, Resolvers } from '../generated/resolvers-types.js';
import { liveViewer } from '../live/visibility.js';

/** A table cell as the contract carries it. */
type Cell = string | number | null;

const isCell = (value: unknown): value is Cell =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** A cell of a table report: text, a number or null, passed as they are. Only answers carry cells. */
const ReportCell = new GraphQLScalarType<Cell, Cell>({
  name: 'ReportCell',
  serialize: (value) => {
    if (!isCell(value)) throw new GraphQLError('A report cell is text, a number or null.');
    return value;
  },
  parseValue: () => {
    throw new GraphQLError('A report cell is never an input.');
  },
  parseLiteral: (node) => {
    throw new GraphQLError(
      `A report cell is never an input (got a ${node.kind === Kind.NULL ? 'null' : 'value'}).`,
    );
  },
});

/**
 * The REST call of a run: the store travels in the fulfiller-storeId header (spec 3 section 7), a
 * store's id, 0 for '- All Stores -' or -1 for '- Enterprise -', which the API checks against the
 * caller as it does every store header.
 */
function reportCall({ api, token }: GatewayContext, run: ReportRunInput) {
  if (run.storeId < -1)
    throw new GraphQLError('storeId must be a store, 0 for all stores or -1 for the enterprise.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  const session = api.withSession({ token, clientId: Number(run.clientId), storeId: run.storeId });
  const params = {
    reportName: run.reportName,
    timeType: run.timeFrame,
    startValue: run.startValue,
    endValue: run.endValue,
  };
  return { session, params };
}

/** A table report run through the API: its columns, and its rows as the API answered them. */
async function reportOf(context: GatewayContext, run: ReportRunInput) {
  const { session, params } = reportCall(context, run);
  const answer = await session.call(contract.GetTableReport, { params });
  return {
    isSuccess: answer.isSuccess,
    columns: reportColumns(answer.reportJson),
    records: answer.reportJson,
  };
}

/** Cells by position, not keyed rows: a large report answers columns once, not once per row. */
const cellsOf = (columns: string[], records: Record<string, Cell>[]) =>
  records.map((row) => columns.map((column) => row[column] ?? null));

/** A table report run through the API, its rows as cells under the columns. */
async function tableOf(context: GatewayContext, run: ReportRunInput) {
  const { isSuccess, columns, records } = await reportOf(context, run);
  return { isSuccess, columns, rows: cellsOf(columns, records) };
}

/**
 * The first slice is small, so the screen draws its first rows as soon as the API has answered
 * rather than after the whole report has crossed the gateway and the socket; the later slices are
 * large, so fifty thousand rows take a few frames, not hundreds.
 */
const FIRST_SLICE_ROWS = 100;
const SLICE_ROWS = 10_000;

/**
 * A report in slices: FIRST_SLICE_ROWS rows, then SLICE_ROWS at a time; one empty slice when it has
 * no rows. Each slice's rows become cells as it is sent, so the first waits for its own rows alone.
 */
async function* slicesOf({
  isSuccess,
  columns,
  records,
}: Awaited<ReturnType<typeof reportOf>>): AsyncGenerator<ReportTableRows> {
  const whole = { isSuccess, columns, rowCount: records.length };
  let offset = 0;
  let size = FIRST_SLICE_ROWS;
  do {
    yield { ...whole, offset, rows: cellsOf(columns, records.slice(offset, offset + size)) };
    offset += size;
    size = SLICE_ROWS;
  } while (offset < records.length);
}

export const reportsResolvers: Resolvers = {
  ReportCell,
  Query: {
    analyticsReportNames: async (_parent, { clientId }, { api, token }) =>
      (await api.withSession({ token, clientId: Number(clientId) }).call(contract.GetHighChartReportNames))
        .highChartReports,
    tableReportNames: async (_parent, { clientId }, { api, token }) =>
      (await api.withSession({ token, clientId: Number(clientId) }).call(contract.GetTableReportNames))
        .tableReports,
    analyticsReport: async (_parent, { run }, context) => {
      const { session, params } = reportCall(context, run);
      const answer = await session.call(contract.GetHighChartReport, { params });
      return {
        isSuccess: answer.isSuccess,
        errors: answer.Errors.map((error) => error.errorMessage),
        chart: answer.highChartScript,
      };
    },
    tableReport: (_parent, { run }, context) => tableOf(context, run),
  },
  Subscription: {
    tableReportRows: {
      // The run is made before the subscription starts, so a refusal answers as the query's does.
      subscribe: async (_parent, { run }, context) => {
        liveViewer(context);
        return slicesOf(await reportOf(context, run));
      },
      resolve: (slice: ReportTableRows) => slice,
    },
  },
  ReportChart: {
    type: (options) => options.chart.type,
    title: (options) => options.title.text,
    categories: (options) => options.xAxis.categories,
    yAxisTitle: (options) => options.yAxis.title.text,
    stacking: (options) => options.plotOptions?.series.stacking ?? null,
  },
};
