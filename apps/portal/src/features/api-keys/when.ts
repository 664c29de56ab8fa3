const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the person's locale writes it, e.g. "26 Nov 2026, 13:05". */
export const when = (iso: string): string => FORMAT.format(new Date(iso));
