import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { type AdminAnnouncementSummary, announcementStateOf } from '@vitrine/api-client';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { CultureChips } from '../../lib/translation-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { PopupEditor } from './popup-form';
import type { PopupsMediaKit } from './popups-kit';
import { popupsQueryOptions } from './queries';

const STATE_KEYS = {
  draft: 'Announcements.Admin.Draft',
  scheduled: 'Announcements.Admin.Scheduled',
  live: 'Announcements.Admin.Live',
  ended: 'Announcements.Admin.Ended',
} as const;

function StateChip({ item }: { item: AdminAnnouncementSummary }) {
  const t = useT();
  const state = announcementStateOf(item);
  return <Chip size="small" label={t(STATE_KEYS[state])} color={state === 'live' ? 'success' : 'default'} />;
}

/** Popups and banners: every one on the left (drafts, scheduled and ended too), the chosen one's editor on the right. */
export function PopupsPage({ title, media }: { title: string; media: PopupsMediaKit }) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  useDocumentTitle(title);
  const list = useQuery(popupsQueryOptions(api, culture));
  const selection = useMasterDetail();
  const chosen = selection.isNew ? null : list.data?.find((item) => item.Id === selection.selectedKey);

  return (
    <MasterDetail
      title={title}
      listTitle={t('Announcements.Admin.Title')}
      filter={
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button variant="outlined" size="small" onClick={selection.selectNew}>
            {t('Announcements.Admin.New')}
          </Button>
        </Stack>
      }
      items={list.data}
      isLoading={list.isPending}
      emptyMessage={t('Announcements.Admin.Empty')}
      getKey={(item) => item.Id}
      renderItem={(item) => (
        <Box sx={{ width: '100%' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <ListItemText primary={item.Title} secondary={t(`Announcements.Admin.Kind.${item.Kind}`)} />
            <StateChip item={item} />
          </Box>
          <CultureChips cultures={item.Cultures} missingLabel={t('Announcements.Admin.Missing')} />
        </Box>
      )}
      selection={selection}
      chooseMessage={t('Announcements.Admin.Choose')}
      detail={
        selection.isNew || chosen ? (
          <PopupEditor
            key={chosen?.Id ?? NEW_RECORD}
            id={chosen?.Id ?? null}
            media={media}
            justCreated={chosen !== undefined && chosen?.Id === selection.justCreated}
            onSaved={(saved, created) => (created ? selection.selectCreated : selection.select)(saved.Id)}
            onDeleted={selection.clear}
          />
        ) : null
      }
    />
  );
}
