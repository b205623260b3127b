import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../messages';
import {
  CROSS_FIELD_RULES,
  checkRule,
  isCrossFieldRule,
  messageFor,
  type RuleName,
  type RuleParam,
  ruleMethods,
  validateValue,
} from './registry';

/** The rule names the issue lists, jQuery Validation's core and additional methods. */
const JQUERY_RULES = [
  'required',
  'email',
  'url',
  'url2',
  'date',
  'dateISO',
  'number',
  'digits',
  'minlength',
  'maxlength',
  'rangelength',
  'min',
  'max',
  'range',
  'step',
  'equalTo',
  'minWords',
  'maxWords',
  'rangeWords',
  'alphanumeric',
  'lettersonly',
  'letterswithbasicpunc',
  'nowhitespace',
  'integer',
  'pattern',
  'strippedminlength',
  'currency',
  'creditcard',
  'creditcardtypes',
  'iban',
  'bic',
  'abaRoutingNumber',
  'bankaccountNL',
  'giroaccountNL',
  'bankorgiroaccountNL',
  'nifES',
  'nieES',
  'cifES',
  'nipPL',
  'cpfBR',
  'cnpjBR',
  'nisBR',
  'cnhBR',
  'vinUS',
  'phoneUS',
  'phoneUK',
  'mobileUK',
  'phonesUK',
  'phoneNL',
  'mobileNL',
  'phonePL',
  'mobileRU',
  'postcodeUK',
  'postalcodeNL',
  'postalcodeIT',
  'postalcodeBR',
  'postalCodeCA',
  'zipcodeUS',
  'ziprange',
  'stateUS',
  'dateITA',
  'dateNL',
  'dateFA',
  'time',
  'time12h',
  'ipv4',
  'ipv6',
  'netmask',
  'extension',
  'accept',
  'maxfiles',
  'maxsize',
  'maxsizetotal',
  'require_from_group',
  'skip_or_fill_minimum',
  'greaterThan',
  'greaterThanEqual',
  'lessThan',
  'lessThanEqual',
  'notEqualTo',
];

/** The rules spec 000 §5 adds. */
const SPEC_RULES = [
  'maxlength',
  'number',
  'date',
  'email',
  'regex',
  'notequalto',
  'requiredif',
  'mandatory',
  'requiredor',
  'enforcetrue',
];

/** A typical parameter for every rule; typed so that a rule added to the registry must be listed here. */
const SAMPLE_PARAMS: { [N in RuleName]: RuleParam<N> } = {
  required: true,
  mandatory: true,
  enforcetrue: true,
  requiredif: { field: 'Other', value: 'x' },
  requiredor: 'Other',
  email: true,
  url: true,
  url2: true,
  date: true,
  dateISO: true,
  dateITA: true,
  dateNL: true,
  dateFA: true,
  time: true,
  time12h: true,
  number: true,
  digits: true,
  integer: true,
  minlength: 2,
  maxlength: 5,
  rangelength: [2, 5],
  min: 1,
  max: 5,
  range: [1, 5],
  step: 2,
  equalTo: 'Other',
  notEqualTo: 'Other',
  notequalto: ['Other'],
  minWords: 2,
  maxWords: 5,
  rangeWords: [2, 5],
  alphanumeric: true,
  lettersonly: true,
  letterswithbasicpunc: true,
  nowhitespace: true,
  pattern: '\\d+',
  regex: '\\d+',
  strippedminlength: 3,
  currency: '$',
  creditcard: true,
  creditcardtypes: { visa: true },
  iban: true,
  bic: true,
  abaRoutingNumber: true,
  bankaccountNL: true,
  giroaccountNL: true,
  bankorgiroaccountNL: true,
  nifES: true,
  nieES: true,
  cifES: true,
  nipPL: true,
  cpfBR: true,
  cnpjBR: true,
  nisBR: true,
  cnhBR: true,
  vinUS: true,
  phoneUS: true,
  phoneUK: true,
  mobileUK: true,
  phonesUK: true,
  phoneNL: true,
  mobileNL: true,
  phonePL: true,
  mobileRU: true,
  postcodeUK: true,
  postalcodeNL: true,
  postalcodeIT: true,
  postalcodeBR: true,
  postalCodeCA: true,
  zipcodeUS: true,
  ziprange: true,
  stateUS: true,
  ipv4: true,
  ipv6: true,
  netmask: true,
  extension: 'pdf',
  accept: 'image/*',
  maxfiles: 2,
  maxsize: 1000,
  minsize: 10,
  maxsizetotal: 2000,
  require_from_group: [1, ['Other', 'Another']],
  skip_or_fill_minimum: [2, ['Other', 'Another']],
  greaterThan: 'Other',
  greaterThanEqual: 'Other',
  lessThan: 'Other',
  lessThanEqual: 'Other',
  vatNumber: 'BE',
};

