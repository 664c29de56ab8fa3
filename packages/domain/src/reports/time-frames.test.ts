import { describe, expect, it } from 'vitest';
import {
  QUARTERS,
  TIME_FRAME_CODES,
  TIME_FRAMES,
  formatReportDate,
  parseReportDate,
  quarterStartMonth,
  timeFrameWindow,
} from './time-frames.js';

const window = (code: Parameters<typeof timeFrameWindow>[0], start: string, end = start) => {
  const answer = timeFrameWindow(code, start, end);
  if ('refusal' in answer) return answer;
  return { from: answer.from?.toISOString() ?? null, to: answer.to?.toISOString() ?? null };
};

describe('report time frames (spec 3 points 4 and 9)', () => {
  it('offers all, rr, dd, wk, mm, qq and yy with their names', () => {
    expect(TIME_FRAME_CODES).toEqual(['all', 'rr', 'dd', 'wk', 'mm', 'qq', 'yy']);
    expect(TIME_FRAMES.map((frame) => frame.name)).toEqual([
      'All Time',
      'Range',
      'Day',
      'Week',
      'Month',
      'Quarter',
      'Year',
    ]);
  });

  it('offers quarters 1 to 4 as 1st Qtr to 4th Qtr, starting in month (quarter id - 1) * 3', () => {
    expect(QUARTERS.map((quarter) => [quarter.id, quarter.name])).toEqual([
      [1, '1st Qtr'],
      [2, '2nd Qtr'],
      [3, '3rd Qtr'],
      [4, '4th Qtr'],
    ]);
    expect(QUARTERS.map((quarter) => quarterStartMonth(quarter.id))).toEqual([0, 3, 6, 9]);
  });

  it('reads and writes dates as month-day-year with dashes', () => {
    expect(parseReportDate('11-26-2026')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(formatReportDate(new Date('2026-02-03T15:00:00Z'))).toBe('02-03-2026');
    for (const bad of ['2026-11-26', '02-30-2026', '13-01-2026', '1-2-2026', ''])
      expect(parseReportDate(bad)).toBeNull();
  });

  it('reads all of time for All Time, whatever the dates say', () => {
    expect(window('all', '0', '0')).toEqual({ from: null, to: null });
  });

  it('reads a range through its end date, a day, and the Sunday-to-Saturday week holding the date', () => {
    expect(window('rr', '11-01-2026', '11-03-2026')).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-04T00:00:00.000Z',
    });
    expect(window('dd', '11-26-2026')).toEqual({
      from: '2026-11-26T00:00:00.000Z',
      to: '2026-11-27T00:00:00.000Z',
    });
    // 26 November 2026 is a Thursday.
    expect(window('wk', '11-26-2026')).toEqual({
      from: '2026-11-22T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
    });
  });

  it('reads the month, the quarter and the year holding the date', () => {
    expect(window('mm', '02-14-2028')).toEqual({
      from: '2028-02-01T00:00:00.000Z',
      to: '2028-03-01T00:00:00.000Z',
    });
    // The quarter picker's date for the 2nd Qtr is in month (2 - 1) * 3 = 3, April.
    expect(window('qq', '04-01-2026')).toEqual({
      from: '2026-04-01T00:00:00.000Z',
      to: '2026-07-01T00:00:00.000Z',
    });
    expect(window('qq', '12-31-2026')).toEqual({
      from: '2026-10-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    });
    expect(window('yy', '06-15-2026')).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    });
  });

  it('says which date is wrong, and refuses a range ending before it starts', () => {
    expect(window('dd', '2026-11-26')).toEqual({ refusal: 'The start date must be a date as MM-DD-YYYY.' });
    expect(window('rr', '11-01-2026', 'soon')).toEqual({
      refusal: 'The end date must be a date as MM-DD-YYYY.',
    });
    expect(window('rr', '11-03-2026', '11-01-2026')).toEqual({
      refusal: 'The end date must not be before the start date.',
    });
  });
});
