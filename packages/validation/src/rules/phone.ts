import { isBlank, toText } from '../values';
import type { Flag } from './types';

/** UK numbers are written with spaces, dashes and a bracketed area code; jQuery strips those first. */
function ukDigits(value: unknown): string {
  return toText(value).replace(/\(|\)|\s+|-/g, '');
}

/** jQuery's `phoneUS`: NANP numbers, optional leading 1; area code and exchange never start with 0 or 1. */
export function phoneUS(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const phone = toText(value).replace(/\s+/g, '');
  return (
    phone.length > 9 &&
    /^(\+?1-?)?(\([2-9]([02-9]\d|1[02-9])\)|[2-9]([02-9]\d|1[02-9]))-?[2-9]\d{2}-?\d{4}$/.test(phone)
  );
}

/** jQuery's `phoneUK`: UK landline and mobile numbers, national (0…) or international (+44, 0044). */
export function phoneUK(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const phone = ukDigits(value);
  return (
    phone.length > 9 &&
    /^(?:(?:(?:00\s?|\+)44\s?)|(?:\(?0))(?:\d{2}\)?\s?\d{4}\s?\d{4}|\d{3}\)?\s?\d{3}\s?\d{3,4}|\d{4}\)?\s?(?:\d{5}|\d{3}\s?\d{3})|\d{5}\)?\s?\d{4,5})$/.test(
      phone,
    )
  );
}

/** jQuery's `mobileUK`: UK mobile numbers (07…). */
export function mobileUK(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const phone = ukDigits(value);
  return (
    phone.length > 9 && /^(?:(?:(?:00\s?|\+)44\s?|0)7(?:[1345789]\d{2}|624)\s?\d{3}\s?\d{3})$/.test(phone)
  );
}

/** jQuery's `phonesUK`: UK landlines 01-03 and mobiles 07, leaving out premium-rate ranges. */
export function phonesUK(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const phone = ukDigits(value);
  return (
    phone.length > 9 &&
    /^(?:(?:(?:00\s?|\+)44\s?|0)(?:1\d{8,9}|[23]\d{9}|7(?:[1345789]\d{8}|624\d{6})))$/.test(phone)
  );
}

/** jQuery's `phoneNL`: ten digits starting 0, or +31 / 0031 with an optional "(0)". */
export function phoneNL(value: unknown, _param?: Flag): boolean {
  return (
    isBlank(value) ||
    /^((\+|00(\s|\s?-\s?)?)31(\s|\s?-\s?)?(\(0\)[-\s]?)?|0)[1-9]((\s|\s?-\s?)?[0-9]){8}$/.test(
      toText(value).trim(),
    )
  );
}

/** jQuery's `mobileNL`: Dutch mobile numbers (06…). */
export function mobileNL(value: unknown, _param?: Flag): boolean {
  return (
    isBlank(value) ||
    /^((\+|00(\s|\s?-\s?)?)31(\s|\s?-\s?)?(\(0\)[-\s]?)?|0)6((\s|\s?-\s?)?[0-9]){8}$/.test(
      toText(value).trim(),
    )
  );
}

/** jQuery's `phonePL`: nine digits with a valid Polish mobile or area prefix, optional +48. */
export function phonePL(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const phone = toText(value).replace(/\s+/g, '');
  return /^(?:(?:(?:\+|00)?48)|(?:\(\+?48\)))?(?:1[2-8]|2[2-69]|3[2-49]|4[1-68]|5[0-9]|6[0-35-9]|[7-8][1-9]|9[145])\d{7}$/.test(
    phone,
  );
}

/** jQuery's `mobileRU`: +7, 7 or 8 followed by ten digits. */
export function mobileRU(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  const phone = ukDigits(value);
  return phone.length > 9 && /^((\+7|7|8)+([0-9]){10})$/.test(phone);
}