/** Rules that are about emptiness itself, or (equalTo) compare an empty value like any other. */
const EMPTY_FAILS: readonly RuleName[] = [
  'required',
  'mandatory',
  'enforcetrue',
  'requiredor',
  'require_from_group',
];

describe('the rule registry', () => {
  it.each([...JQUERY_RULES, ...SPEC_RULES])('has %s', (name) => {
    expect(typeof (ruleMethods as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(Object.keys(ruleMethods).filter((name) => !EMPTY_FAILS.includes(name as RuleName)))(
    '%s lets an empty optional value pass',
    (name) => {
      const rule = name as RuleName;
      const context = { form: { Other: '' } };
      // equalTo compares exactly, as a password confirmation must: spaces are not "nothing" there.
      const empties = rule === 'equalTo' ? ['', undefined, null] : ['', '   ', undefined, null];
      for (const empty of empties) {
        expect(
          checkRule(rule, empty, SAMPLE_PARAMS[rule] as never, context),
          `${rule}(${JSON.stringify(empty)})`,
        ).toBe(true);
      }
    },
  );

  it.each(EMPTY_FAILS)('%s refuses an empty value', (name) => {
    expect(checkRule(name, '', SAMPLE_PARAMS[name] as never, { form: {} })).toBe(false);
  });

  it('tells cross-field rules apart', () => {
    expect(isCrossFieldRule('requiredif')).toBe(true);
    expect(isCrossFieldRule('iban')).toBe(false);
    for (const name of CROSS_FIELD_RULES) expect(ruleMethods[name]).toBeTypeOf('function');
  });

  it('builds every rule message from a known key', () => {
    const keys = new Set<string>(Object.values(MESSAGE_KEYS));
    for (const name of Object.keys(ruleMethods) as RuleName[]) {
      expect(keys.has(messageFor(name, SAMPLE_PARAMS[name] as never).key), name).toBe(true);
    }
  });

  it('carries the parameters the message text needs', () => {
    expect(messageFor('maxlength', 20)).toEqual({ key: 'Validation.MaxLength', params: { max: 20 } });
    expect(messageFor('rangelength', [2, 5])).toEqual({
      key: 'Validation.RangeLength',
      params: { min: 2, max: 5 },
    });
    expect(messageFor('maxsize', 5 * 1024 * 1024)).toEqual({
      key: 'Validation.MaxFileSize',
      params: { max: 5 },
    });
    expect(messageFor('date', 'de')).toEqual({
      key: 'Validation.Date',
      params: { example: '31. Dezember 2025' },
    });
    expect(messageFor('date', true, { culture: 'nl' }).params).toEqual({ example: '31 december 2025' });
    expect(messageFor('require_from_group', [2, 'A,B'])).toEqual({
      key: 'Validation.RequireFromGroup',
      params: { min: 2 },
    });
  });
});

describe('validateValue', () => {
  it('reports the first failing rule in the order written', () => {
    expect(validateValue('', { required: true, maxlength: 3 })?.rule).toBe('required');
    expect(validateValue('abcd', { required: true, maxlength: 3 })).toEqual({
      rule: 'maxlength',
      message: { key: 'Validation.MaxLength', params: { max: 3 } },
    });
    expect(validateValue('abc', { required: true, maxlength: 3 })).toBeNull();
  });

  it('lets an optional empty field through every other rule', () => {
    expect(validateValue('', { email: true, maxlength: 3, iban: true })).toBeNull();
  });

  it('switches a rule off with false, as jQuery Validation does', () => {
    expect(validateValue('', { required: false })).toBeNull();
  });

  it('passes the context to culture-dependent and cross-field rules', () => {
    expect(validateValue('29 februari 2024', { date: true }, { culture: 'nl' })).toBeNull();
    expect(validateValue('x', { equalTo: 'Other' }, { form: { Other: 'y' } })?.rule).toBe('equalTo');
  });
});
