import { AntiforgeryTokenSchema, CurrentUserSchema, type LoginRequest } from '../contracts/security';
import { type CallOptions, type Requester, withCall } from '../http';

export function securityApi(request: Requester) {
  return {
    login: (body: LoginRequest) =>
      request('POST', '/api/v1/security/login', {
        body,
        schema: CurrentUserSchema,
        handles: [400, 429],
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
    me: (call?: CallOptions) =>
      request('GET', '/api/v1/security/me', { schema: CurrentUserSchema, ...withCall(call) }),
  };
}
