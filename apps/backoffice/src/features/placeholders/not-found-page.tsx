import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../i18n';

/** An /admin/* address that matches no page. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('Core.PageNotFound'));
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('Core.PageNotFound')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('Core.PageNotFoundText')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('Core.BackToHome')}
      </Button>
    </>
  );
}
