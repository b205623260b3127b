import { luhn } from './rules/banking';
import { isCalendarDate } from './rules/dates';
import { cifES, nieES, nifES } from './rules/identity';
import type { RuleContext } from './rules/types';
import { isBlank, readField, toText } from './values';

/** The 27 member states of the European Union (ISO 3166-1 alpha-2; Greece is GR). */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/**
 * VAT number formats of the 27 EU member states plus the United Kingdom, Switzerland and Norway, checked
 * before the checkout asks the online service (VIES or the national registry) whether the number exists.
 * Check digits are verified where the tax administration publishes the algorithm; where a country has
 * several kinds of number and only some carry a public check, the others are checked for format only.
 */
export const VAT_COUNTRIES = [...EU_MEMBER_STATES, 'GB', 'CH', 'NO'] as const;

export type VatCountry = (typeof VAT_COUNTRIES)[number];

/** The prefix written in front of the number, when it is not the ISO country code itself. */
const CANONICAL_PREFIX: Partial<Record<VatCountry, string>> = { GR: 'EL', CH: 'CHE' };
/** Other prefixes people type: Greece's ISO code, Northern Ireland's XI, the Swiss UID's bare CH. */
const EXTRA_PREFIXES: Partial<Record<VatCountry, readonly string[]>> = { GR: ['GR'], GB: ['XI'], CH: ['CH'] };

export function vatCountryOf(code: string | null | undefined): VatCountry | null {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === 'EL') return 'GR';
  if (upper === 'XI') return 'GB';
  return (VAT_COUNTRIES as readonly string[]).includes(upper) ? (upper as VatCountry) : null;
}

function prefixesOf(country: VatCountry): string[] {
  // Longest first, so "CHE" is stripped before "CH" could leave a stray "E".
  return [CANONICAL_PREFIX[country] ?? country, country, ...(EXTRA_PREFIXES[country] ?? [])].sort(
    (a, b) => b.length - a.length,
  );
}

/** Capitals without the spaces, dots and dashes people type between groups of digits. */
export function compactVatNumber(vat: string): string {
  return vat.replace(/[\s.-]/g, '').toUpperCase();
}

const weightedSum = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index] ?? 0), 0);

