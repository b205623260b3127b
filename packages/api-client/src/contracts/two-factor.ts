import { textField } from '@vitrine/validation';
import { z } from 'zod';
import { CurrentUserSchema } from './security';

/**
 * Two-factor sign-in (ADR 031). A code is six digits from the authenticator app or one of the
 * recovery codes; one field takes either, the server tells them apart by their shape.
 */
const codeField = textField({ required: true, maxlength: 32 }, { trim: true });

/** The password was right and the account asks a second factor: send a code with this challenge. */
export const TwoFactorChallengeSchema = z
  .object({ TwoFactorRequired: z.literal(true), Challenge: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** What a sign-in's password step answers: the signed-in user, or the second step to take. */
export const LoginResultSchema = z
  .union([CurrentUserSchema, TwoFactorChallengeSchema])
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const isTwoFactorChallenge = (result: LoginResult): result is TwoFactorChallenge =>
  'TwoFactorRequired' in result && result.TwoFactorRequired === true;

export const TwoFactorSignInRequestSchema = z
  .object({ Challenge: z.string().min(1).max(200), Code: codeField })
  .meta({ id: 'TwoFactorSignInRequest' });
export type TwoFactorSignInRequest = z.input<typeof TwoFactorSignInRequestSchema>;

export const TwoFactorStatusSchema = z
  .object({ Enabled: z.boolean(), RecoveryCodesLeft: z.number().int() })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Setting up asks the password again: a session left open must not be enough to lock its owner out. */
export const TwoFactorSetupRequestSchema = z
  .object({ CurrentPassword: textField({ required: true, maxlength: 1024 }) })
  .meta({ id: 'TwoFactorSetupRequest' });
export type TwoFactorSetupRequest = z.input<typeof TwoFactorSetupRequestSchema>;

/** The secret for the app: as a QR code (an SVG data URI), as the otpauth URI, and to type by hand. */
export const TwoFactorSetupSchema = z
  .object({ Secret: z.string(), OtpAuthUri: z.string(), QrCode: z.string() })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorCodeRequestSchema = z.object({ Code: codeField }).meta({ id: 'TwoFactorCodeRequest' });
export type TwoFactorCodeRequest = z.input<typeof TwoFactorCodeRequestSchema>;

/** Shown once: only their hashes are kept. */
export const RecoveryCodesSchema = z
  .object({ RecoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
