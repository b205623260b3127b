import type { z } from 'zod';
import { MESSAGE_KEYS } from './messages';
import { textField } from './zod';

/**
 * The password policy: length over composition (NIST SP 800-63B). No rules about digits or
 * symbols, which push people towards "Password1!"; instead a length long enough for a phrase,
 * and the gateway refuses the most common passwords (`@vitrine/validation/common-passwords`).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any phrase or manager-made password; bounded so hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password's field: from 12 to 128 characters, spaces and any script allowed. */
export function newPasswordField(): z.ZodString {
  return textField(
    { required: true, minlength: PASSWORD_MIN_LENGTH, maxlength: PASSWORD_MAX_LENGTH },
    { messages: { minlength: MESSAGE_KEYS.PasswordTooShort, maxlength: MESSAGE_KEYS.PasswordTooLong } },
  );
}
