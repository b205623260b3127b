import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import type { ContentPageSummary } from '@vitrine/api-client';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../lib/api-context';
import { EditorForm } from '../../../lib/editor-form';
import { MasterDetail } from '../../../lib/master-detail';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMasterDetail } from '../../../lib/use-master-detail';
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
  const selection = useMasterDetail();
  const page = pages.data?.find((item) => item.PageId === selection.selectedKey);

  return (
    <MasterDetail
      title={title}
      listTitle={t('Backoffice.ContentPages')}
      listWidth={300}
      items={pages.data}
      isLoading={pages.isPending}
      getKey={(item) => item.PageId}
      renderItem={(item) => (
        <>
          <ListItemText primary={item.Title} secondary={item.Key} />
          {item.IsHomepage && <Chip size="small" label={t('Backoffice.ContentHomepage')} />}
        </>
      )}
      selection={selection}
      chooseMessage={t('Backoffice.ContentChoosePage')}
      detail={page ? <HeroForm key={page.PageId} page={page} /> : null}
    />
  );
}

function HeroForm({ page }: { page: ContentPageSummary }) {
  const t = useT();
  const state = useContentPageMediaForm(page);
  return (
    <EditorForm state={state} title={page.Title} savedMessage={t('Backoffice.ContentSaved')}>
      <Controller
        control={state.form.control}
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
    </EditorForm>
  );
}
