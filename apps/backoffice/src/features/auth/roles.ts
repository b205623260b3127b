import type { CurrentUser, Role } from '@vitrine/api-client';

/** The roles that open the back office; a customer account alone does not. */
export const STAFF_ROLES = ['editor', 'sales', 'catalogue', 'admin'] as const satisfies readonly Role[];

export function hasAnyRole(user: Pick<CurrentUser, 'Roles'>, roles: readonly Role[]): boolean {
  return user.Roles.some((role) => roles.includes(role));
}

export function isStaff(user: Pick<CurrentUser, 'Roles'>): boolean {
  return hasAnyRole(user, STAFF_ROLES);
}

export function displayName(user: Pick<CurrentUser, 'FirstName' | 'LastName' | 'Email'>): string {
  return `${user.FirstName} ${user.LastName}`.trim() || user.Email;
}
