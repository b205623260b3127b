import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text';

describe('isPlainText', () => {
  it('accepts text of any script, emoji included', () => {
    for (const text of ['', 'chaise', 'Crème brûlée', 'Ωμέγα', '椅子', 'café 🪑', "l'été — 20 %"])
      expect(isPlainText(text)).toBe(true);
  });

  it('refuses NUL, other control characters and DEL', () => {
    for (const text of [
      'a\u0000b',
      '\u0000',
      'x\u0001',
      'x\u001b[31m',
      'x\u007f',
      'x\u0085',
      'line\nbreak',
      'tab\t',
    ])
      expect(isPlainText(text)).toBe(false);
  });

  it('allows tab and line breaks in multi-line text only', () => {
    expect(isPlainText('one\r\ntwo\tthree', { lineBreaks: true })).toBe(true);
    expect(isPlainText('one\u0000two', { lineBreaks: true })).toBe(false);
    expect(isPlainText('one\u000btwo', { lineBreaks: true })).toBe(false);
  });

  it('refuses lone surrogates, not pairs', () => {
    expect(isPlainText('\ud83e\ude91')).toBe(true);
    expect(isPlainText('a\ud83eb')).toBe(false);
    expect(isPlainText('a\ude91')).toBe(false);
    expect(isPlainText('\ud83e')).toBe(false);
  });
});
