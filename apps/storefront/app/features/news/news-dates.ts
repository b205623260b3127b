import { CULTURE_LOCALES, type Culture } from '@vitrine/i18n';

/**
 * News dates are shown in UTC, the zone the calendar's days are counted in: the server's HTML and
 * the hydrated page then say the same day wherever the visitor is.
 */
export const formatNewsDate = (culture: Culture, iso: string) =>
  new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

export const formatMonth = (culture: Culture, year: number, month: number) =>
  new Intl.DateTimeFormat(CULTURE_LOCALES[culture], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));

/** Monday first: the week as the six cultures' countries count it. */
export function weekdayNames(culture: Culture): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** The month's weeks as rows of day numbers (null outside the month), Monday first. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = (first.getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const shiftMonth = (year: number, month: number, by: number) => {
  const date = new Date(Date.UTC(year, month - 1 + by, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
};

export const todayIso = () => new Date().toISOString().slice(0, 10);
