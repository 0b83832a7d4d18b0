// Dates as the locale writes them, in its calendar (a post's date, a doc's last update, the
// years the news is grouped by). Dates are days: read and shown in UTC, so a date written in
// front matter is the same day wherever the site is built.

export interface DateLocale {
  /** The language tag (`fr-FR`). */
  htmlLang: string;
  /** The calendar (`gregory`, `persian`…). */
  calendar: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale.htmlLang}\0${locale.calendar}\0${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale.htmlLang, { ...options, calendar: locale.calendar, timeZone: 'UTC' })));
  return format;
}

/** `October 22, 2025`, `22 octobre 2025`. */
export function dateLabel(date: Date, locale: DateLocale): string {
  return formatOf(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** The year a date falls in, in the locale's calendar (`2025`; `۱۴۰۴` in Persian). */
export function yearLabel(date: Date, locale: DateLocale): string {
  return formatOf(locale, { year: 'numeric' }).format(date);
}
