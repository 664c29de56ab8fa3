/**
 * The delivery report's dates (spec 3 section 7, "Delivery report"): UTC date strings shaped
 * year-month-dayThhxmmx00, an x where a time has its colons, so they sit in a path.
 */
const DELIVERY_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})x(\d{2})x(\d{2})$/;

/** The instant a delivery report date names, or null when it is not one. */
export function parseDeliveryReportDate(text: string): Date | null {
  const match = DELIVERY_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const formatDeliveryReportDate = (date: Date) => date.toISOString().slice(0, 19).replace(/:/g, 'x');
