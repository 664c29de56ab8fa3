/** Text formats shared by the scalar and JSON attribute checks. */

/** An absolute http or https address. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

const CLOCK_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOCK_12 = /^(0?[1-9]|1[0-2])(?::([0-5]\d))?\s*([ap]m)$/i;
const SPAN = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** Minutes after midnight of a 24-hour hh:mm time, or undefined when it is not one. */
export function minutesOf24h(text: string): number | undefined {
  const match = CLOCK_24.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes after midnight of a 12-hour time such as 8am or 08:30 pm, or undefined. */
export function minutesOf12h(text: string): number | undefined {
  const match = CLOCK_12.exec(text.trim());
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return hour * 60 + Number(match[2] ?? 0);
}

/** Seconds of an HH:MM:SS span, or undefined when it is not one. */
export function secondsOfSpan(text: string): number | undefined {
  const match = SPAN.exec(text);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}
