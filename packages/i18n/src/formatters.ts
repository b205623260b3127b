import { CULTURE_LOCALES, type Culture } from './cultures';

export function formatMoney(amount: number | string, currency: string, culture: Culture): string {
  return new Intl.NumberFormat(CULTURE_LOCALES[culture], { style: 'currency', currency }).format(
    Number(amount),
  );
}

/** The culture's long date format, the one spec 000 §5 validates dates against. */
export function formatLongDate(date: Date, culture: Culture): string {
  return new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { dateStyle: 'long' }).format(date);
}

export function formatShortDate(date: Date, culture: Culture): string {
  return new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { dateStyle: 'short' }).format(date);
}
