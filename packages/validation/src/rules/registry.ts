import { DEFAULT_CULTURE } from '@vitrine/i18n';
import { MESSAGE_KEYS, type ValidationMessage } from '../messages';
import { bytesToKilobytes, bytesToMegabytes, maxFilesMessage } from '../upload';
import { vatNumber } from '../vat';
import {
  abaRoutingNumber,
  bankaccountNL,
  bankorgiroaccountNL,
  bic,
  creditcard,
  creditcardtypes,
  giroaccountNL,
  iban,
} from './banking';
import {
  equalTo,
  greaterThan,
  greaterThanEqual,
  lessThan,
  lessThanEqual,
  notEqualTo,
  notequalto,
  require_from_group,
  requiredif,
  requiredor,
  skip_or_fill_minimum,
} from './cross-field';
import { date, dateFA, dateISO, dateITA, dateNL, longDateExample, time, time12h } from './dates';
import { accept, extension, maxfiles, maxsize, maxsizetotal, minsize } from './files';
import { cifES, cnhBR, cnpjBR, cpfBR, nieES, nifES, nipPL, nisBR, vinUS } from './identity';
import { ipv4, ipv6, netmask } from './network';
import { currency, digits, integer, max, min, number, range, step } from './numbers';
import { mobileNL, mobileRU, mobileUK, phoneNL, phonePL, phonesUK, phoneUK, phoneUS } from './phone';
import {
  postalCodeCA,
  postalcodeBR,
  postalcodeIT,
  postalcodeNL,
  postcodeUK,
  stateUS,
  zipcodeUS,
  ziprange,
} from './postal';
import {
  alphanumeric,
  email,
  enforcetrue,
  lettersonly,
  letterswithbasicpunc,
  mandatory,
  maxlength,
  maxWords,
  minlength,
  minWords,
  nowhitespace,
  pattern,
  rangelength,
  rangeWords,
  regex,
  required,
  strippedminlength,
  url,
  url2,
} from './text';
import type { RuleContext } from './types';

/**
 * Every rule method, keyed by the name jQuery Validation (core and additional-methods) gives it, plus
 * the rules spec 000 §5 adds (mandatory, regex, notequalto, requiredif, requiredor, enforcetrue), the
 * minimum file size and the VAT number format. Forms migrated from jQuery keep their rule names.
 */
export const ruleMethods = {
  required,
  mandatory,
  enforcetrue,
  requiredif,
  requiredor,
  email,
  url,
  url2,
  date,
  dateISO,
  dateITA,
  dateNL,
  dateFA,
  time,
  time12h,
  number,
  digits,
  integer,
  minlength,
  maxlength,
  rangelength,
  min,
  max,
  range,
  step,
  equalTo,
  notEqualTo,
  notequalto,
  minWords,
  maxWords,
  rangeWords,
  alphanumeric,
  lettersonly,
  letterswithbasicpunc,
  nowhitespace,
  pattern,
  regex,
  strippedminlength,
  currency,
  creditcard,
  creditcardtypes,
  iban,
  bic,
  abaRoutingNumber,
  bankaccountNL,
  giroaccountNL,
  bankorgiroaccountNL,
  nifES,
  nieES,
  cifES,
  nipPL,
  cpfBR,
  cnpjBR,
  nisBR,
  cnhBR,
  vinUS,
  phoneUS,
  phoneUK,
  mobileUK,
  phonesUK,
  phoneNL,
  mobileNL,
  phonePL,
  mobileRU,
  postcodeUK,
  postalcodeNL,
  postalcodeIT,
  postalcodeBR,
  postalCodeCA,
  zipcodeUS,
  ziprange,
  stateUS,
  ipv4,
  ipv6,
  netmask,
  extension,
  accept,
  maxfiles,
  maxsize,
  minsize,
  maxsizetotal,
  require_from_group,
  skip_or_fill_minimum,
  greaterThan,
  greaterThanEqual,
  lessThan,
  lessThanEqual,
  vatNumber,
} as const;

export type RuleMethods = typeof ruleMethods;
export type RuleName = keyof RuleMethods;
/** The parameter a rule takes; `true` (or nothing) for rules without one. */
export type RuleParam<N extends RuleName> = Parameters<RuleMethods[N]>[1];

/** Rules that read other fields of the form and so can only run on the whole form. */
export const CROSS_FIELD_RULES = [
  'requiredif',
  'requiredor',
  'equalTo',
  'notEqualTo',
  'notequalto',
  'require_from_group',
  'skip_or_fill_minimum',
  'greaterThan',
  'greaterThanEqual',
  'lessThan',
  'lessThanEqual',
] as const satisfies readonly RuleName[];

