import { checkboxField, emailField, textField } from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';

/**
 * The signed-in customer's own account: the profile they edit, a change of e-mail address (which
 * takes effect only once the new address confirms it) and deleting the account. The names' bounds
 * are registration's; the password fields are the sign-in form's.
 */
export const ProfileUpdateRequestSchema = z
  .object({
    FirstName: textField({ required: true, maxlength: 100 }, { trim: true }),
    LastName: textField({ required: true, maxlength: 100 }, { trim: true }),
    /** The language of the account's e-mails. */
    Culture: CultureSchema,
  })
  .meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;

const currentPasswordField = () => textField({ required: true, maxlength: 1024 });

/** A new address for the account, proven by the current password. */
export const ChangeEmailRequestSchema = z
  .object({
    NewEmail: emailField({ required: true, maxlength: 320 }),
    CurrentPassword: currentPasswordField(),
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

/** The token of the link sent to the new address. */
export const ConfirmEmailChangeRequestSchema = z
  .object({ Token: textField({ required: true, maxlength: 200 }, { trim: true }) })
  .meta({ id: 'ConfirmEmailChangeRequest' });
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequestSchema>;

/** Deleting the account: the current password, and a box ticked to say the customer means it. */
export const DeleteAccountRequestSchema = z
  .object({
    CurrentPassword: currentPasswordField(),
    Confirm: checkboxField({ enforcetrue: true }),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;
