import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../i18n';

/** Stands in for an area whose screens are still to be built. */
export function ComingSoonPage({ title }: { title: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">{t('Backoffice.ComingSoon')}</Alert>
    </>
  );
}
