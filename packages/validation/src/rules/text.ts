import { isBlank, isFilled, lengthOf, toText } from '../values';
import type { Bounds, Flag } from './types';

export function required(value: unknown, _param?: Flag): boolean {
  return isFilled(value);
}

/** Spec 000 §5 "mandatory": the same check as `required`, kept under its own name for migrated forms. */
export function mandatory(value: unknown, _param?: Flag): boolean {
  return isFilled(value);
}

const TRUE_TEXTS = new Set(['true', 'on', '1', 'yes']);

/** Spec 000 §5 "enforcetrue": a checkbox that must be checked (terms of sale, consent). */
export function enforcetrue(value: unknown, _param?: Flag): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUE_TEXTS.has(value.trim().toLowerCase());
}

export function minlength(value: unknown, min: number): boolean {
  return isBlank(value) || lengthOf(value) >= min;
}

/** Spec 000 §5: a bound of 0 or less means no limit (the attribute is rendered even when unset). */
export function maxlength(value: unknown, max: number): boolean {
  return max <= 0 || isBlank(value) || lengthOf(value) <= max;
}

export function rangelength(value: unknown, [min, max]: Bounds): boolean {
  if (isBlank(value)) return true;
  const length = lengthOf(value);
  return length >= min && length <= max;
}

/** Markup and punctuation removed, as jQuery Validation's word rules do before counting. */
function stripHtml(text: string): string {
  return text
    .replace(/<.[^<>]*?>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/[.(),;:!?%#$'"_+=/\-“”’]*/g, '');
}

/**
 * Counts words with Unicode letters: jQuery's `\b\w+\b` splits "café crème" into three words,
 * which would make the rule wrong in five of our six languages.
 */
export function countWords(value: unknown): number {
  return stripHtml(toText(value)).match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

export function minWords(value: unknown, min: number): boolean {
  return isBlank(value) || countWords(value) >= min;
}

export function maxWords(value: unknown, max: number): boolean {
  return isBlank(value) || countWords(value) <= max;
}

export function rangeWords(value: unknown, [min, max]: Bounds): boolean {
  if (isBlank(value)) return true;
  const words = countWords(value);
  return words >= min && words <= max;
}

function testText(value: unknown, pattern: RegExp): boolean {
  return isBlank(value) || pattern.test(toText(value));
}

export function alphanumeric(value: unknown, _param?: Flag): boolean {
  return testText(value, /^\w+$/i);
}

export function lettersonly(value: unknown, _param?: Flag): boolean {
  return testText(value, /^[a-z]+$/i);
}

export function letterswithbasicpunc(value: unknown, _param?: Flag): boolean {
  return testText(value, /^[a-z\-.,()'"\s]+$/i);
}

export function nowhitespace(value: unknown, _param?: Flag): boolean {
  return testText(value, /^\S+$/);
}

/** A pattern given as text must match the whole value, as in jQuery's `pattern` and HTML's `pattern`. */
export function toWholeMatch(pattern: string | RegExp): RegExp {
  if (typeof pattern === 'string') return new RegExp(`^(?:${pattern})$`);
  // A global or sticky regex keeps `lastIndex` between calls and would fail every other value.
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}

export function pattern(value: unknown, param: string | RegExp): boolean {
  return testText(value, toWholeMatch(param));
}

/** Spec 000 §5 "regex": the value must match a given pattern, the whole value as with `pattern`. */
export function regex(value: unknown, param: string | RegExp): boolean {
  return pattern(value, param);
}

export function strippedminlength(value: unknown, min: number): boolean {
  if (isBlank(value)) return true;
  const text = toText(value)
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ');
  return text.length >= min;
}

// The WHATWG "valid e-mail address" production, which jQuery Validation uses too.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Spec 000 §5: trimmed before matching, optional when empty. */
export function email(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || EMAIL.test(toText(value).trim());
}

// jQuery Validation's `url` (Diego Perini's pattern): scheme required, public hosts only.
const URL_PATTERN =
  /^(?:(?:(?:https?|ftp):)?\/\/)(?:(?:[^\][?/<~#`!@$^&*()+=}|:";',>{ ]|%[0-9A-Fa-f]{2})+(?::(?:[^\][?/<~#`!@$^&*()+=}|:";',>{ ]|%[0-9A-Fa-f]{2})*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u00a1-\uffff][a-z0-9\u00a1-\uffff_-]{0,62})?[a-z0-9\u00a1-\uffff]\.)+(?:[a-z\u00a1-\uffff]{2,}\.?))(?::\d{2,5})?(?:[/?#]\S*)?$/i;

export function url(value: unknown, _param?: Flag): boolean {
  return testText(value, URL_PATTERN);
}

// jQuery Validation's `url2`: like `url` but the top-level domain is optional (intranet hosts).
const URL2_PATTERN =
  /^(https?|ftp):\/\/(((([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(%[\da-f]{2})|[!$&'()*+,;=]|:)*@)?(((\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])\.(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])\.(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])\.(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5]))|((([a-z]|\d|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(([a-z]|\d|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])*([a-z]|\d|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])))\.)*(([a-z]|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(([a-z]|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])*([a-z]|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])))\.?)(:\d*)?)(\/((([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(%[\da-f]{2})|[!$&'()*+,;=]|:|@)+(\/(([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(%[\da-f]{2})|[!$&'()*+,;=]|:|@)*)*)?)?(\?((([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(%[\da-f]{2})|[!$&'()*+,;=]|:|@)|[\uE000-\uF8FF]|\/|\?)*)?(#((([a-z]|\d|-|\.|_|~|[\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])|(%[\da-f]{2})|[!$&'()*+,;=]|:|@)|\/|\?)*)?$/i;

export function url2(value: unknown, _param?: Flag): boolean {
  return testText(value, URL2_PATTERN);
}
