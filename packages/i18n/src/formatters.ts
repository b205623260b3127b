import { CULTURE_LOCALES, type Culture } from './cultures';

/**
 * A decimal amount ("12.30") in the culture's currency format. Intl formats the decimal string
 * exactly; amounts are computed with @vitrine/money, whose `formatMoney` calls this; nothing else should.
 */
export function formatCurrencyAmount(amount: string, currency: string, culture: Culture): string {
  // Intl formats a decimal string exactly (no float on the way); the lib types still say number.
  return new Intl.NumberFormat(CULTURE_LOCALES[culture], { style: 'currency', currency }).format(
    amount as unknown as number,
  );
}

/** The culture's long date format, the one spec 000 §5 validates dates against. */
export function formatLongDate(date: Date, culture: Culture): string {
  return new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { dateStyle: 'long' }).format(date);
}

export function formatShortDate(date: Date, culture: Culture): string {
  return new Intl.DateTimeFormat(CULTURE_LOCALES[culture], { dateStyle: 'short' }).format(date);
}
