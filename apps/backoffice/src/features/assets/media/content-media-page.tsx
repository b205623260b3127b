import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ContentPageSummary } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../lib/api-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../i18n';
import { contentPagesQueryOptions } from '../api/queries';
import { ImageWidget } from '../widgets/asset-widget';
import { HERO_CROP, useContentPageMediaForm } from './use-media-forms';

/** The content area: pick a page, then change its hero image (one image, cropped to 1600 × 600). */
export function ContentMediaPage({ title }: { title: string }) {
  const t = useT();
  const api = useApi();
  useDocumentTitle(title);
  const pages = useQuery(contentPagesQueryOptions(api));
  const [pageId, setPageId] = useState<string | null>(null);
  const listId = useId();
  const page = pages.data?.find((item) => item.PageId === pageId);

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby={listId} variant="outlined" sx={{ p: 1.5 }}>
          <Typography id={listId} component="h2" variant="h6">
            {t('Backoffice.ContentPages')}
          </Typography>
          {pages.isPending ? (
            <CircularProgress aria-label={t('Core.Loading')} />
          ) : (
            <List dense>
              {(pages.data ?? []).map((item) => (
                // A list holds list items only: the button goes inside one (axe: list).
                <ListItem key={item.PageId} disablePadding>
                  <ListItemButton
                    selected={item.PageId === pageId}
                    aria-current={item.PageId === pageId ? 'true' : undefined}
                    onClick={() => setPageId(item.PageId)}
                  >
                    <ListItemText primary={item.Title} secondary={item.Key} />
                    {item.IsHomepage && <Chip size="small" label={t('Backoffice.ContentHomepage')} />}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {page ? (
            <HeroForm key={page.PageId} page={page} />
          ) : (
            <Alert severity="info">{t('Backoffice.ContentChoosePage')}</Alert>
          )}
        </Box>
      </Box>
    </>
  );
}

function HeroForm({ page }: { page: ContentPageSummary }) {
  const t = useT();
  const headingId = useId();
  const { form, onSubmit, saved, failure, isSaving } = useContentPageMediaForm(page);
  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2 }}
      onSubmit={onSubmit}
      noValidate
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {page.Title}
      </Typography>
      <Controller
        control={form.control}
        name="hero"
        render={({ field }) => (
          <ImageWidget
            uniqueId={`hero-${page.PageId}`}
            label={t('Backoffice.ContentHeroImage')}
            crop={HERO_CROP}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translateMessage(failure, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" loading={isSaving}>
          {t('Backoffice.Save')}
        </Button>
        <Box role="status" sx={{ flexGrow: 1 }}>
          {saved && <Alert severity="success">{t('Backoffice.ContentSaved')}</Alert>}
        </Box>
      </Box>
    </Paper>
  );
}
