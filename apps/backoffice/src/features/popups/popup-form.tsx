import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminAnnouncement,
  ANNOUNCEMENT_KINDS,
  type AnnouncementKind,
  PAGE_KINDS,
  type RichTextRun,
  richTextFromMarkup,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { LoadedRecord } from '../../lib/loaded-record';
import { refusalOf } from '../../lib/refusal';
import { putTranslation, useSaveRefusals } from '../../lib/translated-form';
import { TranslationTabs } from '../../lib/translation-tabs';
import {
  emptyForm,
  emptyTranslation,
  formOf,
  type PopupForm,
  type PopupTranslation,
  requestOf,
} from './popups-form-model';
import type { PopupsMediaKit } from './popups-kit';
import { POPUPS_KEY, popupQueryOptions } from './queries';

/** Loads one (or starts a new one) and shows its form; "reload" after a conflict reads it again. */
export function PopupEditor({
  id,
  media,
  justCreated,
  onSaved,
  onDeleted,
}: {
  id: string | null;
  media: PopupsMediaKit;
  justCreated: boolean;
  onSaved: (item: AdminAnnouncement, created: boolean) => void;
  onDeleted: () => void;
}) {
  const api = useApi();
  const item = useQuery({ ...popupQueryOptions(api, id ?? ''), enabled: id !== null });
  return (
    <LoadedRecord id={id} query={item}>
      {(record, reload) => (
        <PopupFormView
          item={record}
          media={media}
          justCreated={justCreated}
          onSaved={onSaved}
          onDeleted={onDeleted}
          onReload={reload}
        />
      )}
    </LoadedRecord>
  );
}

