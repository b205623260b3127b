import { isCurrencyCode, MoneyDecimal } from '@vitrine/money';

/** The day's reference rates as the ECB publishes them: units of each currency per 1 EUR. */
export interface EcbDay {
  /** The day the rates are for (YYYY-MM-DD). */
  readonly date: string;
  /** Currency code → rate per 1 EUR, as written ("1.0163"). */
  readonly perEuro: ReadonlyMap<string, string>;
}

/** Rates per unit of the shop's currency, for one day (what `exchange_rates` stores). */
export interface DayRates {
  readonly date: string;
  /** Currency code → units per 1 unit of the shop's currency, 8 decimals ("1.01630000"). */
  readonly rates: ReadonlyMap<string, string>;
}

export class EcbFormatError extends Error {
  override name = 'EcbFormatError';
}

const ENVELOPE_OPEN = /<gesmes:Envelope\b[^>]*>/;
const ENVELOPE_CLOSE = /<\/gesmes:Envelope\s*>\s*$/;
const DAY = /<Cube\s+time\s*=\s*(['"])(\d{4}-\d{2}-\d{2})\1\s*>([\s\S]*?)<\/Cube\s*>/g;
const RATE = /<Cube\s+currency\s*=\s*(['"])([^'"]*)\1\s+rate\s*=\s*(['"])([^'"]*)\3\s*\/>/g;
const DECIMAL = /^\d+(\.\d+)?$/;
/** numeric(18, 8) in exchange_rates. */
export const RATE_DECIMALS = 8;

/**
 * Reads the ECB's daily file (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml):
 * a gesmes Envelope holding `<Cube><Cube time='YYYY-MM-DD'><Cube currency='USD' rate='1.0163'/>…`.
 * The file is machine-written in this one documented shape, so it is read by its shape (no XML
 * library for two attributes); anything else — a truncated body, an HTML error page, a day
 * without rates, a rate that is not a positive decimal — is refused whole, never half-loaded.
 * The daily file has one day; of a longer file (the 90-day history) the newest day is taken.
 */
export function parseEcbXml(xml: string): EcbDay {
  const text = xml.trim();
  if (!ENVELOPE_OPEN.test(text) || !ENVELOPE_CLOSE.test(text))
    throw new EcbFormatError('not an ECB reference-rate envelope (or it was cut short)');
  const days = [...text.matchAll(DAY)].map((match) => ({ date: match[2] ?? '', body: match[3] ?? '' }));
  if (!days.length) throw new EcbFormatError('no day of rates in the file');
  const newest = days.reduce((a, b) => (b.date > a.date ? b : a));
  if (Number.isNaN(Date.parse(`${newest.date}T00:00:00Z`)))
    throw new EcbFormatError(`not a day: ${newest.date}`);
  const perEuro = new Map<string, string>();
  for (const match of newest.body.matchAll(RATE)) {
    const code = match[2] ?? '';
    const rate = match[4] ?? '';
    if (!isCurrencyCode(code)) throw new EcbFormatError(`not a currency code: '${code}'`);
    if (!DECIMAL.test(rate) || new MoneyDecimal(rate).isZero())
      throw new EcbFormatError(`not a rate for ${code}: '${rate}'`);
    perEuro.set(code, rate);
  }
  // Every element of the day must have been a rate: a Cube the pattern skipped is a format change.
  const cubes = newest.body.match(/<Cube\b/g)?.length ?? 0;
  if (!perEuro.size || cubes !== perEuro.size)
    throw new EcbFormatError(`the day ${newest.date} has no readable rates`);
  return { date: newest.date, perEuro };
}

/**
 * The ECB's rates per EUR turned into rates per unit of the shop's currency: the rates as they
 * are for a euro shop; cross rates (rate of C ÷ rate of the shop's currency, and 1 ÷ that for
 * the euro) otherwise. Rounded once, half up, to the 8 decimals the table keeps.
 */
export function ratesForShop(day: EcbDay, shopCurrency: string): DayRates {
  const rates = new Map<string, string>();
  const round = (value: InstanceType<typeof MoneyDecimal>) => value.toFixed(RATE_DECIMALS);
  if (shopCurrency === 'EUR') {
    for (const [code, rate] of day.perEuro) rates.set(code, round(new MoneyDecimal(rate)));
    return { date: day.date, rates };
  }
  const shopPerEuro = day.perEuro.get(shopCurrency);
  if (!shopPerEuro) throw new EcbFormatError(`the ECB gives no rate for the shop's currency ${shopCurrency}`);
  const base = new MoneyDecimal(shopPerEuro);
  rates.set('EUR', round(new MoneyDecimal(1).dividedBy(base)));
  for (const [code, rate] of day.perEuro)
    if (code !== shopCurrency) rates.set(code, round(new MoneyDecimal(rate).dividedBy(base)));
  return { date: day.date, rates };
}
