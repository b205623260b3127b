import {
  type AccountEmailRequest,
  AccountMailSentSchema,
  AntiforgeryTokenSchema,
  type ChangePasswordRequest,
  type ConfirmEmailRequest,
  CurrentUserSchema,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../contracts/security';
import {
  LoginResultSchema,
  RecoveryCodesSchema,
  type TwoFactorCodeRequest,
  type TwoFactorSetupRequest,
  TwoFactorSetupSchema,
  type TwoFactorSignInRequest,
  TwoFactorStatusSchema,
} from '../contracts/two-factor';
import { type CallOptions, type Requester, withCall } from '../http';

export function securityApi(request: Requester) {
  return {
    /** Signs in, or answers the challenge of a second step (`isTwoFactorChallenge`). */
    login: (body: LoginRequest) =>
      request('POST', '/api/v1/security/login', {
        body,
        schema: LoginResultSchema,
        // 403: the password was right, the e-mail address is not confirmed yet.
        handles: [400, 403, 429],
      }),
    /** The back office's sign-in: refuses accounts without a staff role. */
    staffLogin: (body: LoginRequest) =>
      request('POST', '/api/v1/backoffice/security/login', {
        body,
        schema: LoginResultSchema,
        handles: [400, 403, 429],
      }),
    /** The sign-in's second step: the challenge and a code from the app or a recovery code. */
    loginTwoFactor: (body: TwoFactorSignInRequest) =>
      request('POST', '/api/v1/security/login/two-factor', {
        body,
        schema: CurrentUserSchema,
        handles: [400, 429],
      }),
    staffLoginTwoFactor: (body: TwoFactorSignInRequest) =>
      request('POST', '/api/v1/backoffice/security/login/two-factor', {
        body,
        schema: CurrentUserSchema,
        handles: [400, 429],
      }),
    twoFactor: {
      status: (call?: CallOptions) =>
        request('GET', '/api/v1/security/two-factor', { schema: TwoFactorStatusSchema, ...withCall(call) }),
      setup: (body: TwoFactorSetupRequest) =>
        request('POST', '/api/v1/security/two-factor/setup', {
          body,
          schema: TwoFactorSetupSchema,
          handles: [400, 409, 429],
        }),
      enable: (body: TwoFactorCodeRequest) =>
        request('POST', '/api/v1/security/two-factor/enable', {
          body,
          schema: RecoveryCodesSchema,
          handles: [400, 409, 429],
        }),
      disable: (body: TwoFactorCodeRequest) =>
        request<void>('POST', '/api/v1/security/two-factor/disable', { body, handles: [400, 409, 429] }),
      regenerateRecoveryCodes: (body: TwoFactorCodeRequest) =>
        request('POST', '/api/v1/security/two-factor/recovery-codes', {
          body,
          schema: RecoveryCodesSchema,
          handles: [400, 409, 429],
        }),
    },
    logout: () => request<void>('POST', '/api/v1/security/logout'),
    /** A token for the x-csrf-token header, for calls made outside this client (an upload with progress). */
    antiforgery: () => request('GET', '/api/v1/security/antiforgery', { schema: AntiforgeryTokenSchema }),
    /** Self-registration: answered alike whether the address already has an account or not. */
    register: (body: RegisterRequest) =>
      request('POST', '/api/v1/security/register', {
        body,
        schema: AccountMailSentSchema,
        handles: [400, 429],
      }),
    confirmEmail: (body: ConfirmEmailRequest) =>
      request<void>('POST', '/api/v1/security/confirm-email', { body, handles: [400, 429] }),
    resendConfirmation: (body: AccountEmailRequest) =>
      request('POST', '/api/v1/security/confirm-email/resend', {
        body,
        schema: AccountMailSentSchema,
        handles: [400, 429],
      }),
    forgotPassword: (body: AccountEmailRequest) =>
      request('POST', '/api/v1/security/forgot-password', {
        body,
        schema: AccountMailSentSchema,
        handles: [400, 429],
      }),
    resetPassword: (body: ResetPasswordRequest) =>
      request<void>('POST', '/api/v1/security/reset-password', { body, handles: [400, 429] }),
    /** Signed in: ends every other session of the account, keeps this one. */
    changePassword: (body: ChangePasswordRequest) =>
      request<void>('POST', '/api/v1/security/change-password', { body, handles: [400, 429] }),
    me: (call?: CallOptions) =>
      request('GET', '/api/v1/security/me', { schema: CurrentUserSchema, ...withCall(call) }),
  };
}
