import { describe, expect, it } from 'vitest';
import {
  alphanumeric,
  countWords,
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

describe('required and mandatory', () => {
  it.each<[unknown, boolean]>([
    ['text', true],
    [' x ', true],
    [0, true],
    [true, true],
    [['a'], true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [false, false],
    [[], false],
    [['', ' '], false],
    [Number.NaN, false],
  ])('%j → %s', (value, expected) => {
    expect(required(value)).toBe(expected);
    expect(mandatory(value)).toBe(expected);
  });
});

describe('enforcetrue', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    ['True', true],
    ['on', true],
    [false, false],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => expect(enforcetrue(value)).toBe(expected));
});

describe('minlength, maxlength, rangelength', () => {
  it.each<[unknown, number, boolean]>([
    ['abc', 3, true],
    ['ab', 3, false],
    ['', 3, true],
    [['a', 'b'], 2, true],
    [['a'], 2, false],
  ])('minlength(%j, %d) → %s', (value, min, expected) => expect(minlength(value, min)).toBe(expected));

  it.each<[unknown, number, boolean]>([
    ['abc', 3, true],
    ['abcd', 3, false],
    ['', 3, true],
    ['a very long text indeed', 0, true],
    ['a very long text indeed', -1, true],
    [12345, 4, false],
  ])('maxlength(%j, %d) → %s (0 or less: no limit)', (value, max, expected) =>
    expect(maxlength(value, max)).toBe(expected),
  );

  it.each<[unknown, boolean]>([
    ['ab', true],
    ['abcd', true],
    ['a', false],
    ['abcde', false],
    ['', true],
  ])('rangelength(%j, [2, 4]) → %s', (value, expected) => expect(rangelength(value, [2, 4])).toBe(expected));
});

describe('word counts', () => {
  it('counts words across markup, punctuation and accented letters', () => {
    expect(countWords('<p>Un café crème,&nbsp;s’il vous plaît !</p>')).toBe(6);
    expect(countWords('one, two; three')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it.each<[string, boolean, boolean, boolean]>([
    // value, minWords 2, maxWords 3, rangeWords [2, 3]
    ['one two', true, true, true],
    ['one', false, true, false],
    ['one two three four', true, false, false],
    ['<b>one</b> <i>two</i>', true, true, true],
    ['', true, true, true],
  ])('%j', (value, min, max, rangeExpected) => {
    expect(minWords(value, 2)).toBe(min);
    expect(maxWords(value, 3)).toBe(max);
    expect(rangeWords(value, [2, 3])).toBe(rangeExpected);
  });
});

describe('character classes', () => {
  it.each<[string, boolean, boolean, boolean, boolean]>([
    // value, alphanumeric, lettersonly, letterswithbasicpunc, nowhitespace
    ['abc_123', true, false, false, true],
    ['abc', true, true, true, true],
    ['Hello, world.', false, false, true, false],
    ["O'Neil (Jr.)", false, false, true, false],
    ['a b', false, false, true, false],
    ['tab\there', false, false, true, false],
    ['100%', false, false, false, true],
    ['', true, true, true, true],
  ])('%j', (value, alpha, letters, punctuation, noSpace) => {
    expect(alphanumeric(value)).toBe(alpha);
    expect(lettersonly(value)).toBe(letters);
    expect(letterswithbasicpunc(value)).toBe(punctuation);
    expect(nowhitespace(value)).toBe(noSpace);
  });
});

describe('pattern and regex', () => {
  it.each<[string, string | RegExp, boolean]>([
    ['AR1004', '^AR\\d{4}$', true],
    ['AR1004', 'AR\\d{4}', true],
    ['XAR1004', 'AR\\d{4}', false],
    ['AR10045', 'AR\\d{4}', false],
    ['BR1004', /^AR\d{4}$/, false],
    ['AR1004', /^AR\d{4}$/, true],
    ['', 'AR\\d{4}', true],
  ])('%j against %s → %s', (value, param, expected) => {
    expect(pattern(value, param)).toBe(expected);
    expect(regex(value, param)).toBe(expected);
  });

  it('does not carry state between calls with a global regex', () => {
    const global = /^\d+$/g;
    expect([pattern('12', global), pattern('12', global), pattern('12', global)]).toEqual([true, true, true]);
  });
});

describe('strippedminlength', () => {
  it.each<[string, boolean]>([
    ['<b>abc</b>', true],
    ['<b>ab</b>', false],
    ['abc', true],
    ['', true],
  ])('%j with 3 → %s', (value, expected) => expect(strippedminlength(value, 3)).toBe(expected));
});

describe('email', () => {
  it.each<[unknown, boolean]>([
    ['jean.dupont@example.fr', true],
    ['  jean.dupont@example.fr  ', true],
    ['first+tag@sub.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['user@localhost', true],
    ['', true],
    ['   ', true],
    [undefined, true],
    ['plainaddress', false],
    ['@example.com', false],
    ['user@', false],
    ['user@example..com', false],
    ['user@-example.com', false],
    ['us er@example.com', false],
    ['user@exa mple.com', false],
  ])('%j → %s', (value, expected) => expect(email(value)).toBe(expected));
});

describe('url and url2', () => {
  it.each<[string, boolean, boolean]>([
    // value, url, url2
    ['https://www.example.com/path?q=1#top', true, true],
    ['http://example.fr', true, true],
    ['ftp://files.example.com', true, true],
    ['//cdn.example.com/lib.js', true, false],
    ['https://192.0.2.10/status', true, true],
    ['http://intranet/page', false, true],
    ['http://10.0.0.1', false, true],
    ['www.example.com', false, false],
    ['mailto:a@example.com', false, false],
    ['https://exa mple.com', false, false],
    ['', true, true],
  ])('%j → url %s, url2 %s', (value, expectedUrl, expectedUrl2) => {
    expect(url(value)).toBe(expectedUrl);
    expect(url2(value)).toBe(expectedUrl2);
  });
});
