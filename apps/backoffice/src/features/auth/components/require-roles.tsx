import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Role } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../i18n';
import { useCurrentUser } from '../hooks/use-current-user';
import { hasAnyRole } from '../roles';

interface RequireRolesProps {
  roles: readonly Role[];
  /** The area's name, the heading of the refusal. */
  title: string;
  children: ReactNode;
}

/**
 * One area of the back office, for the roles that work in it. The menu hides the other areas; this
 * covers a typed or bookmarked address (the API enforces the same rule on every call).
 */
export function RequireRoles({ roles, title, children }: RequireRolesProps) {
  const user = useCurrentUser();
  if (user !== undefined && hasAnyRole(user, roles)) return children;
  return <AccessDenied title={title} />;
}

function AccessDenied({ title }: { title: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Alert severity="warning">{t('Security.Forbidden')}</Alert>
    </>
  );
}
