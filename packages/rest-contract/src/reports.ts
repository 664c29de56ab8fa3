/**
 * Analytics charts and table reports of spec 3 sections 3 and 7. The store is the fulfiller-storeId
 * header: a store, 0 for '- All Stores -' or, on table reports, -1 for '- Enterprise -' (the
 * client's stores, row by row per store). Charts are Highcharts options as JSON data, never script.
 */
import { TIME_FRAME_CODES, type TimeFrameCode } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { Nullable, Result, route } from './common.js';

export const ReportName = Type.Object({ reportId: Type.Integer(), name: Type.String() });
export type ReportName = Static<typeof ReportName>;

/** A report run: its name, the time frame code and the frame's start and end values (MM-DD-YYYY). */
const ReportParams = Type.Object({
  reportName: Type.String({ minLength: 1, maxLength: 100 }),
  timeType: Type.Unsafe<TimeFrameCode>({ type: 'string', enum: [...TIME_FRAME_CODES] }),
  startValue: Type.String({ minLength: 1, maxLength: 20 }),
  endValue: Type.String({ minLength: 1, maxLength: 20 }),
});
export type ReportParams = Static<typeof ReportParams>;

const ReportPath = ':reportName/:timeType/:startValue/:endValue';

/** The options a chart is drawn from: categories along the x axis and one data list per series. */
export const ChartOptions = Type.Object({
  chart: Type.Object({ type: Type.String() }),
  title: Type.Object({ text: Type.String() }),
  xAxis: Type.Object({ categories: Type.Array(Type.String()) }),
  yAxis: Type.Object({ title: Type.Object({ text: Type.String() }) }),
  plotOptions: Type.Optional(Type.Object({ series: Type.Object({ stacking: Type.String() }) })),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Nullable(Type.Number())) })),
});
export type ChartOptions = Static<typeof ChartOptions>;

export const GetHighChartReportNames = route('GET', '/reporting/highchart/reportnames', {
  response: { 200: Type.Object({ highChartReports: Type.Array(ReportName) }) },
});

/** `Errors` is spelled as the spec's analytics response spells it; highChartScript is the chart's options. */
export const GetHighChartReport = route('GET', `/reporting/highchart/report/${ReportPath}`, {
  params: ReportParams,
  response: {
    200: Type.Object({
      isSuccess: Type.Boolean(),
      Errors: Result.properties.errors,
      highChartScript: Nullable(ChartOptions),
    }),
  },
});
export type HighChartReport = Static<(typeof GetHighChartReport.response)[200]>;

export const GetTableReportNames = route('GET', '/reporting/tableReport/reportnames', {
  response: { 200: Type.Object({ tableReports: Type.Array(ReportName) }) },
});

/** A row's keys are the table's columns. */
export const ReportRow = Type.Record(Type.String(), Nullable(Type.Union([Type.String(), Type.Number()])));
export type ReportRow = Static<typeof ReportRow>;

export const GetTableReport = route('GET', `/reporting/tableReport/report/${ReportPath}`, {
  params: ReportParams,
  response: { 200: Type.Object({ isSuccess: Type.Boolean(), reportJson: Type.Array(ReportRow) }) },
});
export type TableReport = Static<(typeof GetTableReport.response)[200]>;
