import { emailField, formSchema, MESSAGE_KEYS, newPasswordField, textField } from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';

export const RoleSchema = z.enum(['customer', 'editor', 'sales', 'catalogue', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** One schema for the sign-in forms of both apps and the gateway's route: the same rules, the same message keys. */
export const LoginRequestSchema = z
  .object({
    Email: emailField({ required: true, maxlength: 320 }),
    Password: textField({ required: true, maxlength: 1024 }),
    RememberMe: z.boolean().optional().default(false),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const CurrentUserSchema = z
  .object({
    UserId: z.string().uuid(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Roles: z.array(RoleSchema),
    Culture: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AntiforgeryTokenSchema = z.object({ Token: z.string() }).meta({ id: 'AntiforgeryToken' });
export type AntiforgeryToken = z.infer<typeof AntiforgeryTokenSchema>;

/** The two fields of a new password: the policy on the first, the same text again in the second. */
const newPasswordFields = {
  Password: newPasswordField(),
  ConfirmPassword: textField({ required: true, maxlength: 1024 }),
};
const newPasswordRules = { ConfirmPassword: { equalTo: 'Password' } } as const;
const newPasswordMessages = { messages: { equalTo: MESSAGE_KEYS.PasswordsDiffer } };

/** Self-registration (the names' bounds are the checkout address's). */
export const RegisterRequestSchema = formSchema(
  {
    Email: emailField({ required: true, maxlength: 320 }),
    ...newPasswordFields,
    FirstName: textField({ required: true, maxlength: 100 }, { trim: true }),
    LastName: textField({ required: true, maxlength: 100 }, { trim: true }),
    Culture: CultureSchema,
  },
  newPasswordRules,
  newPasswordMessages,
).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/**
 * The answer to register, resend and forgot-password: the same whether the address has an account
 * or not, so nobody learns which addresses are customers'.
 */
export const AccountMailSentSchema = z.object({ Email: z.string() }).meta({ id: 'AccountMailSent' });
export type AccountMailSent = z.infer<typeof AccountMailSentSchema>;

/** An address to send an account message to (a new confirmation link, a reset link). */
export const AccountEmailRequestSchema = z
  .object({ Email: emailField({ required: true, maxlength: 320 }), Culture: CultureSchema })
  .meta({ id: 'AccountEmailRequest' });
export type AccountEmailRequest = z.input<typeof AccountEmailRequestSchema>;

/** The token of a link sent by e-mail. */
const tokenField = () => textField({ required: true, maxlength: 200 }, { trim: true });

export const ConfirmEmailRequestSchema = z
  .object({ Token: tokenField() })
  .meta({ id: 'ConfirmEmailRequest' });
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

export const ResetPasswordRequestSchema = formSchema(
  { Token: tokenField(), ...newPasswordFields },
  newPasswordRules,
  newPasswordMessages,
).meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = formSchema(
  { CurrentPassword: textField({ required: true, maxlength: 1024 }), ...newPasswordFields },
  newPasswordRules,
  newPasswordMessages,
).meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
