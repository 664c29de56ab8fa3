/** A time zone as GET store/timezones answers it (spec 2 section 3, "Time zone"). */
export interface TimeZone {
  abbreviation: string;
  /** Text like '(UTC-05:00)'. */
  offSet: string;
  windowsId: string;
}

/** Spec 2 section 9: the zone a new store gets when none is chosen. */
export const DEFAULT_TIME_ZONE_WINDOWS_ID = 'US Eastern Standard Time';

const isUs = (zone: TimeZone) => zone.abbreviation.startsWith('US/');

/** Minutes east of UTC read from '(UTC±hh:mm)'; a bare '(UTC)' is zero. */
export function offsetMinutes(offSet: string): number {
  const match = /UTC([+-−])(\d{1,2}):(\d{2})/.exec(offSet);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? minutes : -minutes;
}

/** US zones (abbreviation 'US/...') first, then the others; each group by offset, then abbreviation. */
export function orderTimeZones(zones: readonly TimeZone[]): TimeZone[] {
  return [...zones].sort(
    (a, b) =>
      Number(isUs(b)) - Number(isUs(a)) ||
      offsetMinutes(a.offSet) - offsetMinutes(b.offSet) ||
      a.abbreviation.localeCompare(b.abbreviation),
  );
}

/** The label shown for a zone: its abbreviation plus its offset. */
export const timeZoneLabel = (zone: TimeZone) => `${zone.abbreviation} ${zone.offSet}`;

/** The zone whose windowsId is 'US Eastern Standard Time', if the list has it. */
export const defaultTimeZone = (zones: readonly TimeZone[]) =>
  zones.find((zone) => zone.windowsId === DEFAULT_TIME_ZONE_WINDOWS_ID);

/**
 * The zone a stored timeZoneName means: the server stores an abbreviation or a windows id, and the
 * screen selects by abbreviation.
 */
export const timeZoneOfStore = (zones: readonly TimeZone[], timeZoneName: string | null | undefined) =>
  timeZoneName
    ? zones.find((zone) => zone.abbreviation === timeZoneName || zone.windowsId === timeZoneName)
    : undefined;
