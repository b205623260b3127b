import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContentPage } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import {
  BlockEditor,
  type BlockMediaKit,
  BlocksPreview,
  type FormBlock,
  slugify,
} from '../../lib/content-blocks';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { LoadedRecord } from '../../lib/loaded-record';
import { changeTranslation, useSaveRefusals } from '../../lib/translated-form';
import { TranslationTabs } from '../../lib/translation-tabs';
import {
  emptyPageForm,
  emptyPageTranslation,
  instantOf,
  type PageForm,
  type PageFormTranslation,
  pageFormOf,
  pageRequestOf,
} from './page-form-model';
import { PAGES_KEY, pageQueryOptions, versionsQueryOptions } from './queries';

/** Loads a page (or starts a new one) and shows its editor; a reload reads it again. */
export function PageEditor({
  pageId,
  media,
  justCreated,
  onSaved,
}: {
  pageId: string | null;
  media: BlockMediaKit;
  justCreated: boolean;
  onSaved: (page: AdminContentPage, created: boolean) => void;
}) {
  const api = useApi();
  const page = useQuery({ ...pageQueryOptions(api, pageId ?? ''), enabled: pageId !== null });
  return (
    <LoadedRecord id={pageId} query={page}>
      {(record, reload) => (
        <PageEditorForm
          page={record}
          media={media}
          justCreated={justCreated}
          onSaved={onSaved}
          onReload={reload}
        />
      )}
    </LoadedRecord>
  );
}

function formTitle(form: PageForm, culture: Culture): string | undefined {
  const own = form.Translations[culture]?.Title;
  if (own) return own;
  for (const other of CULTURES) if (form.Translations[other]?.Title) return form.Translations[other]?.Title;
  return undefined;
}

