// Dates a writer types as YYYY-MM-DD must be days of the calendar: JavaScript and js-yaml both
// roll `2025-02-30` over to March 2 without a word, which would publish a post on a day its
// writer never chose.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The year, month and day a `YYYY-MM-DD…` text starts with, or undefined when it does not. */
function dateParts(text: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `2025-02-28` (or a timestamp starting with it) names a real day; text that is no YYYY-MM-DD date does not. */
export function isCalendarDate(text: string): boolean {
  const parts = dateParts(text);
  if (!parts) return false;
  const [year, month, day] = parts;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** For a YYYY-MM-DD text that is not on the calendar: what is wrong and how to write it. */
export function calendarProblem(text: string): { message: string; hint: string } | undefined {
  const parts = dateParts(text);
  if (!parts || isCalendarDate(text)) return undefined;
  const [year, month] = parts;
  const shown = text.trim().slice(0, 40);
  if (month < 1 || month > 12) return { message: `${shown} is not a date: there is no month ${month}`, hint: 'write the date as YYYY-MM-DD, with the month from 01 to 12' };
  const last = daysIn(year, month);
  const lastDay = `${year}-${String(month).padStart(2, '0')}-${last}`;
  return { message: `${shown} is not a date: ${MONTHS[month - 1]} ${year} has ${last} days`, hint: `write a day that exists, like ${lastDay}` };
}
