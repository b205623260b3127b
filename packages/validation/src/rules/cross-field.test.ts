import { describe, expect, it } from 'vitest';
import {
  compareValues,
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

const withForm = (form: Record<string, unknown>, field?: string) => ({ form, field });

describe('equalTo', () => {
  const form = { Password: 'S3cret!', Confirm: '' };

  it.each<[unknown, string, boolean]>([
    ['S3cret!', 'Password', true],
    ['S3cret!', '#Password', true],
    ['S3cret', 'Password', false],
    ['', 'Password', false],
    ['', 'Confirm', true],
  ])('%j equal to %s → %s', (value, other, expected) =>
    expect(equalTo(value, other, withForm(form))).toBe(expected),
  );
});

describe('notEqualTo and notequalto', () => {
  const form = { Email: 'a@example.com', Alternate: 'b@example.com', Login: ' jean ' };

  it.each<[unknown, string | readonly string[], boolean, boolean]>([
    // value, others, notEqualTo, notequalto
    ['c@example.com', ['Email', 'Alternate'], true, true],
    ['a@example.com', ['Email', 'Alternate'], false, false],
    ['b@example.com', 'Email,Alternate', false, false],
    ['jean', 'Login', true, false],
    ['', ['Email'], true, true],
  ])('%j vs %j → %s / %s', (value, others, expectedJquery, expectedSpec) => {
    expect(notEqualTo(value, others, withForm(form))).toBe(expectedJquery);
    expect(notequalto(value, others, withForm(form))).toBe(expectedSpec);
  });
});

describe('requiredif (spec 000 §5)', () => {
  it.each<[string, Record<string, unknown>, unknown, Parameters<typeof requiredif>[1], boolean]>([
    [
      'required when the other field equals the value',
      { Country: 'BE' },
      '',
      { field: 'Country', value: 'BE' },
      false,
    ],
    ['filled when required', { Country: 'BE' }, '0123', { field: 'Country', value: 'BE' }, true],
    [
      'not required when the other field differs',
      { Country: 'FR' },
      '',
      { field: 'Country', value: 'BE' },
      true,
    ],
    [
      'isequalto applies the inverse condition: required when the other field differs',
      { Country: 'FR' },
      '',
      { field: 'Country', value: 'BE', comparison: 'isequalto' },
      false,
    ],
    [
      'isequalto: filled when required',
      { Country: 'FR' },
      '0123',
      { field: 'Country', value: 'BE', comparison: 'isequalto' },
      true,
    ],
    [
      'isequalto: not required when the other field equals the value (any case)',
      { Country: 'be' },
      '',
      { field: 'Country', value: 'BE', comparison: 'isequalto' },
      true,
    ],
    [
      'isequalto on a checkbox: required while it is unchecked',
      { IsCompany: false },
      '',
      { field: 'IsCompany', value: true, comparison: 'isequalto' },
      false,
    ],
    [
      'isequalto on a checkbox: not required while it is checked',
      { IsCompany: true },
      '',
      { field: 'IsCompany', value: true, comparison: 'isequalto' },
      true,
    ],
    [
      'isnotequalto, the inverse of isequalto: required when the other field equals the value',
      { Country: 'BE' },
      '',
      { field: 'Country', value: 'BE', comparison: 'isnotequalto' },
      false,
    ],
    [
      'isnotequalto: not required when the other field differs',
      { Country: 'FR' },
      '',
      { field: 'Country', value: 'BE', comparison: 'isnotequalto' },
      true,
    ],
    [
      'a checked checkbox compares as true',
      { IsCompany: true },
      '',
      { field: 'IsCompany', value: true },
      false,
    ],
    ['"True" as MVC renders it', { IsCompany: true }, '', { field: 'IsCompany', value: 'True' }, false],
    [
      'an unchecked checkbox compares as false',
      { IsCompany: false },
      '',
      { field: 'IsCompany', value: 'true' },
      true,
    ],
    ['a missing checkbox is false', {}, '', { field: 'IsCompany', value: false }, false],
    [
      'a checkbox given as a "true" string',
      { IsCompany: 'true' },
      '',
      { field: 'IsCompany', value: true },
      false,
    ],
  ])('%s', (_label, form, value, param, expected) =>
    expect(requiredif(value, param, withForm(form))).toBe(expected),
  );
});

describe('requiredor (spec 000 §5)', () => {
  it.each<[unknown, Record<string, unknown>, string | readonly string[], boolean]>([
    ['0470 12 34 56', { Mobile: '' }, 'Mobile', true],
    ['', { Mobile: '0470 12 34 56' }, 'Mobile', true],
    ['', { Mobile: '  ' }, 'Mobile', false],
    ['', { Mobile: '', Fax: '02 123 45 67' }, ['Mobile', 'Fax'], true],
    ['', {}, 'Mobile', false],
  ])('%j with %j → %s', (value, form, others, expected) =>
    expect(requiredor(value, others, withForm(form))).toBe(expected),
  );
});

describe('require_from_group and skip_or_fill_minimum', () => {
  const group = ['PartNumber', 'Description', 'Color'] as const;

  it.each<[Record<string, unknown>, boolean, boolean]>([
    // form, require_from_group [2], skip_or_fill_minimum [2]
    [{ PartNumber: '', Description: '', Color: '' }, false, true],
    [{ PartNumber: 'A1', Description: '', Color: '' }, false, false],
    [{ PartNumber: 'A1', Description: 'Bolt', Color: '' }, true, true],
    [{ PartNumber: 'A1', Description: 'Bolt', Color: 'Red' }, true, true],
  ])('%j → %s / %s', (form, expectedRequire, expectedSkip) => {
    const context = withForm(form, 'PartNumber');
    expect(require_from_group(form.PartNumber, [2, group], context)).toBe(expectedRequire);
    expect(skip_or_fill_minimum(form.PartNumber, [2, group], context)).toBe(expectedSkip);
  });

  it('takes the value under validation for the field itself and accepts a comma-separated group', () => {
    const form = { PartNumber: '', Description: 'Bolt' };
    expect(require_from_group('A1', [2, 'PartNumber, Description'], withForm(form, 'PartNumber'))).toBe(true);
  });
});

describe('ordering rules', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(compareValues('10', '9')).toBeGreaterThan(0);
    expect(compareValues('2,5', '2.4')).toBeGreaterThan(0);
    expect(compareValues('2025-01-31', '2025-02-01')).toBeLessThan(0);
    expect(compareValues(new Date(2025, 0, 2), new Date(2025, 0, 1))).toBeGreaterThan(0);
  });

  it.each<[unknown, unknown, boolean, boolean, boolean, boolean]>([
    // value, other, greaterThan, greaterThanEqual, lessThan, lessThanEqual
    ['10', '9', true, true, false, false],
    ['9', '9', false, true, false, true],
    ['8', '9', false, false, true, true],
    ['2025-12-31', '2025-01-01', true, true, false, false],
    ['', '9', true, true, true, true],
    ['9', '', true, true, true, true],
  ])('%j vs %j', (value, other, gt, gte, lt, lte) => {
    const context = withForm({ Start: other });
    expect(greaterThan(value, 'Start', context)).toBe(gt);
    expect(greaterThanEqual(value, 'Start', context)).toBe(gte);
    expect(lessThan(value, 'Start', context)).toBe(lt);
    expect(lessThanEqual(value, 'Start', context)).toBe(lte);
  });

  it('reads nested fields by dotted path', () => {
    expect(greaterThan('5', 'Range.From', withForm({ Range: { From: '3' } }))).toBe(true);
  });
});
