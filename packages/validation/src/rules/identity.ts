import { isBlank, toText } from '../values';
import type { Flag } from './types';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function upperText(value: unknown): string {
  return toText(value).trim().toUpperCase();
}

/**
 * jQuery's `nifES`: a Spanish tax number of a person, either a DNI (8 digits and a control letter) or a
 * special NIF starting with K, L or M (7 digits and a control letter).
 */
export function nifES(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const nif = upperText(value);
  if (/^\d{8}[A-Z]$/.test(nif)) return DNI_LETTERS.charAt(Number(nif.slice(0, 8)) % 23) === nif.charAt(8);
  if (/^[KLM]\d{7}[A-Z]$/.test(nif))
    return DNI_LETTERS.charAt(Number(nif.slice(1, 8)) % 23) === nif.charAt(8);
  return false;
}

/** jQuery's `nieES`: a foreigner's number, X, Y or Z (read as 0, 1, 2) then 7 digits and a control letter. */
export function nieES(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const nie = upperText(value);
  if (!/^[MXYZ]\d{7,8}[A-Z]$/.test(nie)) return false;
  const digits = nie.startsWith('M')
    ? nie.slice(1, -1)
    : `${'XYZ'.indexOf(nie.charAt(0))}${nie.slice(1, -1)}`;
  return DNI_LETTERS.charAt(Number(digits) % 23) === nie.charAt(nie.length - 1);
}

/**
 * jQuery's `cifES`: a Spanish company tax code, an organisation letter, 7 digits and a control that is a
 * digit (A, B, E, H), a letter (K, P, Q, S) or either (the other organisation letters).
 *
 * The format is read without regard to case, but the organisation letter only restricts the kind of
 * control when it is a capital: jQuery Validation's own cases accept "s98038813" (lower case, digit
 * control) and refuse "S98038813", and forms migrated from it rely on that. The control letter is
 * compared in capitals, so "s9803881c" passes too. A VAT number is put in capitals before it gets here
 * (vat.ts), so the Spanish VAT check keeps the strict rule.
 */
export function cifES(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/i.exec(toText(value).trim());
  if (!match) return false;
  const [, letter = '', body = '', rawControl = ''] = match;
  const control = rawControl.toUpperCase();
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled < 10 ? doubled : doubled - 9;
    } else {
      sum += digit;
    }
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = 'JABCDEFGHI'.charAt(controlDigit);
  if (/[ABEH]/.test(letter)) return control === String(controlDigit);
  if (/[KPQS]/.test(letter)) return control === controlLetter;
  return control === String(controlDigit) || control === controlLetter;
}

/** jQuery's `nipPL`: the Polish tax number, 10 digits (dashes allowed) with a weighted MOD 11 check digit. */
export function nipPL(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const nip = toText(value).replace(/[^0-9]/g, '');
  if (nip.length !== 10) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(nip[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(nip[9]);
}

function brazilianDigits(value: unknown): string {
  return toText(value).replace(/([~!@#$%^&*()_+=`{}[\]\-|\\:;'<>,./? ])+/g, '');
}

function allSameDigit(text: string): boolean {
  return /^(\d)\1*$/.test(text);
}

/** jQuery's `cpfBR`: the Brazilian person's tax number, 11 digits with two MOD 11 check digits. */
export function cpfBR(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const cpf = brazilianDigits(value);
  if (!/^\d{11}$/.test(cpf) || allSameDigit(cpf)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index++) sum += Number(cpf[index]) * (length + 1 - index);
    const result = (sum * 10) % 11;
    return result === 10 ? 0 : result;
  };
  return check(9) === Number(cpf[9]) && check(10) === Number(cpf[10]);
}

/** jQuery's `cnpjBR`: the Brazilian company number, 14 digits with two MOD 11 check digits. */
export function cnpjBR(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const cnpj = toText(value).replace(/[^\d]+/g, '');
  if (cnpj.length !== 14 || allSameDigit(cnpj)) return false;
  const check = (length: number) => {
    let sum = 0;
    let weight = length - 7;
    for (let index = 0; index < length; index++) {
      sum += Number(cnpj[index]) * weight--;
      if (weight < 2) weight = 9;
    }
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  return check(12) === Number(cnpj[12]) && check(13) === Number(cnpj[13]);
}

/** jQuery's `nisBR`: the Brazilian PIS/PASEP/NIS number, 11 digits with a MOD 11 check digit. */
export function nisBR(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const nis = brazilianDigits(value);
  if (!/^\d{11}$/.test(nis)) return false;
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(nis[index]), 0);
  const remainder = sum % 11;
  return (remainder > 1 ? 11 - remainder : 0) === Number(nis[10]);
}

/** jQuery's `cnhBR`: the Brazilian driving licence number, 11 digits with two check digits. */
export function cnhBR(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const cnh = brazilianDigits(value);
  if (!/^\d{11}$/.test(cnh) || allSameDigit(cnh)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += Number(cnh[index]) * (9 - index);
  let first = sum % 11;
  let correction = 0;
  if (first >= 10) {
    first = 0;
    correction = 2;
  }
  sum = 0;
  for (let index = 0; index < 9; index++) sum += Number(cnh[index]) * (index + 1);
  const remainder = sum % 11;
  const second = remainder >= 10 ? 0 : remainder - correction;
  return `${first}${second}` === cnh.slice(-2);
}

const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** jQuery's `vinUS`: a 17-character North American VIN whose 9th character is its check digit. */
export function vinUS(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const vin = upperText(value);
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    const character = vin.charAt(index);
    const characterValue = /\d/.test(character) ? Number(character) : (VIN_LETTER_VALUES[character] ?? 0);
    sum += characterValue * (VIN_WEIGHTS[index] ?? 0);
  }
  const check = sum % 11;
  return vin.charAt(8) === (check === 10 ? 'X' : String(check));
}
