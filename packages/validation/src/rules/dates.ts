import { CULTURE_LOCALES, type Culture, DEFAULT_CULTURE } from '@vitrine/i18n';
import { isBlank, toText } from '../values';
import type { Flag, RuleContext } from './types';

/** True when year, month (1-12) and day name a day that exists, leap years included. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Case, accents and runs of spaces (including the no-break spaces Intl emits) do not matter. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface LongDateParser {
  readonly pattern: RegExp;
  readonly order: ReadonlyArray<'day' | 'month' | 'year'>;
  readonly months: readonly string[];
}

const parsers = new Map<Culture, LongDateParser>();

function longDateFormat(culture: Culture): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * Reads the culture's long date format from Intl itself rather than hard-coding it, so a value the page
 * formatted with `Intl.DateTimeFormat(locale, { dateStyle: 'long' })` always validates on the same runtime.
 * Month names match without regard to case or accents ("fevrier" for "février").
 */
function parserFor(culture: Culture): LongDateParser {
  const cached = parsers.get(culture);
  if (cached) return cached;
  const format = longDateFormat(culture);
  const months = Array.from({ length: 12 }, (_, month) =>
    fold(
      format.formatToParts(new Date(Date.UTC(2024, month, 15))).find((part) => part.type === 'month')
        ?.value ?? '',
    ),
  );
  const order: Array<'day' | 'month' | 'year'> = [];
  let source = '^';
  for (const part of format.formatToParts(new Date(Date.UTC(2024, 4, 15)))) {
    if (part.type === 'day') {
      order.push('day');
      // French writes the first of the month "1er" in running text.
      source += culture === 'fr' ? '(\\d{1,2})(?:er)?' : '(\\d{1,2})';
    } else if (part.type === 'month') {
      order.push('month');
      source += `(${months.map(escapeRegExp).join('|')})`;
    } else if (part.type === 'year') {
      order.push('year');
      source += '(\\d{4})';
    } else {
      source += fold(part.value).split(' ').map(escapeRegExp).join('\\s*');
    }
  }
  const parser = { pattern: new RegExp(`${source}$`, 'u'), order, months };
  parsers.set(culture, parser);
  return parser;
}

/** Parses a date written in the culture's long format ("29 février 2024"); null when it is not one. */
export function parseLongDate(text: string, culture: Culture): Date | null {
  const parser = parserFor(culture);
  const match = parser.pattern.exec(fold(text).trim());
  if (!match) return null;
  const fields = { day: 0, month: 0, year: 0 };
  parser.order.forEach((name, index) => {
    const token = match[index + 1] ?? '';
    fields[name] = name === 'month' ? parser.months.indexOf(token) + 1 : Number(token);
  });
  if (!isCalendarDate(fields.year, fields.month, fields.day)) return null;
  return new Date(Date.UTC(fields.year, fields.month - 1, fields.day));
}

/** A sample date in the culture's long format, for messages that show what is expected. */
export function longDateExample(culture: Culture): string {
  return longDateFormat(culture).format(new Date(Date.UTC(2025, 11, 31)));
}

/**
 * Spec 000 §5 "date": valid in the current culture's long date format; empty allowed. The culture comes
 * from the parameter (a culture code) or else from the context, as the visitor's culture.
 */
export function date(value: unknown, param?: Culture | Flag, context?: RuleContext): boolean {
  if (isBlank(value)) return true;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  const culture = typeof param === 'string' ? param : (context?.culture ?? DEFAULT_CULTURE);
  return parseLongDate(toText(value), culture) !== null;
}

export function dateISO(value: unknown, _param?: Flag): boolean {
  return (
    isBlank(value) || /^\d{4}[/-](0?[1-9]|1[012])[/-](0?[1-9]|[12][0-9]|3[01])$/.test(toText(value).trim())
  );
}

/** jQuery's `dateITA`: dd/mm/yyyy, checked against the calendar (so 29/02 only in leap years). */
export function dateITA(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(toText(value).trim());
  return match !== null && isCalendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** jQuery's `dateNL`: dd-mm-yyyy with "-", "." or "/", two- or four-digit years. */
export function dateNL(value: unknown, _param?: Flag): boolean {
  return (
    isBlank(value) ||
    /^(0?[1-9]|[12]\d|3[01])[./-](0?[1-9]|1[012])[./-]([12]\d)?(\d\d)$/.test(toText(value).trim())
  );
}

/** jQuery's `dateFA`: a Solar Hijri date yyyy/mm/dd (months 1-6 have 31 days, 7-12 have 30). */
export function dateFA(value: unknown, _param?: Flag): boolean {
  return (
    isBlank(value) ||
    /^[1-4]\d{3}\/((0?[1-6]\/((3[0-1])|([1-2][0-9])|(0?[1-9])))|((1[0-2]|(0?[7-9]))\/(30|([1-2][0-9])|(0?[1-9]))))$/.test(
      toText(value).trim(),
    )
  );
}

/** jQuery's `time`: 24-hour hh:mm with optional seconds. */
export function time(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || /^([01]\d|2[0-3]|[0-9])(:[0-5]\d){1,2}$/.test(toText(value).trim());
}

/** jQuery's `time12h`: h:mm AM/PM. */
export function time12h(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || /^((0?[1-9]|1[012])(:[0-5]\d){1,2}( ?[AP]M))$/i.test(toText(value).trim());
}
