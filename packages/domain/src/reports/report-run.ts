import { timeFrameWindow, type TimeFrameCode } from './time-frames.js';

/** A report run as the screens collect it; an empty text is a choice not made yet. */
export interface ReportRunChoices {
  /** The store choice: a store id, 0 for '- All Stores -', -1 for '- Enterprise -'; null when none. */
  storeId: number | null;
  reportName: string;
  timeFrame: TimeFrameCode | '';
  startValue: string;
  endValue: string;
}

/**
 * Why a report cannot run yet, or null when it can (spec 3 point 5: a store, a report and a time
 * frame must be chosen, and the frame's dates must be dates).
 */
export function reportRunProblem(run: ReportRunChoices): string | null {
  if (run.storeId === null) return 'Choose a store.';
  if (!run.reportName) return 'Choose a report.';
  if (!run.timeFrame) return 'Choose a time frame.';
  const window = timeFrameWindow(run.timeFrame, run.startValue, run.endValue);
  return 'refusal' in window ? window.refusal : null;
}

/** What the report screens say when a run fails or finds nothing (spec 3 section 8), word for word. */
export const REPORT_MESSAGES = {
  failed: 'There was an Error getting the report data!',
  noData: "We couldn't find any data for the selected report!",
} as const;
