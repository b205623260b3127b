import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../i18n';

/**
 * What a route shows when its loader or its rendering failed: the generic message and a way out.
 * The API error flow has already run for failed calls; this keeps the screen from going blank.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  useDocumentTitle(t('Core.Error'));
  useEffect(() => {
    console.error('[route] failed to load or render', error);
  }, [error]);

  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('Core.Error')}
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }}>
        {t('Manager.UnknowsErrors')}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('Backoffice.Reload')}
      </Button>
    </Box>
  );
}