export type CrossFieldRuleName = (typeof CROSS_FIELD_RULES)[number];
export type FieldRuleName = Exclude<RuleName, CrossFieldRuleName>;

export function isCrossFieldRule(name: RuleName): name is CrossFieldRuleName {
  return (CROSS_FIELD_RULES as readonly string[]).includes(name);
}

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(ruleMethods, name);
}

type MessageBuilder<N extends RuleName> = (param: RuleParam<N>, context?: RuleContext) => ValidationMessage;

const key =
  (messageKey: string): MessageBuilder<RuleName> =>
  () => ({ key: messageKey });

const example = (text: string) => () => ({ key: MESSAGE_KEYS.Date, params: { example: text } });

/** The message each rule reports, with the parameters its text needs. */
export const ruleMessages: { readonly [N in RuleName]: MessageBuilder<N> } = {
  required: key(MESSAGE_KEYS.Required),
  mandatory: key(MESSAGE_KEYS.Required),
  enforcetrue: key(MESSAGE_KEYS.EnforceTrue),
  requiredif: key(MESSAGE_KEYS.Required),
  requiredor: key(MESSAGE_KEYS.RequiredOr),
  email: key(MESSAGE_KEYS.Email),
  url: key(MESSAGE_KEYS.Url),
  url2: key(MESSAGE_KEYS.Url),
  date: (param, context) => ({
    key: MESSAGE_KEYS.Date,
    params: {
      example: longDateExample(typeof param === 'string' ? param : (context?.culture ?? DEFAULT_CULTURE)),
    },
  }),
  dateISO: example('2025-12-31'),
  dateITA: example('31/12/2025'),
  dateNL: example('31-12-2025'),
  dateFA: example('1404/10/10'),
  time: () => ({ key: MESSAGE_KEYS.Time, params: { example: '14:30' } }),
  time12h: () => ({ key: MESSAGE_KEYS.Time, params: { example: '2:30 PM' } }),
  number: key(MESSAGE_KEYS.Number),
  digits: key(MESSAGE_KEYS.Digits),
  integer: key(MESSAGE_KEYS.Integer),
  minlength: (param) => ({ key: MESSAGE_KEYS.MinLength, params: { min: param } }),
  maxlength: (param) => ({ key: MESSAGE_KEYS.MaxLength, params: { max: param } }),
  rangelength: ([low, high]) => ({ key: MESSAGE_KEYS.RangeLength, params: { min: low, max: high } }),
  min: (param) => ({ key: MESSAGE_KEYS.Min, params: { min: param } }),
  max: (param) => ({ key: MESSAGE_KEYS.Max, params: { max: param } }),
  range: ([low, high]) => ({ key: MESSAGE_KEYS.Range, params: { min: low, max: high } }),
  step: (param) => ({ key: MESSAGE_KEYS.Step, params: { step: param } }),
  equalTo: key(MESSAGE_KEYS.EqualTo),
  notEqualTo: key(MESSAGE_KEYS.NotEqualTo),
  notequalto: key(MESSAGE_KEYS.NotEqualTo),
  minWords: (param) => ({ key: MESSAGE_KEYS.MinWords, params: { min: param } }),
  maxWords: (param) => ({ key: MESSAGE_KEYS.MaxWords, params: { max: param } }),
  rangeWords: ([low, high]) => ({ key: MESSAGE_KEYS.RangeWords, params: { min: low, max: high } }),
  alphanumeric: key(MESSAGE_KEYS.Alphanumeric),
  lettersonly: key(MESSAGE_KEYS.LettersOnly),
  letterswithbasicpunc: key(MESSAGE_KEYS.LettersWithBasicPunc),
  nowhitespace: key(MESSAGE_KEYS.NoWhitespace),
  pattern: key(MESSAGE_KEYS.Pattern),
  regex: key(MESSAGE_KEYS.Pattern),
  strippedminlength: (param) => ({ key: MESSAGE_KEYS.MinLength, params: { min: param } }),
  currency: key(MESSAGE_KEYS.Currency),
  creditcard: key(MESSAGE_KEYS.CreditCard),
  creditcardtypes: key(MESSAGE_KEYS.CreditCard),
  iban: key(MESSAGE_KEYS.Iban),
  bic: key(MESSAGE_KEYS.Bic),
  abaRoutingNumber: key(MESSAGE_KEYS.RoutingNumber),
  bankaccountNL: key(MESSAGE_KEYS.BankAccount),
  giroaccountNL: key(MESSAGE_KEYS.BankAccount),
  bankorgiroaccountNL: key(MESSAGE_KEYS.BankAccount),
  nifES: key(MESSAGE_KEYS.NifES),
  nieES: key(MESSAGE_KEYS.NieES),
  cifES: key(MESSAGE_KEYS.CifES),
  nipPL: key(MESSAGE_KEYS.NipPL),
  cpfBR: key(MESSAGE_KEYS.CpfBR),
  cnpjBR: key(MESSAGE_KEYS.CnpjBR),
  nisBR: key(MESSAGE_KEYS.NisBR),
  cnhBR: key(MESSAGE_KEYS.CnhBR),
  vinUS: key(MESSAGE_KEYS.VinUS),
  phoneUS: key(MESSAGE_KEYS.Phone),
  phoneUK: key(MESSAGE_KEYS.Phone),
  mobileUK: key(MESSAGE_KEYS.Mobile),
  phonesUK: key(MESSAGE_KEYS.Phone),
  phoneNL: key(MESSAGE_KEYS.Phone),
  mobileNL: key(MESSAGE_KEYS.Mobile),
  phonePL: key(MESSAGE_KEYS.Phone),
  mobileRU: key(MESSAGE_KEYS.Mobile),
  postcodeUK: key(MESSAGE_KEYS.PostalCode),
  postalcodeNL: key(MESSAGE_KEYS.PostalCode),
  postalcodeIT: key(MESSAGE_KEYS.PostalCode),
  postalcodeBR: key(MESSAGE_KEYS.PostalCode),
  postalCodeCA: key(MESSAGE_KEYS.PostalCode),
  zipcodeUS: key(MESSAGE_KEYS.PostalCode),
  ziprange: key(MESSAGE_KEYS.PostalCode),
  stateUS: key(MESSAGE_KEYS.State),
  ipv4: key(MESSAGE_KEYS.IPv4),
  ipv6: key(MESSAGE_KEYS.IPv6),
  netmask: key(MESSAGE_KEYS.Netmask),
  extension: key(MESSAGE_KEYS.FileExtension),
  accept: key(MESSAGE_KEYS.FileType),
  maxfiles: (param) => maxFilesMessage(param),
  maxsize: (param) => ({ key: MESSAGE_KEYS.MaxFileSize, params: { max: bytesToMegabytes(param) } }),
  minsize: (param) => ({ key: MESSAGE_KEYS.MinFileSize, params: { min: bytesToKilobytes(param) } }),
  maxsizetotal: (param) => ({ key: MESSAGE_KEYS.MaxTotalSize, params: { max: bytesToMegabytes(param) } }),
  require_from_group: ([count]) => ({ key: MESSAGE_KEYS.RequireFromGroup, params: { min: count } }),
  skip_or_fill_minimum: ([count]) => ({ key: MESSAGE_KEYS.SkipOrFillMinimum, params: { min: count } }),
  greaterThan: key(MESSAGE_KEYS.GreaterThan),
  greaterThanEqual: key(MESSAGE_KEYS.GreaterThanEqual),
  lessThan: key(MESSAGE_KEYS.LessThan),
  lessThanEqual: key(MESSAGE_KEYS.LessThanEqual),
  vatNumber: key(MESSAGE_KEYS.VatNumber),
};