function PageEditorForm({
  page,
  media,
  justCreated,
  onSaved,
  onReload,
}: {
  page: AdminContentPage | null;
  media: BlockMediaKit;
  justCreated: boolean;
  onSaved: (page: AdminContentPage, created: boolean) => void;
  onReload: () => Promise<void>;
}) {
  const t = useT();
  const { culture: staffCulture } = useCulture();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PageForm>(() =>
    page ? pageFormOf(page, media.fromAsset) : emptyPageForm(),
  );
  const [current, setCurrent] = useState<AdminContentPage | null>(page);
  const [tab, setTab] = useState<Culture>(staffCulture);
  const [saved, setSaved] = useState<string | null>(justCreated ? 'ContentPages.Saved' : null);
  const [theirs, setTheirs] = useState<AdminContentPage | null>(null);
  const [dialog, setDialog] = useState<'preview' | 'publish' | 'versions' | null>(null);

  const settle = async (result: AdminContentPage, message: string) => {
    setCurrent(result);
    setSaved(message);
    queryClient.setQueryData(pageQueryOptions(api, result.PageId).queryKey, result);
    await queryClient.invalidateQueries({ queryKey: PAGES_KEY });
  };
  const { failure, fieldError, cultureHasError, refused, clear } = useSaveRefusals((error) => {
    const other = (error.problem as { Current?: AdminContentPage } | undefined)?.Current;
    setTheirs(other ?? current);
    return 'ContentPages.Conflict';
  });

  const save = useMutation({
    mutationFn: (version: number | undefined) => {
      const body = pageRequestOf(form, current ? version : undefined);
      return current ? api.content.saveDraft(current.PageId, body) : api.content.createPage(body);
    },
    onSuccess: async (result) => {
      await settle(result, 'ContentPages.Saved');
      setTheirs(null);
      onSaved(result, current === null);
    },
    onError: refused,
  });
  const publish = useMutation({
    mutationFn: (at: string | null) =>
      api.content.publishPage(current?.PageId ?? '', {
        Version: current?.Version ?? 0,
        ...(at ? { PublishAt: instantOf(at) } : {}),
      }),
    onSuccess: async (result) => {
      setDialog(null);
      await settle(result, result.ScheduledAt ? 'ContentPages.ScheduledDone' : 'ContentPages.PublishedDone');
    },
    onError: (error) => {
      setDialog(null);
      refused(error);
    },
  });
  const unschedule = useMutation({
    mutationFn: () => api.content.unschedulePage(current?.PageId ?? '', { Version: current?.Version ?? 0 }),
    onSuccess: (result) => settle(result, 'ContentPages.Unscheduled'),
    onError: refused,
  });
  const restore = useMutation({
    mutationFn: (number: number) =>
      api.content.restoreVersion(current?.PageId ?? '', number, { Version: current?.Version ?? 0 }),
    onSuccess: async (result) => {
      setDialog(null);
      setForm(pageFormOf(result, media.fromAsset));
      await settle(result, 'ContentPages.Restored');
    },
    onError: (error) => {
      setDialog(null);
      refused(error);
    },
  });

  const reset = () => {
    setSaved(null);
    clear();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    save.mutate(current?.Version);
  };

  const setTranslation = (
    culture: Culture,
    change: (current: PageFormTranslation) => PageFormTranslation | undefined,
  ) => setForm(changeTranslation(culture, change));

  const translation = form.Translations[tab];
  // A new page keeps its name until it is saved (the form is found by it meanwhile).
  const title = current ? (formTitle(form, staffCulture) ?? current.Key) : t('ContentPages.New');
  const busy = save.isPending || publish.isPending || unschedule.isPending || restore.isPending;

  return (
    <EditorForm
      state={{ onSubmit, saved: saved !== null, failure, isSaving: save.isPending }}
      title={title}
      savedMessage={t(saved ?? 'ContentPages.Saved')}
    >
      <Stack spacing={2}>
        {current && <PublicationState page={current} />}
        {!current && (
          <TextField
            required
            label={t('ContentPages.Key')}
            value={form.Key}
            onChange={(event) => setForm({ ...form, Key: event.target.value })}
            error={Boolean(fieldError('Key'))}
            helperText={fieldError('Key') ?? t('ContentPages.KeyHelp')}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={form.ShowInMenu}
              onChange={(event) => setForm({ ...form, ShowInMenu: event.target.checked })}
            />
          }
          label={t('ContentPages.ShowInMenu')}
        />
        <TranslationTabs
          label={t('ContentPages.Cultures')}
          culture={tab}
          onCulture={setTab}
          has={(culture) => Boolean(form.Translations[culture])}
          hasError={cultureHasError}
          missingLabel={t('ContentPages.Missing')}
          translateLabel={t('ContentPages.Translate')}
          onTranslate={() =>
            setForm((state) => ({
              ...state,
              Translations: { ...state.Translations, [tab]: emptyPageTranslation() },
            }))
          }
        >
          {translation ? (
            <TranslationFields
              culture={tab}
              translation={translation}
              media={media}
              pageKey={current?.PageId ?? 'new'}
              assets={current?.Assets ?? []}
              fieldError={fieldError}
              onChange={(change) => setTranslation(tab, change)}
            />
          ) : null}
        </TranslationTabs>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={() => setDialog('preview')} disabled={!translation}>
            {t('ContentPages.Preview')}
          </Button>
          {current && (
            <>
              <Button
                variant="contained"
                color="success"
                disabled={busy}
                onClick={() => {
                  reset();
                  setDialog('publish');
                }}
              >
                {t('ContentPages.Publish')}
              </Button>
              {current.ScheduledAt && (
                <Button disabled={busy} onClick={() => unschedule.mutate()}>
                  {t('ContentPages.Unschedule')}
                </Button>
              )}
              <Button onClick={() => setDialog('versions')}>{t('ContentPages.Versions')}</Button>
            </>
          )}
        </Stack>
      </Stack>
      {translation && (
        <PreviewDialog
          open={dialog === 'preview'}
          culture={tab}
          translation={translation}
          onClose={() => setDialog(null)}
        />
      )}
      {current && (
        <PublishDialog
          open={dialog === 'publish'}
          busy={publish.isPending}
          onPublish={(at) => publish.mutate(at)}
          onClose={() => setDialog(null)}
        />
      )}
      {current && dialog === 'versions' && (
        <VersionsDialog
          pageId={current.PageId}
          busy={restore.isPending}
          onRestore={(number) => restore.mutate(number)}
          onClose={() => setDialog(null)}
        />
      )}
      {theirs && (
        <ConflictDialog
          theirs={theirs}
          mine={form}
          busy={save.isPending}
          onKeepMine={() => {
            reset();
            setCurrent(theirs);
            save.mutate(theirs.Version);
          }}
          onTakeTheirs={() => {
            setTheirs(null);
            void onReload();
          }}
          onClose={() => setTheirs(null)}
        />
      )}
    </EditorForm>
  );
}

/** Where the page stands: never published, published (with changes or not), scheduled. */
function PublicationState({ page }: { page: AdminContentPage }) {
  const t = useT();
  const { culture } = useCulture();
  const parts: string[] = [];
  if (page.PublishedNumber === null) parts.push(t('ContentPages.NeverPublished'));
  else parts.push(t('ContentPages.LiveVersion', { number: page.PublishedNumber }));
  if (page.HasChanges) parts.push(t('ContentPages.Changes'));
  if (page.ScheduledAt)
    parts.push(
      t('ContentPages.ScheduledFor', {
        date: new Date(page.ScheduledAt).toLocaleString(culture, { dateStyle: 'medium', timeStyle: 'short' }),
      }),
    );
  return (
    <Alert severity={page.ScheduledAt ? 'info' : page.HasChanges ? 'warning' : 'success'}>
      {parts.join(' · ')}
    </Alert>
  );
}

function TranslationFields({
  culture,
  translation,
  media,
  pageKey,
  assets,
  fieldError,
  onChange,
}: {
  culture: Culture;
  translation: PageFormTranslation;
  media: BlockMediaKit;
  pageKey: string;
  assets: AdminContentPage['Assets'];
  fieldError: (name: string) => string | undefined;
  onChange: (change: (current: PageFormTranslation) => PageFormTranslation | undefined) => void;
}) {
  const t = useT();
  const field = (name: string) => `Translations.${culture}.${name}`;
  const text = (name: 'Summary' | 'MetaTitle' | 'MetaDescription', label: string, multiline = false) => (
    <TextField
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      label={label}
      value={translation[name]}
      onChange={(event) => {
        const value = event.target.value;
        onChange((current) => ({ ...current, [name]: value }));
      }}
      error={Boolean(fieldError(field(name)))}
      helperText={fieldError(field(name))}
    />
  );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        required
        label={t('ContentPages.PageTitle')}
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
        label={t('ContentPages.Slug')}
        value={translation.Slug}
        onChange={(event) => {
          const value = event.target.value;
          onChange((current) => ({ ...current, Slug: value }));
        }}
        error={Boolean(fieldError(field('Slug')))}
        helperText={fieldError(field('Slug'))}
      />
      {text('Summary', t('ContentPages.Summary'), true)}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {text('MetaTitle', t('ContentPages.MetaTitle'))}
        {text('MetaDescription', t('ContentPages.MetaDescription'), true)}
      </Box>
      <Typography component="h3" variant="subtitle1">
        {t('ContentPages.Body')}
      </Typography>
      <BlockEditor
        blocks={translation.Blocks}
        onChange={(change: (blocks: FormBlock[]) => FormBlock[]) =>
          onChange((current) => ({ ...current, Blocks: change(current.Blocks) }))
        }
        media={media}
        idPrefix={`page-${pageKey}-${culture}`}
        fieldError={(path) => fieldError(path ? field(`Blocks.${path}`) : field('Blocks'))}
        assets={assets}
      />
      <Box>
        <Button color="warning" size="small" onClick={() => onChange(() => undefined)}>
          {t('ContentPages.RemoveTranslation')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The translation as the shop will show it, before it is saved. */
function PreviewDialog({
  open,
  culture,
  translation,
  onClose,
}: {
  open: boolean;
  culture: Culture;
  translation: PageFormTranslation;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('ContentPages.Preview')}</DialogTitle>
      <DialogContent lang={culture}>
        <Typography component="h2" variant="h4" gutterBottom>
          {translation.Title}
        </Typography>
        <BlocksPreview blocks={translation.Blocks} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ContentPages.Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Publish now, or at a date (the shop keeps the current version until then). */
function PublishDialog({
  open,
  busy,
  onPublish,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onPublish: (at: string | null) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const [at, setAt] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('ContentPages.Publish')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('ContentPages.PublishHelp')}
        </Typography>
        <TextField
          fullWidth
          type="datetime-local"
          label={t('ContentPages.PublishAt')}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Core.Cancel')}</Button>
        <Button variant="outlined" disabled={!at} loading={busy} onClick={() => onPublish(at)}>
          {t('ContentPages.Schedule')}
        </Button>
        <Button variant="contained" color="success" loading={busy} onClick={() => onPublish(null)}>
          {t('ContentPages.PublishNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The published versions, newest first; an older one can become the draft again. */
function VersionsDialog({
  pageId,
  busy,
  onRestore,
  onClose,
}: {
  pageId: string;
  busy: boolean;
  onRestore: (number: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const titleId = useId();
  const versions = useQuery(versionsQueryOptions(api, pageId, culture));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('ContentPages.Versions')}</DialogTitle>
      <DialogContent>
        {versions.isPending && <CircularProgress aria-label={t('Core.Loading')} />}
        {versions.data && !versions.data.length && <Typography>{t('ContentPages.NoVersions')}</Typography>}
        <List aria-label={t('ContentPages.Versions')}>
          {versions.data?.map((version) => (
            <ListItem
              key={version.Number}
              divider
              secondaryAction={
                <Button size="small" disabled={busy} onClick={() => onRestore(version.Number)}>
                  {t('ContentPages.Restore', { number: version.Number })}
                </Button>
              }
            >
              <ListItemText
                primary={`${t('ContentPages.Version', { number: version.Number })} — ${version.Title}${
                  version.Current ? ` (${t('ContentPages.Current')})` : ''
                }`}
                secondary={`${new Date(version.PublishedAt).toLocaleString(culture, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })} · ${version.Cultures.map((c) => c.toUpperCase()).join(', ')}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ContentPages.Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const summaryOf = (
  tr: { Title: string; Blocks: readonly unknown[] } | undefined,
  t: (key: string, p?: Record<string, string | number>) => string,
) =>
  tr
    ? `${tr.Title} — ${t('ContentPages.BlockCount', { count: tr.Blocks.length })}`
    : t('ContentPages.Missing');

/** Another editor saved first: their draft beside yours, culture by culture; keep one or the other. */
function ConflictDialog({
  theirs,
  mine,
  busy,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: {
  theirs: AdminContentPage;
  mine: PageForm;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('ContentPages.ConflictTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('ContentPages.Conflict')}
        </Alert>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(
            [
              ['ContentPages.Theirs', (c: Culture) => summaryOf(theirs.Draft[c], t)],
              ['ContentPages.Mine', (c: Culture) => summaryOf(mine.Translations[c], t)],
            ] as const
          ).map(([label, line]) => (
            <Box key={label} component="section" aria-label={t(label)}>
              <Typography component="h3" variant="subtitle1">
                {t(label)}
              </Typography>
              <List dense>
                {CULTURES.map((culture) => (
                  <ListItem key={culture} disableGutters>
                    <ListItemText primary={`${culture.toUpperCase()} : ${line(culture)}`} />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs}>{t('ContentPages.TakeTheirs')}</Button>
        <Button variant="contained" loading={busy} onClick={onKeepMine}>
          {t('ContentPages.KeepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
