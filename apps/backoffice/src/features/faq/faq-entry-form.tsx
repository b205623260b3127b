import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFaqEntry, AdminFaqSection, Asset } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { BlockEditor, type BlockMediaKit, type FormBlock } from '../../lib/content-blocks';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { LoadedRecord } from '../../lib/loaded-record';
import { changeTranslation, useSaveRefusals } from '../../lib/translated-form';
import { TranslationTabs } from '../../lib/translation-tabs';
import {
  emptyEntryForm,
  emptyEntryTranslation,
  entryFormOf,
  entryRequestOf,
  type FaqEntryForm,
  type FaqEntryTranslationForm,
  sectionTitle,
} from './faq-model';
import { FAQ_KEY, faqEntryQueryOptions } from './queries';

/** Another editor saved first: nothing was written; reloading shows their version. */
export function ConflictDialog({
  open,
  onReload,
  onClose,
}: {
  open: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Faq.Admin.ConflictTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('Faq.Admin.Conflict')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Faq.Admin.Cancel')}</Button>
        <Button variant="contained" onClick={onReload}>
          {t('Faq.Admin.Reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Loads an entry (or starts a new one) and shows its form; "reload" after a conflict reads it again. */
export function FaqEntryEditor({
  entryId,
  sections,
  media,
  justCreated,
  onSaved,
}: {
  entryId: string | null;
  sections: readonly AdminFaqSection[];
  media: BlockMediaKit;
  justCreated: boolean;
  onSaved: (entry: AdminFaqEntry, created: boolean) => void;
}) {
  const api = useApi();
  const entry = useQuery({ ...faqEntryQueryOptions(api, entryId ?? ''), enabled: entryId !== null });
  return (
    <LoadedRecord id={entryId} query={entry}>
      {(record, reload) => (
        <FaqEntryFormView
          entry={record}
          sections={sections}
          media={media}
          justCreated={justCreated}
          onSaved={onSaved}
          onReload={reload}
        />
      )}
    </LoadedRecord>
  );
}

function FaqEntryFormView({
  entry,
  sections,
  media,
  justCreated,
  onSaved,
  onReload,
}: {
  entry: AdminFaqEntry | null;
  sections: readonly AdminFaqSection[];
  media: BlockMediaKit;
  justCreated: boolean;
  onSaved: (entry: AdminFaqEntry, created: boolean) => void;
  onReload: () => Promise<void>;
}) {
  const t = useT();
  const { culture: staffCulture } = useCulture();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FaqEntryForm>(() =>
    entry ? entryFormOf(entry, media.fromAsset) : emptyEntryForm(sections[0]?.SectionId ?? ''),
  );
  const [version, setVersion] = useState(entry?.Version);
  const [tab, setTab] = useState<Culture>(staffCulture);
  const [saved, setSaved] = useState(justCreated);
  const [conflict, setConflict] = useState(false);
  const [conflictOpen, setConflictOpen] = useState(false);
  const { failure, setFailure, fieldError, cultureHasError, refused, clear } = useSaveRefusals(() => {
    setConflict(true);
    setConflictOpen(true);
    return 'Faq.Admin.Conflict';
  });

  const afterSave = async (result: AdminFaqEntry, created: boolean) => {
    setVersion(result.Version);
    queryClient.setQueryData(faqEntryQueryOptions(api, result.EntryId).queryKey, result);
    await queryClient.invalidateQueries({ queryKey: [...FAQ_KEY, 'entries'] });
    onSaved(result, created);
  };

  const save = useMutation({
    mutationFn: () => {
      const body = entryRequestOf(form, entry ? version : undefined);
      return entry ? api.faq.updateEntry(entry.EntryId, body) : api.faq.createEntry(body);
    },
    onSuccess: async (result) => {
      setSaved(true);
      await afterSave(result, entry === null);
    },
    onError: refused,
  });

  // Publishing from the list of states sends only the state, with the version the form holds.
  const publish = useMutation({
    mutationFn: (status: AdminFaqEntry['Status']) =>
      api.faq.setEntryStatus(entry?.EntryId ?? '', { Status: status, Version: version ?? 1 }),
    onSuccess: async (result) => {
      setForm((current) => ({ ...current, Status: result.Status }));
      setSaved(true);
      await afterSave(result, false);
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
    change: (current: FaqEntryTranslationForm) => FaqEntryTranslationForm | undefined,
  ) => setForm(changeTranslation(culture, change));

  const translation = form.Translations[tab];
  const ownQuestion =
    form.Translations[staffCulture]?.Question ||
    CULTURES.map((culture) => form.Translations[culture]?.Question).find(Boolean);
  const title = entry ? ownQuestion || t('Faq.Admin.NewEntry') : t('Faq.Admin.NewEntry');

  return (
    <EditorForm
      state={{ onSubmit, saved, failure, isSaving: save.isPending }}
      title={title}
      savedMessage={t('Faq.Admin.Saved')}
    >
      <Stack spacing={2}>
        {conflict && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {t('Faq.Admin.Reload')}
              </Button>
            }
          >
            {t('Faq.Admin.Conflict')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            required
            label={t('Faq.Admin.Section')}
            value={form.SectionId}
            onChange={(event) => setForm({ ...form, SectionId: event.target.value })}
            error={Boolean(fieldError('SectionId'))}
            helperText={fieldError('SectionId')}
          >
            {sections.map((section) => (
              <MenuItem key={section.SectionId} value={section.SectionId}>
                {sectionTitle(section, staffCulture) || t('Faq.Admin.Untitled')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('Faq.Admin.Status')}
            value={form.Status}
            onChange={(event) =>
              setForm({ ...form, Status: event.target.value === 'published' ? 'published' : 'draft' })
            }
          >
            <MenuItem value="draft">{t('Faq.Admin.Draft')}</MenuItem>
            <MenuItem value="published">{t('Faq.Admin.Published')}</MenuItem>
          </TextField>
        </Box>
        {entry && (
          <Box>
            <Button
              variant="outlined"
              loading={publish.isPending}
              onClick={() => {
                setSaved(false);
                setFailure(undefined);
                publish.mutate(form.Status === 'published' ? 'draft' : 'published');
              }}
            >
              {form.Status === 'published' ? t('Faq.Admin.Unpublish') : t('Faq.Admin.Publish')}
            </Button>
          </Box>
        )}
        <TranslationTabs
          label={t('Faq.Admin.Answer')}
          culture={tab}
          onCulture={setTab}
          has={(culture) => Boolean(form.Translations[culture])}
          hasError={cultureHasError}
          missingLabel={t('Faq.Admin.Missing')}
          translateLabel={t('Faq.Admin.Translate')}
          onTranslate={() =>
            setForm((current) => ({
              ...current,
              Translations: { ...current.Translations, [tab]: emptyEntryTranslation() },
            }))
          }
        >
          {translation ? (
            <TranslationFields
              assets={entry?.Assets ?? []}
              culture={tab}
              translation={translation}
              media={media}
              entryKey={entry?.EntryId ?? 'new'}
              fieldError={fieldError}
              onChange={(change) => setTranslation(tab, change)}
            />
          ) : null}
        </TranslationTabs>
      </Stack>
      <ConflictDialog
        open={conflictOpen}
        onClose={() => setConflictOpen(false)}
        onReload={() => {
          setConflictOpen(false);
          void onReload();
        }}
      />
    </EditorForm>
  );
}

function TranslationFields({
  assets,
  culture,
  translation,
  media,
  entryKey,
  fieldError,
  onChange,
}: {
  assets: readonly Asset[];
  culture: Culture;
  translation: FaqEntryTranslationForm;
  media: BlockMediaKit;
  entryKey: string;
  fieldError: (name: string) => string | undefined;
  onChange: (change: (current: FaqEntryTranslationForm) => FaqEntryTranslationForm | undefined) => void;
}) {
  const t = useT();
  const field = (name: string) => `Translations.${culture}.${name}`;
  const setBlocks = (change: (blocks: FormBlock[]) => FormBlock[]) =>
    onChange((current) => ({ ...current, Blocks: change(current.Blocks) }));
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        required
        multiline
        label={t('Faq.Admin.Question')}
        value={translation.Question}
        onChange={(event) => {
          const value = event.target.value;
          onChange((current) => ({ ...current, Question: value }));
        }}
        error={Boolean(fieldError(field('Question')))}
        helperText={fieldError(field('Question'))}
      />
      <Typography component="h3" variant="subtitle1">
        {t('Faq.Admin.Answer')}
      </Typography>
      <BlockEditor
        blocks={translation.Blocks}
        onChange={setBlocks}
        media={media}
        idPrefix={`faq-${entryKey}-${culture}`}
        fieldError={(path) => fieldError(path ? field(`Blocks.${path}`) : field('Blocks'))}
        assets={assets}
      />
      <Box>
        <Button color="warning" size="small" onClick={() => onChange(() => undefined)}>
          {t('Faq.Admin.RemoveTranslation')}
        </Button>
      </Box>
    </Stack>
  );
}
