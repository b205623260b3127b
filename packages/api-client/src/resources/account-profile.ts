import type {
  ChangeEmailRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  ProfileUpdateRequest,
} from '../contracts/account-profile';
import { AccountMailSentSchema, CurrentUserSchema } from '../contracts/security';
import type { Requester } from '../http';

/**
 * The signed-in customer's own account: the profile, a change of e-mail address (confirmed from
 * the new address, the link working without signing in) and deleting the account.
 */
export function accountProfileApi(request: Requester) {
  return {
    /** PUT {app}/api/v1/security/profile: names and language; answers the account as it is now. */
    update: (body: ProfileUpdateRequest) =>
      request('PUT', '/api/v1/security/profile', { body, schema: CurrentUserSchema, handles: [400] }),
    /** POST {app}/api/v1/security/change-email: sends the link to the new address (202). */
    changeEmail: (body: ChangeEmailRequest) =>
      request('POST', '/api/v1/security/change-email', {
        body,
        schema: AccountMailSentSchema,
        handles: [400, 429],
      }),
    /** POST {app}/api/v1/security/change-email/confirm: the new address's link (once). */
    confirmEmailChange: (body: ConfirmEmailChangeRequest) =>
      request<void>('POST', '/api/v1/security/change-email/confirm', { body, handles: [400, 429] }),
    /** POST {app}/api/v1/security/delete-account: ends every session and erases the account. */
    deleteAccount: (body: DeleteAccountRequest) =>
      request<void>('POST', '/api/v1/security/delete-account', { body, handles: [400, 409, 429] }),
  };
}
