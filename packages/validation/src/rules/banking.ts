import { isBlank, toText } from '../values';
import type { Flag } from './types';

/** Country-specific BBAN formats (after the country code and the two check digits). */
const IBAN_BBAN_PATTERNS: Readonly<Record<string, string>> = {
  AD: '\\d{8}[\\dA-Z]{12}',
  AE: '\\d{3}\\d{16}',
  AL: '\\d{8}[\\dA-Z]{16}',
  AT: '\\d{16}',
  AZ: '[\\dA-Z]{4}\\d{20}',
  BA: '\\d{16}',
  BE: '\\d{12}',
  BG: '[A-Z]{4}\\d{6}[\\dA-Z]{8}',
  BH: '[A-Z]{4}[\\dA-Z]{14}',
  BR: '\\d{23}[A-Z][\\dA-Z]',
  CH: '\\d{5}[\\dA-Z]{12}',
  CR: '\\d{18}',
  CY: '\\d{8}[\\dA-Z]{16}',
  CZ: '\\d{20}',
  DE: '\\d{18}',
  DK: '\\d{14}',
  DO: '[A-Z]{4}\\d{20}',
  EE: '\\d{16}',
  ES: '\\d{20}',
  FI: '\\d{14}',
  FO: '\\d{14}',
  FR: '\\d{10}[\\dA-Z]{11}\\d{2}',
  GB: '[A-Z]{4}\\d{14}',
  GE: '[\\dA-Z]{2}\\d{16}',
  GI: '[A-Z]{4}[\\dA-Z]{15}',
  GL: '\\d{14}',
  GR: '\\d{7}[\\dA-Z]{16}',
  GT: '[\\dA-Z]{4}[\\dA-Z]{20}',
  HR: '\\d{17}',
  HU: '\\d{24}',
  IE: '[\\dA-Z]{4}\\d{14}',
  IL: '\\d{19}',
  IS: '\\d{22}',
  IT: '[A-Z]\\d{10}[\\dA-Z]{12}',
  KW: '[A-Z]{4}[\\dA-Z]{22}',
  KZ: '\\d{3}[\\dA-Z]{13}',
  LB: '\\d{4}[\\dA-Z]{20}',
  LI: '\\d{5}[\\dA-Z]{12}',
  LT: '\\d{16}',
  LU: '\\d{3}[\\dA-Z]{13}',
  LV: '[A-Z]{4}[\\dA-Z]{13}',
  MC: '\\d{10}[\\dA-Z]{11}\\d{2}',
  MD: '[\\dA-Z]{2}\\d{18}',
  ME: '\\d{18}',
  MK: '\\d{3}[\\dA-Z]{10}\\d{2}',
  MR: '\\d{23}',
  MT: '[A-Z]{4}\\d{5}[\\dA-Z]{18}',
  MU: '[A-Z]{4}\\d{19}[A-Z]{3}',
  NL: '[A-Z]{4}\\d{10}',
  NO: '\\d{11}',
  PK: '[\\dA-Z]{4}\\d{16}',
  PL: '\\d{24}',
  PS: '[\\dA-Z]{4}\\d{21}',
  PT: '\\d{21}',
  RO: '[A-Z]{4}[\\dA-Z]{16}',
  RS: '\\d{18}',
  SA: '\\d{2}[\\dA-Z]{18}',
  SE: '\\d{20}',
  SI: '\\d{15}',
  SK: '\\d{20}',
  SM: '[A-Z]\\d{10}[\\dA-Z]{12}',
  TN: '\\d{20}',
  TR: '\\d{5}[\\dA-Z]{17}',
  UA: '\\d{6}[\\dA-Z]{19}',
  VA: '\\d{18}',
  VG: '[\\dA-Z]{4}\\d{16}',
  XK: '\\d{16}',
};

/** ISO 7064 MOD 97-10 over an alphanumeric string, letters counting as 10 (A) to 35 (Z). */
export function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    if (Number.isNaN(value)) return -1;
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

/** An IBAN without its spaces, in capitals. */
export function compactIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * jQuery's `iban`: spaces allowed, the country's format when the country is known (an unknown country
 * is checked by the checksum alone, so new IBAN countries are not refused), then the MOD 97 checksum.
 */