function PopupFormView({
  item,
  media,
  justCreated,
  onSaved,
  onDeleted,
  onReload,
}: {
  item: AdminAnnouncement | null;
  media: PopupsMediaKit;
  justCreated: boolean;
  onSaved: (item: AdminAnnouncement, created: boolean) => void;
  onDeleted: () => void;
  onReload: () => Promise<void>;
}) {
  const t = useT();
  const { culture: staffCulture } = useCulture();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PopupForm>(() => (item ? formOf(item, media.fromAsset) : emptyForm()));
  const [version, setVersion] = useState(item?.Version);
  const [tab, setTab] = useState<Culture>(staffCulture);
  const [saved, setSaved] = useState(justCreated);
  const [conflict, setConflict] = useState(false);
  const { failure, setFailure, errors, fieldError, cultureHasError, refused, clear } = useSaveRefusals(() => {
    setConflict(true);
    return 'Announcements.Admin.Conflict';
  });
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = useMutation({
    mutationFn: () => {
      const body = requestOf(form, item ? version : undefined);
      return item ? api.announcements.update(item.Id, body) : api.announcements.create(body);
    },
    onSuccess: async (result) => {
      setSaved(true);
      setVersion(result.Version);
      queryClient.setQueryData(popupQueryOptions(api, result.Id).queryKey, result);
      await queryClient.invalidateQueries({ queryKey: [...POPUPS_KEY, 'list'] });
      onSaved(result, item === null);
    },
    onError: refused,
  });

  const remove = useMutation({
    mutationFn: (id: string) => api.announcements.remove(id),
    onSuccess: async () => {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: [...POPUPS_KEY, 'list'] });
      onDeleted();
    },
    onError: (error) => {
      setDeleting(false);
      setFailure(refusalOf(error) ?? 'Core.Error');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    clear();
    save.mutate();
  };

  /** The first error under a field (a list's entries, a body's blocks). */
  const errorUnder = (prefix: string) => {
    const key = Object.keys(errors).find((name) => name === prefix || name.startsWith(`${prefix}.`));
    return key ? fieldError(key) : undefined;
  };
  const setTranslation = (culture: Culture, next: PopupTranslation | undefined) =>
    setForm(putTranslation(culture, next));

  const translation = form.Translations[tab];
  const heading = item
    ? form.Translations[staffCulture]?.Title ||
      CULTURES.map((culture) => form.Translations[culture]?.Title).find(Boolean) ||
      t('Announcements.Admin.New')
    : t('Announcements.Admin.New');

  return (
    <EditorForm
      state={{ onSubmit, saved, failure, isSaving: save.isPending }}
      title={heading}
      savedMessage={t('Announcements.Admin.Saved')}
    >
      <Stack spacing={2}>
        {conflict && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {t('Announcements.Admin.Reload')}
              </Button>
            }
          >
            {t('Announcements.Admin.Conflict')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            required
            label={t('Announcements.Admin.Kind')}
            value={form.Kind}
            onChange={(event) => setForm({ ...form, Kind: event.target.value as AnnouncementKind })}
            error={Boolean(fieldError('Kind'))}
            helperText={fieldError('Kind')}
          >
            {ANNOUNCEMENT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`Announcements.Admin.Kind.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('Announcements.Admin.Status')}
            value={form.Status}
            onChange={(event) =>
              setForm({ ...form, Status: event.target.value === 'published' ? 'published' : 'draft' })
            }
          >
            <MenuItem value="draft">{t('Announcements.Admin.Draft')}</MenuItem>
            <MenuItem value="published">{t('Announcements.Admin.Published')}</MenuItem>
          </TextField>
          <TextField
            type="datetime-local"
            label={t('Announcements.Admin.Start')}
            value={form.Start}
            onChange={(event) => setForm({ ...form, Start: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fieldError('StartDatetime'))}
            helperText={fieldError('StartDatetime') ?? t('Announcements.Admin.DateHelp')}
          />
          <TextField
            type="datetime-local"
            label={t('Announcements.Admin.End')}
            value={form.End}
            onChange={(event) => setForm({ ...form, End: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fieldError('EndDatetime'))}
            helperText={fieldError('EndDatetime') ?? t('Announcements.Admin.DateHelp')}
          />
          <TextField
            type="number"
            label={t('Announcements.Admin.Priority')}
            value={form.Priority}
            onChange={(event) => setForm({ ...form, Priority: event.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 1000, step: 1 } }}
            error={Boolean(fieldError('Priority'))}
            helperText={fieldError('Priority') ?? t('Announcements.Admin.PriorityHelp')}
          />
        </Box>
        <FormControl component="fieldset" error={Boolean(errorUnder('PageKinds'))}>
          <FormLabel component="legend">{t('Announcements.Admin.Pages')}</FormLabel>
          <FormGroup row>
            {PAGE_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                label={t(`Announcements.Admin.Page.${kind}`)}
                control={
                  <Checkbox
                    checked={form.PageKinds.includes(kind)}
                    onChange={(event) =>
                      setForm((current) => ({
                        ...current,
                        PageKinds: event.target.checked
                          ? [...current.PageKinds, kind]
                          : current.PageKinds.filter((each) => each !== kind),
                      }))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>{errorUnder('PageKinds') ?? t('Announcements.Admin.PagesHelp')}</FormHelperText>
        </FormControl>
        <TextField
          multiline
          minRows={2}
          label={t('Announcements.Admin.Paths')}
          value={form.Paths}
          onChange={(event) => setForm({ ...form, Paths: event.target.value })}
          error={Boolean(errorUnder('PathPatterns'))}
          helperText={errorUnder('PathPatterns') ?? t('Announcements.Admin.PathsHelp')}
        />
        {fieldError('Translations') && <Alert severity="error">{fieldError('Translations')}</Alert>}
        <TranslationTabs
          label={t('Announcements.Admin.Languages')}
          culture={tab}
          onCulture={setTab}
          has={(culture) => Boolean(form.Translations[culture])}
          hasError={cultureHasError}
          missingLabel={t('Announcements.Admin.Missing')}
          missingText={`${t('Announcements.Admin.Missing')} — ${t('Announcements.Admin.NotShownIn')}`}
          translateLabel={t('Announcements.Admin.Translate')}
          onTranslate={() => setTranslation(tab, emptyTranslation())}
        >
          {translation ? (
            <TranslationFields
              culture={tab}
              translation={translation}
              media={media}
              itemKey={item?.Id ?? 'new'}
              fieldError={fieldError}
              errorUnder={errorUnder}
              onChange={(next) => setTranslation(tab, next)}
            />
          ) : null}
        </TranslationTabs>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setPreviewing(true)} disabled={!translation}>
            {t('Announcements.Admin.Preview')}
          </Button>
          {item && (
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('Announcements.Admin.Delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {translation && (
        <PreviewDialog
          open={previewing}
          culture={tab}
          kind={form.Kind}
          translation={translation}
          onClose={() => setPreviewing(false)}
        />
      )}
      {item && (
        <DeleteDialog
          open={deleting}
          title={heading}
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() => remove.mutate(item.Id)}
        />
      )}
    </EditorForm>
  );
}

function TranslationFields({
  culture,
  translation,
  media,
  itemKey,
  fieldError,
  errorUnder,
  onChange,
}: {
  culture: Culture;
  translation: PopupTranslation;
  media: PopupsMediaKit;
  itemKey: string;
  fieldError: (name: string) => string | undefined;
  errorUnder: (prefix: string) => string | undefined;
  onChange: (next: PopupTranslation | undefined) => void;
}) {
  const t = useT();
  const field = (name: string) => `Translations.${culture}.${name}`;
  // The image is checked under the body as a whole (Blocks); the text's mistakes under its block.
  const imageError = fieldError(field('Blocks'));
  const textError = errorUnder(`${field('Blocks')}.0`);
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        required
        label={t('Announcements.Admin.Heading')}
        value={translation.Title}
        onChange={(event) => onChange({ ...translation, Title: event.target.value })}
        error={Boolean(fieldError(field('Title')))}
        helperText={fieldError(field('Title'))}
      />
      <TextField
        multiline
        minRows={3}
        label={t('Announcements.Admin.Text')}
        value={translation.Markup}
        onChange={(event) => onChange({ ...translation, Markup: event.target.value })}
        error={Boolean(textError)}
        helperText={textError ?? t('Announcements.Admin.TextHelp')}
      />
      <media.ImagePicker
        uniqueId={`popup-${itemKey}-${culture}`}
        label={t('Announcements.Admin.Image')}
        value={translation.Image}
        onChange={(image) => onChange({ ...translation, Image: image })}
        helperText={imageError}
      />
      <TextField
        label={t('Announcements.Admin.Link')}
        value={translation.LinkUrl}
        onChange={(event) => onChange({ ...translation, LinkUrl: event.target.value })}
        error={Boolean(fieldError(field('LinkUrl')))}
        helperText={fieldError(field('LinkUrl'))}
      />
      <Box>
        <Button color="warning" size="small" onClick={() => onChange(undefined)}>
          {t('Announcements.Admin.RemoveTranslation')}
        </Button>
      </Box>
    </Stack>
  );
}

function Runs({ runs }: { runs: readonly RichTextRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const key = `${index}-${run.Text}`;
        let node: ReactNode = run.Text;
        if (run.Bold) node = <strong>{node}</strong>;
        if (run.Italic) node = <em>{node}</em>;
        return run.Href ? (
          <a key={key} href={run.Href}>
            {node}
          </a>
        ) : (
          <span key={key}>{node}</span>
        );
      })}
    </>
  );
}

/** How it will look: the title, the text as the storefront will render it, and the image. */
function PreviewDialog({
  open,
  culture,
  kind,
  translation,
  onClose,
}: {
  open: boolean;
  culture: Culture;
  kind: AnnouncementKind;
  translation: PopupTranslation;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const image = translation.Image[0];
  const nodes = richTextFromMarkup(translation.Markup);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('Announcements.Admin.Preview')} — {t(`Announcements.Admin.Kind.${kind}`)}
      </DialogTitle>
      <DialogContent lang={culture}>
        <Box
          sx={
            kind === 'popup'
              ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }
              : { bgcolor: 'primary.main', color: 'primary.contrastText', p: 2 }
          }
        >
          <Typography component="p" variant="h6" gutterBottom>
            {translation.Title}
          </Typography>
          {nodes.map((node, index) => {
            const key = `${node.Kind}-${index}`;
            if (node.Kind === 'list')
              return (
                <Box component={node.Ordered ? 'ol' : 'ul'} key={key}>
                  {node.Items.map((runs, n) => (
                    <li key={`${key}-${n.toString()}`}>
                      <Runs runs={runs} />
                    </li>
                  ))}
                </Box>
              );
            return (
              <Typography key={key} component="p" variant={node.Kind === 'heading' ? 'subtitle1' : 'body1'}>
                <Runs runs={node.Runs} />
              </Typography>
            );
          })}
          {image?.Uri && (
            <Box
              component="img"
              src={image.Uri}
              alt={translation.Caption || image.Name}
              sx={{ maxWidth: '100%' }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Announcements.Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({
  open,
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Announcements.Admin.Delete')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('Announcements.Admin.ConfirmDelete', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('Announcements.Admin.Cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy}>
          {t('Announcements.Admin.Delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
