/** Spec 3 point 9: dates are shown MM/DD/YYYY h:mm a, in the viewer's own time zone. */
const two = (value: number) => String(value).padStart(2, '0');

/** A date as MM/DD/YYYY h:mm a, e.g. 11/01/2026 2:05 PM; empty for none. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()} ${hour}:${two(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
