/**
 * The reports the API runs, as analytics charts and as table reports alike: each one's SQL and how
 * its rows become a chart.
 */
import { itemsPickedPerShopper, substitutionsByItemCategory } from './items.js';
import { onTimeShareByLeadTimeRule, orderValueByType, ordersByStatusPerDay } from './orders.js';
import { posHandOffLatency } from './pos.js';
import type { ReportQuery } from './scope.js';

/**
 * A chart of rows: `category` names the x axis column. Either `pivot` (one series per value of
 * its `series` column, holding its `value` column) or `values` (one series per column, with its
 * label).
 */
export interface ChartShape {
  type: 'column' | 'bar' | 'line';
  category: string;
  yAxis: string;
  pivot?: { series: string; value: string };
  values?: Record<string, string>;
}

export interface Report {
  reportId: number;
  name: string;
  query: ReportQuery;
  chart: ChartShape;
}

export const REPORTS: readonly Report[] = [
  {
    reportId: 1,
    name: 'Orders by Status per Day',
    query: ordersByStatusPerDay,
    chart: { type: 'column', category: 'day', yAxis: 'Orders', pivot: { series: 'status', value: 'orders' } },
  },
  {
    reportId: 2,
    name: 'On-Time Share by Lead Time Rule',
    query: onTimeShareByLeadTimeRule,
    chart: {
      type: 'column',
      category: 'leadTimeRule',
      yAxis: 'On time (%)',
      values: { onTimeShare: 'On-time share' },
    },
  },
  {
    reportId: 3,
    name: 'Items Picked per Shopper',
    query: itemsPickedPerShopper,
    chart: { type: 'bar', category: 'shopper', yAxis: 'Items', values: { items: 'Items picked' } },
  },
  {
    reportId: 4,
    name: 'Substitutions by Item Category',
    query: substitutionsByItemCategory,
    chart: {
      type: 'column',
      category: 'itemCategory',
      yAxis: 'Items',
      values: { pickedItems: 'Picked items', substitutions: 'Substitutions' },
    },
  },
  {
    reportId: 5,
    name: 'Order Value by Type',
    query: orderValueByType,
    chart: { type: 'column', category: 'orderType', yAxis: 'Value', values: { totalValue: 'Total value' } },
  },
  {
    reportId: 6,
    name: 'POS Hand-off Latency',
    query: posHandOffLatency,
    chart: {
      type: 'line',
      category: 'day',
      yAxis: 'Seconds',
      values: {
        averageSecondsToReceive: 'Seconds to receive',
        averageSecondsToComplete: 'Seconds to complete',
      },
    },
  },
];

export const findReport = (name: string) => REPORTS.find((report) => report.name === name);
