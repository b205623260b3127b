import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { decodeMessage } from './messages';
import { newPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

const messageOf = (value: string) => {
  const result = newPasswordField().safeParse(value);
  return result.success ? null : decodeMessage(result.error.issues[0]?.message ?? '');
};

describe('the password policy', () => {
  it('asks for length, not composition: 12 plain letters pass, 11 of anything do not', () => {
    expect(messageOf('correcthorse')).toBeNull();
    expect(messageOf('a b c d e f g')).toBeNull();
    expect(messageOf('Tr0ub4dor&3')).toEqual({
      key: 'Validation.PasswordTooShort',
      params: { min: PASSWORD_MIN_LENGTH },
    });
    expect(messageOf('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(messageOf('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({
      key: 'Validation.PasswordTooLong',
      params: { max: PASSWORD_MAX_LENGTH },
    });
    expect(messageOf('')).toEqual({ key: 'Validation.Required' });
  });

  it('knows the most common long passwords, whatever their case, and not a random phrase', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('QWERTY123456')).toBe(true);
    expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(isCommonPassword('violet-tram-seventeen-oar')).toBe(false);
  });
});
