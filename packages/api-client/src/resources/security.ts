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
import { type CallOptions, type Requester, withCall } from '../http';

export function securityApi(request: Requester) {
  return {
    login: (body: LoginRequest) =>
      request('POST', '/api/v1/security/login', {
        body,
        schema: CurrentUserSchema,
        // 403: the password was right, the e-mail address is not confirmed yet.
        handles: [400, 403, 429],
      }),
    /** The back office's sign-in: refuses accounts without a staff role. */
    staffLogin: (body: LoginRequest) =>
      request('POST', '/api/v1/backoffice/security/login', {
        body,
        schema: CurrentUserSchema,
        handles: [400, 403, 429],
      }),
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
