import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { AdminContentPageSummary } from '@vitrine/api-client';
import { useApi } from '../../lib/api-context';
import type { BlockMediaKit } from '../../lib/content-blocks';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { CultureChips } from '../../lib/translation-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { PageEditor } from './page-editor';
import { pageStateOf } from './page-form-model';
import { pagesQueryOptions } from './queries';

const STATE_KEYS = {
  draft: 'ContentPages.StateDraft',
  published: 'ContentPages.StatePublished',
  changed: 'ContentPages.StateChanged',
  scheduled: 'ContentPages.StateScheduled',
} as const;

function StateChip({ page }: { page: AdminContentPageSummary }) {
  const t = useT();
  const state = pageStateOf(page);
  return (
    <Chip
      size="small"
      label={t(STATE_KEYS[state])}
      color={state === 'published' ? 'success' : state === 'changed' ? 'warning' : 'default'}
    />
  );
}

/** The pages area: every content page with its state and cultures, the chosen one's editor beside. */
export function ContentPagesPage({ title, media }: { title: string; media: BlockMediaKit }) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  useDocumentTitle(title);
  const pages = useQuery(pagesQueryOptions(api, culture));
  const selection = useMasterDetail();
  const chosen = selection.isNew ? null : pages.data?.find((page) => page.PageId === selection.selectedKey);
  return (
    <MasterDetail
      title={title}
      listTitle={t('ContentPages.List')}
      filter={
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button variant="outlined" size="small" onClick={selection.selectNew}>
            {t('ContentPages.New')}
          </Button>
        </Stack>
      }
      items={pages.data}
      isLoading={pages.isPending}
      emptyMessage={t('ContentPages.NoPages')}
      getKey={(page) => page.PageId}
      renderItem={(page) => (
        <Box sx={{ width: '100%' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <ListItemText primary={page.Title} secondary={page.Key} />
            <StateChip page={page} />
          </Box>
          <CultureChips cultures={page.Cultures} missingLabel={t('ContentPages.Missing')} />
        </Box>
      )}
      selection={selection}
      chooseMessage={t('ContentPages.Choose')}
      detail={
        selection.isNew || chosen ? (
          <PageEditor
            key={chosen?.PageId ?? NEW_RECORD}
            pageId={chosen?.PageId ?? null}
            media={media}
            justCreated={chosen !== undefined && chosen?.PageId === selection.justCreated}
            onSaved={(saved, created) => (created ? selection.selectCreated : selection.select)(saved.PageId)}
          />
        ) : null
      }
    />
  );
}