export function iban(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const compact = compactIban(toText(value));
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(compact)) return false;
  const bban = IBAN_BBAN_PATTERNS[compact.slice(0, 2)];
  if (bban !== undefined && !new RegExp(`^[A-Z]{2}\\d{2}${bban}$`).test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

/** jQuery's `bic` (ISO 9362): bank, country, location (no test codes) and an optional branch. */
export function bic(value: unknown, _param?: Flag): boolean {
  return (
    isBlank(value) ||
    /^([A-Z]{6}[A-Z2-9][A-NP-Z1-9])(X{3}|[A-WY-Z0-9][A-Z0-9]{2})?$/.test(toText(value).trim().toUpperCase())
  );
}

/** The Luhn checksum over a string of digits. */
export function luhn(digitsOnly: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digitsOnly.length - 1; index >= 0; index--) {
    let digit = digitsOnly.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return false;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** jQuery's `creditcard`: digits, spaces and dashes; 13 to 19 digits; Luhn checksum. */
export function creditcard(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const text = toText(value).trim();
  if (/[^0-9 -]/.test(text)) return false;
  const cardDigits = text.replace(/\D/g, '');
  return cardDigits.length >= 13 && cardDigits.length <= 19 && luhn(cardDigits);
}

export interface CreditCardTypes {
  readonly mastercard?: boolean;
  readonly visa?: boolean;
  readonly amex?: boolean;
  readonly dinersclub?: boolean;
  readonly enroute?: boolean;
  readonly discover?: boolean;
  readonly jcb?: boolean;
  readonly unknown?: boolean;
  readonly all?: boolean;
}

/** jQuery's `creditcardtypes`: the number's prefix and length belong to one of the allowed card types. */
export function creditcardtypes(value: unknown, types: CreditCardTypes): boolean {
  if (isBlank(value)) return true;
  const text = toText(value).trim();
  if (/[^0-9-]/.test(text)) return false;
  const n = text.replace(/\D/g, '');
  const allowed = (type: keyof CreditCardTypes) => types.all === true || types[type] === true;
  if (allowed('mastercard') && /^5[1-5]/.test(n)) return n.length === 16;
  if (allowed('visa') && /^4/.test(n)) return n.length === 16;
  if (allowed('amex') && /^3[47]/.test(n)) return n.length === 15;
  if (allowed('dinersclub') && /^3(0[0-5]|[68])/.test(n)) return n.length === 14;
  if (allowed('enroute') && /^2(014|149)/.test(n)) return n.length === 15;
  if (allowed('discover') && /^6011/.test(n)) return n.length === 16;
  if (allowed('jcb') && /^3/.test(n)) return n.length === 16;
  if (allowed('jcb') && /^(2131|1800)/.test(n)) return n.length === 15;
  return allowed('unknown');
}

/** jQuery's `abaRoutingNumber`: nine digits with the 3-7-1 weighted checksum of US routing numbers. */
export function abaRoutingNumber(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const text = toText(value).trim();
  if (!/^\d{9}$/.test(text)) return false;
  let checksum = 0;
  for (let index = 0; index < 9; index += 3) {
    checksum += Number(text[index]) * 3 + Number(text[index + 1]) * 7 + Number(text[index + 2]);
  }
  return checksum !== 0 && checksum % 10 === 0;
}

/** jQuery's `bankaccountNL`: nine digits (spaces allowed as "12 34 56 789") passing the 11-check. */
export function bankaccountNL(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const text = toText(value).trim();
  if (!/^(\d{9}|(\d{2} ){3}\d{3})$/.test(text)) return false;
  const account = text.replace(/ /g, '');
  let sum = 0;
  for (let position = 0; position < account.length; position++) {
    sum += (account.length - position) * Number(account[position]);
  }
  return sum % 11 === 0;
}

/** jQuery's `giroaccountNL`: one to seven digits. */
export function giroaccountNL(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || /^\d{1,7}$/.test(toText(value).trim());
}

export function bankorgiroaccountNL(value: unknown, _param?: Flag): boolean {
  return bankaccountNL(value) || giroaccountNL(value);
}
