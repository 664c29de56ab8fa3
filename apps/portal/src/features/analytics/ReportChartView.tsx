import { useEffect, useRef, useState } from 'react';
import { Button, makeStyles, Spinner, ToggleButton, Toolbar, tokens } from '@fluentui/react-components';
import { DEFAULT_CHART_SIZE, resizeChart, type ChartResize } from '@fulfil/domain';
import type { AnalyticsReportQuery } from '../../gql/graphql';

export type ReportChartData = NonNullable<AnalyticsReportQuery['analyticsReport']['chart']>;

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowX: 'auto' },
});

const CONTROLS: readonly [ChartResize, string][] = [
  ['zoomIn', 'Zoom in'],
  ['zoomOut', 'Zoom out'],
  ['wider', 'Wider'],
  ['narrower', 'Narrower'],
  ['taller', 'Taller'],
  ['shorter', 'Shorter'],
];

/** Highcharts' options from the API's chart data: nothing the server sent is run as code. */
function optionsOf(chart: ReportChartData, size: { width: number; height: number }, inverted: boolean) {
  const type = chart.type as 'column' | 'bar' | 'line';
  return {
    chart: { type, width: size.width, height: size.height, inverted },
    title: { text: chart.title },
    xAxis: { categories: chart.categories },
    yAxis: { title: { text: chart.yAxisTitle } },
    // Every resize draws the chart anew; growing the bars again each time would only distract.
    plotOptions: {
      series: { animation: false, ...(chart.stacking ? { stacking: chart.stacking as 'normal' } : {}) },
    },
    series: chart.series.map((series) => ({ type, name: series.name, data: series.data })),
    credits: { enabled: false },
  };
}

/**
 * The chart at 900 by 400 with the spec's controls: zoom and width in 20 percent steps, height in
 * 25 percent steps, and invert. Highcharts (with its accessibility module, which describes the chart
 * to screen readers and lets the keyboard walk its points) is loaded here only.
 */
export function ReportChartView({ chart }: { chart: ReportChartData }) {
  const styles = useStyles();
  const target = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_CHART_SIZE);
  const [inverted, setInverted] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    // Set when the chart is redrawn or leaves before Highcharts has loaded.
    const ended = { now: false };
    let destroy = () => {};
    void (async () => {
      const { default: Highcharts } = await import('highcharts');
      await import('highcharts/modules/accessibility');
      if (ended.now || !target.current) return;
      const drawnChart = Highcharts.chart(target.current, optionsOf(chart, size, inverted));
      destroy = () => drawnChart.destroy();
      setDrawn(true);
    })();
    return () => {
      ended.now = true;
      destroy();
    };
  }, [chart, size, inverted]);

  return (
    <div className={styles.view}>
      <Toolbar aria-label="Chart size">
        {CONTROLS.map(([change, label]) => (
          <Button key={change} onClick={() => setSize((current) => resizeChart(current, change))}>
            {label}
          </Button>
        ))}
        <ToggleButton checked={inverted} onClick={() => setInverted((current) => !current)}>
          Invert
        </ToggleButton>
      </Toolbar>
      {!drawn && <Spinner label="Drawing the chart…" />}
      <div ref={target} data-testid="report-chart" style={{ width: size.width, height: size.height }} />
    </div>
  );
}