/** A rules object as jQuery Validation's `rules` option writes it: `{ required: true, maxlength: 50 }`. */
export type RuleSet<N extends RuleName = RuleName> = { readonly [K in N]?: RuleParam<K> | false };

export interface RuleFailure {
  readonly rule: RuleName;
  readonly message: ValidationMessage;
}

/** Calls one rule by name with its typed parameter. */
export function checkRule<N extends RuleName>(
  name: N,
  value: unknown,
  param: RuleParam<N>,
  context?: RuleContext,
): boolean {
  const method = ruleMethods[name] as (value: unknown, param: RuleParam<N>, context?: RuleContext) => boolean;
  return method(value, param, context);
}

export function messageFor<N extends RuleName>(
  name: N,
  param: RuleParam<N>,
  context?: RuleContext,
): ValidationMessage {
  const build = ruleMessages[name] as MessageBuilder<N>;
  return build(param, context);
}

/**
 * Runs a rules object against one value in the order written and returns the first failure, as a field
 * shows one message at a time. A rule set to `false` is switched off, as in jQuery Validation.
 */
export function validateValue(value: unknown, rules: RuleSet, context?: RuleContext): RuleFailure | null {
  for (const [name, param] of Object.entries(rules)) {
    if (param === false || param === undefined || !isRuleName(name)) continue;
    if (!checkRule(name, value, param as never, context)) {
      return { rule: name, message: messageFor(name, param as never, context) };
    }
  }
  return null;
}
