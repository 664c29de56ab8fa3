import type { ChartOptions } from '@fulfil/rest-contract';
import type { Report } from '../queries/reports/catalogue.js';
import type { ReportRows } from '../queries/reports/scope.js';

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A report's rows as Highcharts options: plain data (categories and series), which the portal
 * draws without evaluating anything the server sent.
 */
export function chartOf(report: Report, rows: ReportRows): ChartOptions {
  const { chart } = report;
  const categories = [...new Set(rows.map((row) => String(row[chart.category])))];
  const at = new Map(categories.map((category, index) => [category, index]));
  let series: ChartOptions['series'];
  if (chart.pivot) {
    const { series: seriesColumn, value } = chart.pivot;
    const names = [...new Set(rows.map((row) => String(row[seriesColumn])))];
    series = names.map((name) => {
      const data: (number | null)[] = categories.map(() => 0);
      for (const row of rows)
        if (String(row[seriesColumn]) === name)
          data[at.get(String(row[chart.category]))!] = asNumber(row[value]);
      return { name, data };
    });
  } else {
    series = Object.entries(chart.values ?? {}).map(([column, name]) => ({
      name,
      data: rows.map((row) => asNumber(row[column])),
    }));
  }
  return {
    chart: { type: chart.type },
    title: { text: report.name },
    xAxis: { categories },
    yAxis: { title: { text: chart.yAxis } },
    ...(chart.pivot ? { plotOptions: { series: { stacking: 'normal' } } } : {}),
    series,
  };
}
