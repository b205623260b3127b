import { CULTURES, createTranslator, stringResources } from '@vitrine/i18n';
import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, MESSAGE_KEYS, translateMessage } from './messages';
import { type RuleName, validateValue } from './rules/registry';

describe('encodeMessage and decodeMessage', () => {
  it('round-trips a key with parameters', () => {
    const encoded = encodeMessage('Validation.MaxLength', { max: 20 });
    expect(encoded).toBe('Validation.MaxLength|{"max":20}');
    expect(decodeMessage(encoded)).toEqual({ key: 'Validation.MaxLength', params: { max: 20 } });
  });

  it('leaves a key without parameters as it is', () => {
    expect(encodeMessage('Validation.Required')).toBe('Validation.Required');
    expect(encodeMessage('Validation.Required', {})).toBe('Validation.Required');
    expect(decodeMessage('Validation.Required')).toEqual({ key: 'Validation.Required' });
  });

  it('returns anything that is not an encoded message whole', () => {
    expect(decodeMessage('Invalid input: expected string')).toEqual({
      key: 'Invalid input: expected string',
    });
    expect(decodeMessage('a | b')).toEqual({ key: 'a | b' });
    expect(decodeMessage('Key|{"nested":{"a":1}}')).toEqual({ key: 'Key|{"nested":{"a":1}}' });
  });

  it('translates through the app translator', () => {
    const t = createTranslator(stringResources.fr);
    expect(translateMessage(encodeMessage(MESSAGE_KEYS.MaxLength, { max: 20 }), t)).toBe(
      'Veuillez ne pas saisir plus de 20 caractères.',
    );
    expect(translateMessage(undefined, t)).toBe('');
  });
});

describe('string resources', () => {
  const keys = Object.values(MESSAGE_KEYS);

  it.each(CULTURES)('%s carries every message key, none empty', (culture) => {
    for (const key of keys) {
      expect(stringResources[culture][key], `${culture}:${key}`).toBeTruthy();
    }
    expect(stringResources[culture]['Sales.QuantityIsMandatory']).toBeTruthy();
  });

  it.each(CULTURES)('%s fills every placeholder of every rule message', (culture) => {
    const t = createTranslator(stringResources[culture], {
      onMissing: (key) => expect.fail(`missing ${key}`),
    });
    const failing: Array<[RuleName, unknown, Record<string, unknown>]> = [
      ['maxlength', 'abcdef', { maxlength: 3 }],
      ['minlength', 'a', { minlength: 3 }],
      ['rangelength', 'a', { rangelength: [2, 4] }],
      ['min', '1', { min: 3 }],
      ['max', '9', { max: 3 }],
      ['range', '9', { range: [1, 3] }],
      ['step', '7', { step: 3 }],
      ['minWords', 'one', { minWords: 2 }],
      ['maxWords', 'one two three', { maxWords: 2 }],
      ['rangeWords', 'one', { rangeWords: [2, 3] }],
      ['date', 'not a date', { date: culture }],
      ['dateITA', '31/02/2024', { dateITA: true }],
      ['time', '25:00', { time: true }],
      ['maxsize', [{ name: 'a.jpg', type: 'image/jpeg', size: 10_000_000 }], { maxsize: 5 * 1024 * 1024 }],
      ['minsize', [{ name: 'a.jpg', type: 'image/jpeg', size: 1 }], { minsize: 10 * 1024 }],
      [
        'maxfiles',
        [
          { name: 'a', type: '', size: 1 },
          { name: 'b', type: '', size: 1 },
        ],
        { maxfiles: 1 },
      ],
      ['maxsizetotal', [{ name: 'a.jpg', type: 'image/jpeg', size: 10_000_000 }], { maxsizetotal: 1024 }],
      ['require_from_group', '', { require_from_group: [2, ['A', 'B']] }],
      ['skip_or_fill_minimum', 'x', { skip_or_fill_minimum: [2, ['A', 'B']] }],
    ];
    for (const [rule, value, rules] of failing) {
      const failure = validateValue(value, rules, { culture, form: { A: value, B: '' }, field: 'A' });
      expect(failure?.rule, rule).toBe(rule);
      const text = translateMessage(encodeMessage(failure?.message.key ?? '', failure?.message.params), t);
      expect(text, `${culture}:${rule}`).not.toMatch(/\{\w+\}/);
    }
  });
});