/** ISO 7064 MOD 11,10, used by Germany's and Croatia's numbers. */
function mod11_10(digits: string): boolean {
  let product = 10;
  for (let index = 0; index < digits.length - 1; index++) {
    let sum = (Number(digits[index]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(digits[digits.length - 1]);
}

/** The Luhn sum of digits modulo 10 (0 when the digits pass Luhn). */
function luhnChecksum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10;
}

/** Remainder modulo 97 of an alphanumeric string, letters as 10-35 (as in IBANs). */
function mod97Alphanumeric(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

const last = (digits: string): number => Number(digits[digits.length - 1]);

/** An EGN starts with the birth date YYMMDD, months shifted by 20 for the 1800s and by 40 for the 2000s. */
function isEgnBirthDate(n: string): boolean {
  const year = Number(n.slice(0, 2));
  const month = Number(n.slice(2, 4));
  const day = Number(n.slice(4, 6));
  if (month > 40) return isCalendarDate(2000 + year, month - 40, day);
  if (month > 20) return isCalendarDate(1800 + year, month - 20, day);
  return isCalendarDate(1900 + year, month, day);
}

function bulgarian(n: string): boolean {
  if (/^\d{9}$/.test(n)) {
    let check = weightedSum(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
    if (check === 10) check = weightedSum(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
    return check % 10 === last(n);
  }
  if (!/^\d{10}$/.test(n)) return false;
  // Ten digits belong to a person (EGN), a foreigner (PNF) or another taxpayer, each with its own check.
  const egn = isEgnBirthDate(n) && (weightedSum(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last(n);
  const pnf = weightedSum(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last(n);
  const otherCheck = (11 - (weightedSum(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return egn || pnf || (otherCheck < 10 && otherCheck === last(n));
}

const CYPRUS_ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];

function cypriot(n: string): boolean {
  if (!/^\d{8}[A-Z]$/.test(n) || n.startsWith('12')) return false;
  let sum = 0;
  for (let index = 0; index < 8; index++) {
    const digit = Number(n[index]);
    sum += index % 2 === 0 ? (CYPRUS_ODD_VALUES[digit] ?? 0) : digit;
  }
  return String.fromCharCode(65 + (sum % 26)) === n[8];
}

function czech(n: string): boolean {
  if (/^\d{8}$/.test(n)) {
    if (n.startsWith('9')) return false;
    const check = (((11 - weightedSum(n, [8, 7, 6, 5, 4, 3, 2])) % 11) + 11) % 11;
    return (check === 0 ? 1 : check) % 10 === last(n);
  }
  // Nine digits: a birth number from before 1954 or a special number, neither with a public check.
  if (/^\d{9}$/.test(n)) return true;
  if (!/^\d{10}$/.test(n)) return false;
  const check = Number(n.slice(0, 9)) % 11;
  return (check === 10 ? 0 : check) === last(n);
}

function finnish(n: string): boolean {
  if (!/^\d{8}$/.test(n)) return false;
  const remainder = weightedSum(n, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === last(n);
}

function french(n: string): boolean {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(n)) return false;
  const key = n.slice(0, 2);
  // Alphabetic keys follow an algorithm the administration does not publish: format only.
  if (!/^\d{2}$/.test(key)) return true;
  return (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(key);
}

function greek(n: string): boolean {
  if (!/^\d{8,9}$/.test(n)) return false;
  const digits = n.padStart(9, '0');
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += Number(digits[index]) * 2 ** (8 - index);
  return (sum % 11) % 10 === last(digits);
}

const IRISH_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

function irish(n: string): boolean {
  const check = (sevenDigits: string, extra: string) =>
    IRISH_LETTERS[
      (weightedSum(sevenDigits, [8, 7, 6, 5, 4, 3, 2]) + 9 * IRISH_LETTERS.indexOf(extra || 'W')) % 23
    ];
  // Since 2013: seven digits, the check letter, and an optional second letter counted in the check.
  const current = /^(\d{7})([A-W])([A-IW])?$/.exec(n);
  if (current) return check(current[1] ?? '', current[3] ?? '') === current[2];
  // Before: a digit, a letter or + or *, five digits and the check letter.
  const old = /^(\d)([A-Z+*])(\d{5})([A-W])$/.exec(n);
  if (old) return check(`0${old[3]}${old[1]}`, '') === old[4];
  return false;
}

function italian(n: string): boolean {
  if (!/^\d{11}$/.test(n) || /^0{7}/.test(n)) return false;
  const office = n.slice(7, 10);
  if (!((office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office))) return false;
  return luhn(n);
}

function lithuanian(n: string): boolean {
  if (/^\d{9}$/.test(n)) {
    if (n[7] !== '1') return false;
  } else if (/^\d{12}$/.test(n)) {
    if (n[10] !== '1') return false;
  } else {
    return false;
  }
  const body = n.slice(0, -1);
  let check = 0;
  for (let index = 0; index < body.length; index++) check += (1 + (index % 9)) * Number(body[index]);
  check %= 11;
  if (check === 10) {
    check = 0;
    for (let index = 0; index < body.length; index++) check += (1 + ((index + 2) % 9)) * Number(body[index]);
  }
  return (check % 11) % 10 === last(n);
}

function latvian(n: string): boolean {
  if (!/^\d{11}$/.test(n)) return false;
  // Legal entities start above 3; people's codes (format only here) embed a birth date or start 32.
  if (Number(n[0]) <= 3) return true;
  return weightedSum(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
}

function dutch(n: string): boolean {
  const match = /^(\d{1,9})B(\d{2})$/.exec(n);
  if (!match || match[2] === '00') return false;
  const digits = (match[1] ?? '').padStart(9, '0');
  const elevenCheck = (weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) - last(digits)) % 11 === 0;
  // Sole traders have had numbers with a MOD 97 check (as in IBANs) since 2020.
  const mod97Check = mod97Alphanumeric(`NL${digits}B${match[2]}`) === 1;
  return elevenCheck || mod97Check;
}

function polish(n: string): boolean {
  if (!/^\d{10}$/.test(n)) return false;
  const check = weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === last(n);
}

function portuguese(n: string): boolean {
  if (!/^[1-9]\d{8}$/.test(n)) return false;
  const check = 11 - (weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === last(n);
}

function romanian(n: string): boolean {
  if (/^[1-9]\d{12}$/.test(n)) {
    // A person's CNP, used as VAT number by some self-employed.
    const check = weightedSum(n, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
    return (check === 10 ? 1 : check) === last(n);
  }
  if (!/^[1-9]\d{1,9}$/.test(n)) return false;
  const body = n.slice(0, -1).padStart(9, '0');
  return ((weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === last(n);
}

function slovenian(n: string): boolean {
  if (!/^[1-9]\d{7}$/.test(n)) return false;
  const check = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
  if (check === 11) return false;
  return (check === 10 ? 0 : check) === last(n);
}

function british(n: string): boolean {
  const authority = /^(GD|HA)(\d{3})$/.exec(n);
  if (authority) {
    // Government departments are numbered below 500, health authorities from 500.
    const number = Number(authority[2]);
    return authority[1] === 'GD' ? number < 500 : number >= 500;
  }
  if (!/^(\d{9}|\d{12})$/.test(n)) return false;
  const checksum = weightedSum(n, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  // Numbers issued since 2010 (the "9755" series) add 55 before the check, hence 42 (= 97 - 55).
  return Number(n.slice(0, 3)) >= 100 ? [0, 42, 55].includes(checksum) : checksum === 0;
}

function mod11Check(n: string, weights: readonly number[]): boolean {
  const check = (11 - (weightedSum(n, weights) % 11)) % 11;
  return check !== 10 && check === last(n);
}

const VALIDATORS: Readonly<Record<VatCountry, (national: string) => boolean>> = {
  AT: (n) => /^U\d{8}$/.test(n) && (6 - luhnChecksum(n.slice(1, 8)) + 10) % 10 === last(n),
  BE: (n) => {
    const digits = /^\d{9}$/.test(n) ? `0${n}` : n;
    return /^[01]\d{9}$/.test(digits) && 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
  },
  BG: bulgarian,
  CY: cypriot,
  CZ: czech,
  DE: (n) => /^[1-9]\d{8}$/.test(n) && mod11_10(n),
  DK: (n) => /^[1-9]\d{7}$/.test(n) && weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  EE: (n) => /^10\d{7}$/.test(n) && weightedSum(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
  ES: (n) => /^[0-9A-Z]\d{7}[0-9A-Z]$/.test(n) && /[A-Z]/.test(n) && (nifES(n) || nieES(n) || cifES(n)),
  FI: finnish,
  FR: french,
  GR: greek,
  HR: (n) => /^\d{11}$/.test(n) && mod11_10(n),
  HU: (n) => /^\d{8}$/.test(n) && weightedSum(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0,
  IE: irish,
  IT: italian,
  LT: lithuanian,
  LU: (n) => /^\d{8}$/.test(n) && Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  LV: latvian,
  MT: (n) => /^[1-9]\d{7}$/.test(n) && weightedSum(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0,
  NL: dutch,
  PL: polish,
  PT: portuguese,
  RO: romanian,
  SE: (n) => /^\d{10}01$/.test(n) && luhn(n.slice(0, 10)),
  SI: slovenian,
  SK: (n) => /^[1-9]\d[2-47-9]\d{7}$/.test(n) && Number(n) % 11 === 0,
  GB: british,
  CH: (n) => /^\d{9}$/.test(n) && mod11Check(n, [5, 4, 3, 2, 7, 6, 5, 4]),
  NO: (n) => /^\d{9}$/.test(n) && mod11Check(n, [3, 2, 7, 6, 5, 4, 3, 2]),
};

export interface VatNumberParts {
  readonly country: VatCountry;
  /** The national part, without prefix, separators or suffix. */
  readonly number: string;
}

/**
 * Splits a typed VAT number into country and national part. The country comes from `countryCode` when
 * given (the billing country), else from the number's own prefix. The prefix may be left out.
 */
export function splitVatNumber(countryCode: string | null | undefined, vat: string): VatNumberParts | null {
  let compact = compactVatNumber(vat);
  const country = vatCountryOf(countryCode) ?? vatCountryOf(compact.slice(0, 2));
  if (!country) return null;
  const prefix = prefixesOf(country).find((candidate) => compact.startsWith(candidate));
  if (prefix) compact = compact.slice(prefix.length);
  if (country === 'CH') compact = compact.replace(/(MWST|TVA|IVA|TPV)$/, '');
  if (country === 'NO') compact = compact.replace(/MVA$/, '');
  return { country, number: compact };
}

/** Whether the VAT number has its country's format (and check digits where public). */
export function isVatNumberFormatValid(countryCode: string | null | undefined, vat: string): boolean {
  const parts = splitVatNumber(countryCode, vat);
  return parts !== null && parts.number !== '' && VALIDATORS[parts.country](parts.number);
}

/** The number as the VAT services expect it, with its prefix ("EL…" for Greece); null when invalid. */
export function normaliseVatNumber(countryCode: string | null | undefined, vat: string): string | null {
  const parts = splitVatNumber(countryCode, vat);
  if (!parts || !VALIDATORS[parts.country](parts.number)) return null;
  const number = parts.country === 'BE' && parts.number.length === 9 ? `0${parts.number}` : parts.number;
  return `${CANONICAL_PREFIX[parts.country] ?? parts.country}${number}`;
}

/** Where the `vatNumber` rule finds the country: fixed, or in another field of the form (the billing country). */
export type VatNumberParam = string | { readonly country?: string; readonly countryField?: string } | boolean;

/**
 * The `vatNumber` rule. A country outside the supported list (a VAT number from elsewhere) is not refused
 * here: only the online check can judge it.
 */
export function vatNumber(value: unknown, param?: VatNumberParam, context?: RuleContext): boolean {
  if (isBlank(value)) return true;
  let country: string | undefined;
  if (typeof param === 'string') country = param;
  else if (typeof param === 'object') {
    country =
      param.country ??
      (param.countryField ? toText(readField(context?.form, param.countryField)) : undefined);
  }
  const text = toText(value);
  if (country && !vatCountryOf(country)) return true;
  return isVatNumberFormatValid(country, text);
}
