import type { CurrentUser } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSignInOnUnauthorized } from '../hooks/use-sign-in-on-unauthorized';
import { isStaff } from '../roles';
import { ForbiddenPage } from './forbidden-page';

/**
 * The staff area's gate, below the route whose loader fetched `me`: a customer account sees the
 * forbidden page, and a 401 from any later call sends the user to sign in again.
 */
export function RequireStaff({ children }: { children: (user: CurrentUser) => ReactNode }) {
  useSignInOnUnauthorized();
  const user = useCurrentUser();
  // No user: the session was just dropped and the navigation to the sign-in page is under way.
  if (!user) return null;
  if (!isStaff(user)) return <ForbiddenPage user={user} />;
  return children(user);
}
