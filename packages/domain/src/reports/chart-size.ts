/**
 * The chart controls of the analytics screen (spec 3 points 4 and 9): a 900 by 400 chart, zoom and
 * width in steps of 20 percent, height in steps of 25 percent.
 */

export interface ChartSize {
  width: number;
  height: number;
}

export const DEFAULT_CHART_SIZE: ChartSize = { width: 900, height: 400 };

const ZOOM_STEP = 0.2;
const WIDTH_STEP = 0.2;
const HEIGHT_STEP = 0.25;

/** Below this a step would leave nothing to read, so a smaller size is refused. */
const SMALLEST = 50;

export type ChartResize = 'zoomIn' | 'zoomOut' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** The size after one press of a control; a step below the smallest size keeps the size. */
export function resizeChart(size: ChartSize, change: ChartResize): ChartSize {
  const scale = (value: number, by: number) => Math.round(value * (1 + by));
  const next = {
    zoomIn: { width: scale(size.width, ZOOM_STEP), height: scale(size.height, ZOOM_STEP) },
    zoomOut: { width: scale(size.width, -ZOOM_STEP), height: scale(size.height, -ZOOM_STEP) },
    wider: { ...size, width: scale(size.width, WIDTH_STEP) },
    narrower: { ...size, width: scale(size.width, -WIDTH_STEP) },
    taller: { ...size, height: scale(size.height, HEIGHT_STEP) },
    shorter: { ...size, height: scale(size.height, -HEIGHT_STEP) },
  }[change];
  return next.width < SMALLEST || next.height < SMALLEST ? size : next;
}
