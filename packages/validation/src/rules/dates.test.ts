import { CULTURES, type Culture } from '@vitrine/i18n';
import { describe, expect, it } from 'vitest';
import {
  date,
  dateFA,
  dateISO,
  dateITA,
  dateNL,
  isCalendarDate,
  longDateExample,
  parseLongDate,
  time,
  time12h,
} from './dates';

const LOCALES: Record<Culture, string> = {
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

function longFormat(culture: Culture, year: number, month: number, day: number): string {
  return new Intl.DateTimeFormat(LOCALES[culture], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

describe('isCalendarDate', () => {
  it.each<[number, number, number, boolean]>([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2025, 4, 31, false],
    [2025, 12, 31, true],
    [2025, 13, 1, false],
    [2025, 1, 0, false],
  ])('%d-%d-%d → %s', (year, month, day, expected) =>
    expect(isCalendarDate(year, month, day)).toBe(expected),
  );
});

describe('date in the culture long format (spec 000 §5)', () => {
  it.each([
    ['fr', '29 février 2024'],
    ['fr', '1er mai 2024'],
    ['fr', '1 mai 2024'],
    ['fr', '31 DÉCEMBRE 2025'],
    ['fr', '3 fevrier 2025'],
    ['nl', '29 februari 2024'],
    ['nl', '15 mei 2025'],
    ['es', '29 de febrero de 2024'],
    ['es', '5 de septiembre de 2025'],
    ['de', '29. Februar 2024'],
    ['de', '3. März 2025'],
    ['de', '3. Marz 2025'],
    ['it', '29 febbraio 2024'],
    ['it', '12 dicembre 2025'],
    ['pt', '29 de fevereiro de 2024'],
    ['pt', '7 de março de 2025'],
  ] as Array<[Culture, string]>)('%s accepts %j', (culture, text) => {
    expect(date(text, culture)).toBe(true);
    expect(date(text, undefined, { culture })).toBe(true);
  });

  it.each([
    ['fr', '29 février 2023'],
    ['nl', '29 februari 2023'],
    ['es', '29 de febrero de 2023'],
    ['de', '29. Februar 2023'],
    ['it', '29 febbraio 2023'],
    ['pt', '29 de fevereiro de 2023'],
    ['fr', '31 avril 2025'],
    ['fr', '29/02/2024'],
    ['fr', '2024-02-29'],
    ['fr', 'February 29, 2024'],
    ['de', '29 février 2024'],
    ['es', '29 febrero 2024'],
    ['nl', 'mei 15 2025'],
    ['it', '12 dicembre'],
  ] as Array<[Culture, string]>)('%s refuses %j', (culture, text) => expect(date(text, culture)).toBe(false));

  it.each(CULTURES)('%s round-trips every month of a leap year as Intl formats it', (culture) => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 28]) {
        const text = longFormat(culture, 2024, month, day);
        expect(parseLongDate(text, culture), `${culture} ${text}`).toEqual(
          new Date(Date.UTC(2024, month - 1, day)),
        );
      }
    }
    expect(parseLongDate(longFormat(culture, 2024, 2, 29), culture)).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });

  it('lets empty values pass and defaults to the default culture', () => {
    expect(date('')).toBe(true);
    expect(date(undefined)).toBe(true);
    expect(date('29 février 2024')).toBe(true);
    expect(date('29 februari 2024')).toBe(false);
  });

  it('gives an example in each culture', () => {
    expect(longDateExample('fr')).toBe('31 décembre 2025');
    expect(longDateExample('de')).toBe('31. Dezember 2025');
    for (const culture of CULTURES) expect(date(longDateExample(culture), culture)).toBe(true);
  });
});

describe('numeric date formats', () => {
  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2024/1/5', true],
    ['2024-13-01', false],
    ['24-01-05', false],
    ['', true],
  ])('dateISO %j → %s', (value, expected) => expect(dateISO(value)).toBe(expected));

  it.each<[string, boolean]>([
    ['29/02/2024', true],
    ['29/02/2023', false],
    ['29/02/2000', true],
    ['29/02/1900', false],
    ['31/04/2025', false],
    ['1/1/2025', true],
    ['2025/01/01', false],
    ['', true],
  ])('dateITA %j → %s', (value, expected) => expect(dateITA(value)).toBe(expected));

  it.each<[string, boolean]>([
    ['29-02-2024', true],
    ['1.1.25', true],
    ['01/12/1999', true],
    ['32-01-2024', false],
    ['01-13-2024', false],
    ['', true],
  ])('dateNL %j → %s', (value, expected) => expect(dateNL(value)).toBe(expected));

  it.each<[string, boolean]>([
    ['1403/03/31', true],
    ['1403/7/30', true],
    ['1403/07/31', false],
    ['1403/13/01', false],
    ['', true],
  ])('dateFA %j → %s', (value, expected) => expect(dateFA(value)).toBe(expected));
});

describe('time and time12h', () => {
  it.each<[string, boolean, boolean]>([
    ['14:30', true, false],
    ['9:05', true, false],
    ['23:59:59', true, false],
    ['24:00', false, false],
    ['12:60', false, false],
    ['2:30 PM', false, true],
    ['12:00am', false, true],
    ['13:00 PM', false, false],
    ['', true, true],
  ])('%j → time %s, time12h %s', (value, expected24, expected12) => {
    expect(time(value)).toBe(expected24);
    expect(time12h(value)).toBe(expected12);
  });
});
