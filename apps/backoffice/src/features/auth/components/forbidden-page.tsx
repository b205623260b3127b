import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@vitrine/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../i18n';
import { useSignOut } from '../hooks/use-sign-out';
import { displayName } from '../roles';

/** A signed-in account without a staff role (a customer): say so and offer to switch accounts. */
export function ForbiddenPage({ user }: { user: CurrentUser }) {
  const t = useT();
  const { signOut, isPending } = useSignOut();
  useDocumentTitle(t('Backoffice.Title'));
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 480 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Vitrine · {t('Backoffice.Title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('Security.Forbidden')}
        </Alert>
        <Typography sx={{ mb: 3 }}>{t('Security.SignedInAs', { name: displayName(user) })}</Typography>
        <Button variant="contained" onClick={signOut} loading={isPending}>
          {t('Security.Logout')}
        </Button>
      </Paper>
    </Box>
  );
}
