import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsCategory, AdminNewsPostSummary, SaveNewsCategoryRequest } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { refusalOf } from '../../lib/refusal';
import { CultureChips } from '../../lib/translation-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { publicationOf, slugify } from './news-form-model';
import { categoryOptions, type NewsMediaKit } from './news-kit';
import { NewsPostEditor } from './news-post-form';
import { NEWS_KEY, newsCategoriesQueryOptions, newsPostsQueryOptions } from './queries';

function StatusChip({ post }: { post: AdminNewsPostSummary }) {
  const t = useT();
  const state = publicationOf(post.Status, post.PublishAt);
  const label =
    state === 'draft'
      ? t('News.Admin.Draft')
      : state === 'scheduled'
        ? t('News.Admin.Scheduled')
        : t('News.Admin.Published');
  return <Chip size="small" label={label} color={state === 'published' ? 'success' : 'default'} />;
}

/** The news area: the posts (drafts and scheduled ones too) on the left, the chosen one's editor on the right. */
export function NewsPage({ title, media }: { title: string; media: NewsMediaKit }) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  useDocumentTitle(title);
  const posts = useQuery(newsPostsQueryOptions(api, culture));
  const categories = useQuery(newsCategoriesQueryOptions(api));
  const selection = useMasterDetail();
  const [addingCategory, setAddingCategory] = useState(false);
  const chosen = selection.isNew ? null : posts.data?.find((post) => post.PostId === selection.selectedKey);

  return (
    <>
      <MasterDetail
        title={title}
        listTitle={t('News.Title')}
        filter={
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" onClick={selection.selectNew}>
              {t('News.Admin.New')}
            </Button>
            <Button variant="text" size="small" onClick={() => setAddingCategory(true)}>
              {t('News.Admin.NewCategory')}
            </Button>
          </Stack>
        }
        items={posts.data}
        isLoading={posts.isPending}
        emptyMessage={t('News.NoPosts')}
        getKey={(post) => post.PostId}
        renderItem={(post) => (
          <Box sx={{ width: '100%' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <ListItemText primary={post.Title} secondary={post.CategoryName} />
              <StatusChip post={post} />
            </Box>
            <CultureChips cultures={post.Cultures} missingLabel={t('News.Admin.Missing')} />
          </Box>
        )}
        selection={selection}
        chooseMessage={t('News.Admin.Choose')}
        detail={
          (selection.isNew || chosen) && categories.data ? (
            <NewsPostEditor
              key={chosen?.PostId ?? NEW_RECORD}
              postId={chosen?.PostId ?? null}
              categories={categories.data}
              media={media}
              justCreated={chosen !== undefined && chosen?.PostId === selection.justCreated}
              onSaved={(saved, created) =>
                (created ? selection.selectCreated : selection.select)(saved.PostId)
              }
            />
          ) : null
        }
      />
      <CategoryDialog
        open={addingCategory}
        categories={categories.data ?? []}
        onClose={() => setAddingCategory(false)}
      />
    </>
  );
}

function CategoryDialog({
  open,
  categories,
  onClose,
}: {
  open: boolean;
  categories: readonly AdminNewsCategory[];
  onClose: () => void;
}) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  const queryClient = useQueryClient();
  const [parentId, setParentId] = useState('');
  const [names, setNames] = useState<Partial<Record<Culture, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: SaveNewsCategoryRequest) => api.news.createCategory(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: NEWS_KEY });
      setNames({});
      setParentId('');
      onClose();
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });
  const submit = () => {
    setFailure(undefined);
    const translations: SaveNewsCategoryRequest['Translations'] = {};
    for (const each of CULTURES) {
      const name = names[each]?.trim();
      if (name) translations[each] = { Name: name, Slug: slugify(name) };
    }
    save.mutate({ ParentId: parentId || null, Translations: translations });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="news-category-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="news-category-dialog">{t('News.Admin.NewCategory')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={t('News.Admin.ParentCategory')}
            value={parentId}
            onChange={(event) => setParentId(event.target.value)}
          >
            <MenuItem value="">{t('News.Admin.NoParent')}</MenuItem>
            {categoryOptions(categories, culture).map((option) => (
              <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 2 }}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {CULTURES.map((each) => (
            <TextField
              key={each}
              label={`${t('News.Admin.CategoryName')} (${each.toUpperCase()})`}
              value={names[each] ?? ''}
              onChange={(event) => setNames((current) => ({ ...current, [each]: event.target.value }))}
              slotProps={{ htmlInput: { lang: each } }}
            />
          ))}
          {failure && <Alert severity="error">{translateMessage(failure, t)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('News.Close')}</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t('News.Admin.AddCategory')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
