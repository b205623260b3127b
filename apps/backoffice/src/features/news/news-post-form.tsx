import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsCategory, AdminNewsPost, Asset } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { BlockEditor, type BlockShortcut, BlocksPreview } from '../../lib/content-blocks';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { LoadedRecord } from '../../lib/loaded-record';
import { changeTranslation, useSaveRefusals } from '../../lib/translated-form';
import { TranslationTabs } from '../../lib/translation-tabs';
import {
  emptyForm,
  emptyTranslation,
  type FormBlock,
  type FormTranslation,
  formOf,
  type NewsForm,
  newWidgetBlock,
  requestOf,
  slugify,
} from './news-form-model';
import { categoryOptions, type NewsMediaKit } from './news-kit';
import { NEWS_KEY, newsPostQueryOptions } from './queries';

/** Loads a post (or starts a new one) and shows its form; "reload" after a conflict reads it again. */
export function NewsPostEditor({
  postId,
  categories,
  media,
  justCreated,
  onSaved,
}: {
  postId: string | null;
  categories: readonly AdminNewsCategory[];
  media: NewsMediaKit;
  justCreated: boolean;
  onSaved: (post: AdminNewsPost, created: boolean) => void;
}) {
  const api = useApi();
  const post = useQuery({ ...newsPostQueryOptions(api, postId ?? ''), enabled: postId !== null });
  return (
    <LoadedRecord id={postId} query={post}>
      {(record, reload) => (
        <NewsPostForm
          post={record}
          categories={categories}
          media={media}
          justCreated={justCreated}
          onSaved={onSaved}
          onReload={reload}
        />
      )}
    </LoadedRecord>
  );
}

