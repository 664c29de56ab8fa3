import type { TimeZone } from '@fulfil/domain';

/**
 * The time zones a store may be given (GET store/timezones), in the server's order; the portal
 * orders them. Windows ids as the fulfilment service stores them: US/East-Indiana carries
 * 'US Eastern Standard Time', the default zone of a new store.
 */
export const TIME_ZONES: readonly TimeZone[] = [
  { abbreviation: 'US/Alaska', offSet: '(UTC-09:00)', windowsId: 'Alaskan Standard Time' },
  { abbreviation: 'US/Aleutian', offSet: '(UTC-10:00)', windowsId: 'Aleutian Standard Time' },
  { abbreviation: 'US/Arizona', offSet: '(UTC-07:00)', windowsId: 'US Mountain Standard Time' },
  { abbreviation: 'US/Central', offSet: '(UTC-06:00)', windowsId: 'Central Standard Time' },
  { abbreviation: 'US/East-Indiana', offSet: '(UTC-05:00)', windowsId: 'US Eastern Standard Time' },
  { abbreviation: 'US/Eastern', offSet: '(UTC-05:00)', windowsId: 'Eastern Standard Time' },
  { abbreviation: 'US/Hawaii', offSet: '(UTC-10:00)', windowsId: 'Hawaiian Standard Time' },
  { abbreviation: 'US/Mountain', offSet: '(UTC-07:00)', windowsId: 'Mountain Standard Time' },
  { abbreviation: 'US/Pacific', offSet: '(UTC-08:00)', windowsId: 'Pacific Standard Time' },
  { abbreviation: 'America/Puerto_Rico', offSet: '(UTC-04:00)', windowsId: 'SA Western Standard Time' },
  { abbreviation: 'America/Halifax', offSet: '(UTC-04:00)', windowsId: 'Atlantic Standard Time' },
  { abbreviation: 'America/St_Johns', offSet: '(UTC-03:30)', windowsId: 'Newfoundland Standard Time' },
  { abbreviation: 'America/Mexico_City', offSet: '(UTC-06:00)', windowsId: 'Central Standard Time (Mexico)' },
  { abbreviation: 'America/Bogota', offSet: '(UTC-05:00)', windowsId: 'SA Pacific Standard Time' },
  { abbreviation: 'America/Sao_Paulo', offSet: '(UTC-03:00)', windowsId: 'E. South America Standard Time' },
  { abbreviation: 'Pacific/Guam', offSet: '(UTC+10:00)', windowsId: 'West Pacific Standard Time' },
  { abbreviation: 'Pacific/Pago_Pago', offSet: '(UTC-11:00)', windowsId: 'UTC-11' },
  { abbreviation: 'Etc/UTC', offSet: '(UTC+00:00)', windowsId: 'UTC' },
  { abbreviation: 'Europe/London', offSet: '(UTC+00:00)', windowsId: 'GMT Standard Time' },
  { abbreviation: 'Europe/Berlin', offSet: '(UTC+01:00)', windowsId: 'W. Europe Standard Time' },
  { abbreviation: 'Asia/Kolkata', offSet: '(UTC+05:30)', windowsId: 'India Standard Time' },
  { abbreviation: 'Asia/Tokyo', offSet: '(UTC+09:00)', windowsId: 'Tokyo Standard Time' },
  { abbreviation: 'Australia/Sydney', offSet: '(UTC+10:00)', windowsId: 'AUS Eastern Standard Time' },
];
