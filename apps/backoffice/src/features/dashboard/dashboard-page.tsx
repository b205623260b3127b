import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../i18n';

export interface DashboardLink {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The back office's home: a greeting and the areas this user works in. */
export function DashboardPage({ name, links }: { name: string; links: readonly DashboardLink[] }) {
  const t = useT();
  const sectionsId = useId();
  useDocumentTitle(t('Backoffice.Dashboard'));

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('Backoffice.Welcome', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('Backoffice.DashboardIntro')}
      </Typography>
      {links.length > 0 && (
        <Box component="section" aria-labelledby={sectionsId}>
          <Typography id={sectionsId} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('Backoffice.YourSections')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={link.to}
                    sx={{ p: 2.5, height: '100%', display: 'flex', justifyContent: 'flex-start', gap: 2 }}
                  >
                    <Box sx={{ color: 'primary.main', display: 'flex' }}>{link.icon}</Box>
                    <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {link.label}
                    </Typography>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
