import { describe, expect, it } from 'vitest';
import {
  defaultTimeZone,
  offsetMinutes,
  orderTimeZones,
  timeZoneLabel,
  timeZoneOfStore,
} from './time-zones.js';

const zone = (abbreviation: string, offSet: string, windowsId = `${abbreviation} Standard Time`) => ({
  abbreviation,
  offSet,
  windowsId,
});

const eastern = zone('US/Eastern', '(UTC-05:00)', 'US Eastern Standard Time');
const zones = [
  zone('Europe/London', '(UTC+00:00)'),
  eastern,
  zone('US/Pacific', '(UTC-08:00)'),
  zone('America/Bogota', '(UTC-05:00)'),
  zone('US/Central', '(UTC-06:00)'),
  zone('America/Cancun', '(UTC-05:00)'),
  zone('Asia/Kolkata', '(UTC+05:30)'),
];

describe('time zones', () => {
  it("lists US zones (abbreviation starting 'US/') first, each group by offset then abbreviation", () => {
    expect(orderTimeZones(zones).map((z) => z.abbreviation)).toEqual([
      'US/Pacific',
      'US/Central',
      'US/Eastern',
      'America/Bogota',
      'America/Cancun',
      'Europe/London',
      'Asia/Kolkata',
    ]);
  });

  it('reads offsets with hours and minutes', () => {
    expect(offsetMinutes('(UTC+05:30)')).toBe(330);
    expect(offsetMinutes('(UTC-03:30)')).toBe(-210);
    expect(offsetMinutes('(UTC)')).toBe(0);
  });

  it('labels a zone with its abbreviation plus its offset', () => {
    expect(timeZoneLabel(eastern)).toBe('US/Eastern (UTC-05:00)');
  });

  it("defaults to the zone whose windowsId is 'US Eastern Standard Time'", () => {
    expect(defaultTimeZone(zones)).toBe(eastern);
  });

  it('finds a store’s zone by abbreviation or by windows id', () => {
    expect(timeZoneOfStore(zones, 'US Eastern Standard Time')).toBe(eastern);
    expect(timeZoneOfStore(zones, 'US/Eastern')).toBe(eastern);
    expect(timeZoneOfStore(zones, null)).toBeUndefined();
  });
});