function NewsPostForm({
  post,
  categories,
  media,
  justCreated,
  onSaved,
  onReload,
}: {
  post: AdminNewsPost | null;
  categories: readonly AdminNewsCategory[];
  media: NewsMediaKit;
  justCreated: boolean;
  onSaved: (post: AdminNewsPost, created: boolean) => void;
  onReload: () => Promise<void>;
}) {
  const t = useT();
  const { culture: staffCulture } = useCulture();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<NewsForm>(() =>
    post ? formOf(post, media.fromAsset) : emptyForm(categories[0]?.CategoryId ?? ''),
  );
  const [version, setVersion] = useState(post?.Version);
  const [tab, setTab] = useState<Culture>(staffCulture);
  const [saved, setSaved] = useState(justCreated);
  const [conflict, setConflict] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const { failure, fieldError, cultureHasError, refused, clear } = useSaveRefusals(() => {
    setConflict(true);
    return 'News.Admin.Conflict';
  });

  const save = useMutation({
    mutationFn: () => {
      const body = requestOf(form, post ? version : undefined);
      return post ? api.news.updatePost(post.PostId, body) : api.news.createPost(body);
    },
    onSuccess: async (result) => {
      setSaved(true);
      setVersion(result.Version);
      queryClient.setQueryData(newsPostQueryOptions(api, result.PostId).queryKey, result);
      await queryClient.invalidateQueries({ queryKey: [...NEWS_KEY, 'posts'] });
      onSaved(result, post === null);
    },
    onError: refused,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    clear();
    save.mutate();
  };

  const setTranslation = (
    culture: Culture,
    change: (current: FormTranslation) => FormTranslation | undefined,
  ) => setForm(changeTranslation(culture, change));

  const translation = form.Translations[tab];
  const title = post ? (formTitle(form, staffCulture) ?? t('News.Admin.New')) : t('News.Admin.New');

  return (
    <EditorForm
      state={{ onSubmit, saved, failure, isSaving: save.isPending }}
      title={title}
      savedMessage={t('News.Admin.Saved')}
    >
      <Stack spacing={2}>
        {conflict && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {t('News.Admin.Reload')}
              </Button>
            }
          >
            {t('News.Admin.Conflict')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            required
            label={t('News.Admin.Category')}
            value={form.CategoryId}
            onChange={(event) => setForm({ ...form, CategoryId: event.target.value })}
            error={Boolean(fieldError('CategoryId'))}
            helperText={fieldError('CategoryId')}
          >
            {categoryOptions(categories, staffCulture).map((option) => (
              <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 2 }}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('News.Admin.Status')}
            value={form.Status}
            onChange={(event) =>
              setForm({ ...form, Status: event.target.value === 'published' ? 'published' : 'draft' })
            }
          >
            <MenuItem value="draft">{t('News.Admin.Draft')}</MenuItem>
            <MenuItem value="published">{t('News.Admin.Published')}</MenuItem>
          </TextField>
          <TextField
            type="datetime-local"
            label={t('News.Admin.PublishAt')}
            value={form.PublishAt}
            onChange={(event) => setForm({ ...form, PublishAt: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fieldError('PublishAt'))}
            helperText={fieldError('PublishAt')}
          />
        </Box>
        <media.ImagePicker
          uniqueId={`news-cover-${post?.PostId ?? 'new'}`}
          label={t('News.Admin.Cover')}
          value={form.Cover}
          onChange={(cover) => setForm((current) => ({ ...current, Cover: cover }))}
          helperText={fieldError('CoverAssetId')}
        />
        <TranslationTabs
          label={t('News.Admin.Body')}
          culture={tab}
          onCulture={setTab}
          has={(culture) => Boolean(form.Translations[culture])}
          hasError={cultureHasError}
          missingLabel={t('News.Admin.Missing')}
          translateLabel={t('News.Admin.Translate')}
          onTranslate={() =>
            setForm((current) => ({
              ...current,
              Translations: { ...current.Translations, [tab]: emptyTranslation() },
            }))
          }
        >
          {translation ? (
            <TranslationFields
              assets={post?.Assets ?? []}
              culture={tab}
              translation={translation}
              media={media}
              postKey={post?.PostId ?? 'new'}
              fieldError={fieldError}
              onChange={(change) => setTranslation(tab, change)}
            />
          ) : null}
        </TranslationTabs>
        <Box>
          <Button variant="outlined" onClick={() => setPreviewing(true)} disabled={!translation}>
            {t('News.Admin.Preview')}
          </Button>
        </Box>
      </Stack>
      {translation && (
        <PreviewDialog
          open={previewing}
          culture={tab}
          translation={translation}
          form={form}
          onClose={() => setPreviewing(false)}
        />
      )}
    </EditorForm>
  );
}

function formTitle(form: NewsForm, culture: Culture): string | undefined {
  const own = form.Translations[culture]?.Title;
  if (own) return own;
  for (const other of CULTURES) if (form.Translations[other]?.Title) return form.Translations[other]?.Title;
  return undefined;
}

function TranslationFields({
  assets,
  culture,
  translation,
  media,
  postKey,
  fieldError,
  onChange,
}: {
  assets: readonly Asset[];
  culture: Culture;
  translation: FormTranslation;
  media: NewsMediaKit;
  postKey: string;
  fieldError: (name: string) => string | undefined;
  onChange: (change: (current: FormTranslation) => FormTranslation | undefined) => void;
}) {
  const t = useT();
  const field = (name: string) => `Translations.${culture}.${name}`;
  const setBlocks = (change: (blocks: FormBlock[]) => FormBlock[]) =>
    onChange((current) => ({ ...current, Blocks: change(current.Blocks) }));
  const shortcuts: BlockShortcut[] = [
    { label: t('News.Admin.AddList'), block: () => newWidgetBlock('news-list') },
    { label: t('News.Admin.AddCalendar'), block: () => newWidgetBlock('news-calendar') },
    { label: t('News.Admin.AddCarousel'), block: () => newWidgetBlock('news-carousel') },
    { label: t('News.Admin.AddTicker'), block: () => newWidgetBlock('news-ticker') },
  ];
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        required
        label={t('News.Admin.PostTitle')}
        value={translation.Title}
        onChange={(event) => {
          const value = event.target.value;
          // The slug follows the title until the editor writes one of their own.
          onChange((current) => ({
            ...current,
            Title: value,
            Slug: !current.Slug || current.Slug === slugify(current.Title) ? slugify(value) : current.Slug,
          }));
        }}
        error={Boolean(fieldError(field('Title')))}
        helperText={fieldError(field('Title'))}
      />
      <TextField
        required
        label={t('News.Admin.Slug')}
        value={translation.Slug}
        onChange={(event) => onChange((current) => ({ ...current, Slug: event.target.value }))}
        error={Boolean(fieldError(field('Slug')))}
        helperText={fieldError(field('Slug'))}
      />
      <TextField
        multiline
        minRows={2}
        label={t('News.Admin.Summary')}
        value={translation.Summary}
        onChange={(event) => onChange((current) => ({ ...current, Summary: event.target.value }))}
        error={Boolean(fieldError(field('Summary')))}
        helperText={fieldError(field('Summary'))}
      />
      <Typography component="h3" variant="subtitle1">
        {t('News.Admin.Body')}
      </Typography>
      <BlockEditor
        blocks={translation.Blocks}
        onChange={setBlocks}
        media={media}
        idPrefix={`news-${postKey}-${culture}`}
        fieldError={(path) => fieldError(path ? field(`Blocks.${path}`) : field('Blocks'))}
        assets={assets}
        shortcuts={shortcuts}
      />
      <Box>
        <Button color="warning" size="small" onClick={() => onChange(() => undefined)}>
          {t('News.Admin.RemoveTranslation')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The translation as the shop will show it: title, summary and blocks, before it is saved. */
function PreviewDialog({
  open,
  culture,
  translation,
  form,
  onClose,
}: {
  open: boolean;
  culture: Culture;
  translation: FormTranslation;
  form: NewsForm;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const cover = form.Cover[0];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('News.Admin.Preview')}</DialogTitle>
      <DialogContent lang={culture}>
        <Typography component="h2" variant="h4" gutterBottom>
          {translation.Title}
        </Typography>
        {cover?.Uri && <Box component="img" src={cover.Uri} alt="" sx={{ maxWidth: '100%', mb: 2 }} />}
        {translation.Summary && (
          <Typography variant="subtitle1" gutterBottom>
            {translation.Summary}
          </Typography>
        )}
        <BlocksPreview blocks={translation.Blocks} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('News.Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
