/**
 * Report time frames (spec 3 section 4, "Analytics and reports", and point 9): the codes a report
 * call carries, the quarter picker, and the window of time each code selects. Windows are UTC days.
 */

export const TIME_FRAMES = [
  { inTimeParamId: 'all', name: 'All Time', sort: 1 },
  { inTimeParamId: 'rr', name: 'Range', sort: 2 },
  { inTimeParamId: 'dd', name: 'Day', sort: 3 },
  { inTimeParamId: 'wk', name: 'Week', sort: 4 },
  { inTimeParamId: 'mm', name: 'Month', sort: 5 },
  { inTimeParamId: 'qq', name: 'Quarter', sort: 6 },
  { inTimeParamId: 'yy', name: 'Year', sort: 7 },
] as const;

export type TimeFrameCode = (typeof TIME_FRAMES)[number]['inTimeParamId'];
export const TIME_FRAME_CODES: readonly TimeFrameCode[] = TIME_FRAMES.map((frame) => frame.inTimeParamId);

export const QUARTERS = [
  { name: '1st Qtr', id: 1, sort: 1 },
  { name: '2nd Qtr', id: 2, sort: 2 },
  { name: '3rd Qtr', id: 3, sort: 3 },
  { name: '4th Qtr', id: 4, sort: 4 },
] as const;

/**
 * The first month of a quarter: (quarter id - 1) * 3. The spec leaves the month numbering open;
 * here months count from 0 as JavaScript's Date does, so quarter 2 starts in month 3, April.
 */
export const quarterStartMonth = (quarterId: number) => (quarterId - 1) * 3;

/** Report dates are month-day-year with dashes: 11-26-2026. */
export const REPORT_DATE_FORMAT = 'MM-DD-YYYY';

const REPORT_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Midnight UTC of a report date, or null when it is not a real MM-DD-YYYY date. */
export function parseReportDate(text: string): Date | null {
  const match = REPORT_DATE.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

export const formatReportDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** The half-open window [from, to) a report reads; both null for All Time. */
export interface TimeWindow {
  from: Date | null;
  to: Date | null;
}

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

/**
 * The window of a time frame. Range runs from the start date through the end date; Day, Week
 * (Sunday to Saturday), Month, Quarter and Year are the ones holding the start date, so the quarter
 * picker's date, in month (quarter id - 1) * 3, selects that quarter. All Time ignores both dates.
 * Answers why not when a date is needed and is not one, or a range ends before it starts.
 */
export function timeFrameWindow(
  code: TimeFrameCode,
  startValue: string,
  endValue: string,
): TimeWindow | { refusal: string } {
  if (code === 'all') return { from: null, to: null };
  const start = parseReportDate(startValue);
  if (!start) return { refusal: `The start date must be a date as ${REPORT_DATE_FORMAT}.` };
  const [year, month, day] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  switch (code) {
    case 'rr': {
      const end = parseReportDate(endValue);
      if (!end) return { refusal: `The end date must be a date as ${REPORT_DATE_FORMAT}.` };
      if (end < start) return { refusal: 'The end date must not be before the start date.' };
      return { from: start, to: utc(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1) };
    }
    case 'dd':
      return { from: start, to: utc(year, month, day + 1) };
    case 'wk': {
      const sunday = day - start.getUTCDay();
      return { from: utc(year, month, sunday), to: utc(year, month, sunday + 7) };
    }
    case 'mm':
      return { from: utc(year, month), to: utc(year, month + 1) };
    case 'qq': {
      const first = quarterStartMonth(Math.floor(month / 3) + 1);
      return { from: utc(year, first), to: utc(year, first + 3) };
    }
    case 'yy':
      return { from: utc(year, 0), to: utc(year + 1, 0) };
  }
}
