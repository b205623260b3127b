import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminFaqEntrySummary,
  type AdminFaqSection,
  type FaqOrderRequest,
  isApiError,
  type SaveFaqSectionRequest,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { type BlockMediaKit, slugify } from '../../lib/content-blocks';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { refusalOf } from '../../lib/refusal';
import { CultureChips } from '../../lib/translation-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { ConflictDialog, FaqEntryEditor } from './faq-entry-form';
import { moveEntry, moveSection, orderOf, sectionCultures, sectionTitle } from './faq-model';
import { FAQ_KEY, faqEntriesQueryOptions, faqSectionsQueryOptions } from './queries';

function StatusChip({ status }: { status: AdminFaqEntrySummary['Status'] }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={status === 'published' ? t('Faq.Admin.Published') : t('Faq.Admin.Draft')}
      color={status === 'published' ? 'success' : 'default'}
    />
  );
}

/** The FAQ area: sections and the order of everything above, the questions and the chosen one's editor below. */
export function FaqPage({ title, media }: { title: string; media: BlockMediaKit }) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  useDocumentTitle(title);
  const sections = useQuery(faqSectionsQueryOptions(api));
  const entries = useQuery(faqEntriesQueryOptions(api, culture));
  const selection = useMasterDetail();
  const [editing, setEditing] = useState<AdminFaqSection | 'new' | null>(null);
  const chosen = selection.isNew
    ? null
    : entries.data?.find((entry) => entry.EntryId === selection.selectedKey);
  const sectionList = [...(sections.data ?? [])].sort((a, b) => a.SortOrder - b.SortOrder);
  const sectionOrder = new Map(sectionList.map((section, index) => [section.SectionId, index]));
  // The questions as the page shows them: by section, then in their order.
  const ordered = entries.data
    ? [...entries.data].sort(
        (a, b) =>
          (sectionOrder.get(a.SectionId) ?? 0) - (sectionOrder.get(b.SectionId) ?? 0) ||
          a.SortOrder - b.SortOrder,
      )
    : undefined;

  return (
    <>
      <MasterDetail
        title={title}
        intro={
          <SectionsPanel
            sections={sectionList}
            entries={entries.data ?? []}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
          />
        }
        listTitle={t('Faq.Admin.Questions')}
        filter={
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              onClick={selection.selectNew}
              disabled={!sectionList.length}
            >
              {t('Faq.Admin.NewEntry')}
            </Button>
          </Stack>
        }
        items={ordered}
        isLoading={entries.isPending}
        emptyMessage={t('Faq.Empty')}
        getKey={(entry) => entry.EntryId}
        renderItem={(entry) => {
          const section = sectionList.find((item) => item.SectionId === entry.SectionId);
          return (
            <Box sx={{ width: '100%' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <ListItemText
                  primary={entry.Question || t('Faq.Admin.Untitled')}
                  secondary={section ? sectionTitle(section, culture) : undefined}
                />
                <StatusChip status={entry.Status} />
              </Box>
              <CultureChips cultures={entry.Cultures} missingLabel={t('Faq.Admin.Missing')} />
            </Box>
          );
        }}
        selection={selection}
        chooseMessage={sectionList.length ? t('Faq.Admin.Choose') : t('Faq.Admin.NoSections')}
        detail={
          (selection.isNew || chosen) && sections.data ? (
            <FaqEntryEditor
              key={chosen?.EntryId ?? NEW_RECORD}
              entryId={chosen?.EntryId ?? null}
              sections={sectionList}
              media={media}
              justCreated={chosen !== undefined && chosen?.EntryId === selection.justCreated}
              onSaved={(saved, created) =>
                (created ? selection.selectCreated : selection.select)(saved.EntryId)
              }
            />
          ) : null
        }
      />
      {editing !== null && (
        <SectionDialog section={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** The sections in page order, each with its questions: move them up and down, rename, delete. */
function SectionsPanel({
  sections,
  entries,
  onAdd,
  onEdit,
}: {
  sections: readonly AdminFaqSection[];
  entries: readonly AdminFaqEntrySummary[];
  onAdd: () => void;
  onEdit: (section: AdminFaqSection) => void;
}) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [failure, setFailure] = useState<string | undefined>();
  const order = orderOf(sections, entries);
  const done = async () => {
    setFailure(undefined);
    await queryClient.invalidateQueries({ queryKey: FAQ_KEY });
  };
  const reorder = useMutation({
    mutationFn: (next: FaqOrderRequest['Sections']) => api.faq.reorder({ Sections: next }),
    onSuccess: done,
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });
  const remove = useMutation({
    mutationFn: (sectionId: string) => api.faq.deleteSection(sectionId),
    onSuccess: done,
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });
  const busy = reorder.isPending || remove.isPending;
  const questionOf = (entryId: string) => entries.find((entry) => entry.EntryId === entryId);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('Faq.Admin.Sections')}
        </Typography>
        <Button variant="outlined" size="small" onClick={onAdd}>
          {t('Faq.Admin.NewSection')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translateMessage(failure, t)}
        </Alert>
      )}
      {!sections.length && <Typography color="text.secondary">{t('Faq.Admin.NoSections')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {order.map((item, index) => {
          const section = sections.find((each) => each.SectionId === item.SectionId);
          if (!section) return null;
          const name = sectionTitle(section, culture) || t('Faq.Admin.Untitled');
          return (
            <Box component="li" key={section.SectionId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
                  {name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('Faq.Admin.MoveUp', { name })}
                  disabled={busy || index === 0}
                  onClick={() => reorder.mutate(moveSection(order, section.SectionId, -1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('Faq.Admin.MoveDown', { name })}
                  disabled={busy || index === order.length - 1}
                  onClick={() => reorder.mutate(moveSection(order, section.SectionId, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${t('Faq.Admin.EditSection')} : ${name}`}
                  onClick={() => onEdit(section)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${t('Faq.Admin.DeleteSection')} : ${name}`}
                  disabled={busy}
                  onClick={() => remove.mutate(section.SectionId)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
              <CultureChips cultures={sectionCultures(section)} missingLabel={t('Faq.Admin.Missing')} />
              <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
                {item.EntryIds.map((entryId, position) => {
                  const entry = questionOf(entryId);
                  const question = entry?.Question || t('Faq.Admin.Untitled');
                  return (
                    <Box component="li" key={entryId}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography variant="body2" sx={{ flexGrow: 1 }}>
                          {question}
                        </Typography>
                        {entry && <StatusChip status={entry.Status} />}
                        <IconButton
                          size="small"
                          aria-label={t('Faq.Admin.MoveUp', { name: question })}
                          disabled={busy || position === 0}
                          onClick={() => reorder.mutate(moveEntry(order, entryId, -1))}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={t('Faq.Admin.MoveDown', { name: question })}
                          disabled={busy || position === item.EntryIds.length - 1}
                          onClick={() => reorder.mutate(moveEntry(order, entryId, 1))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

/** A section's title and anchor in the six cultures (a culture left empty has no translation). */
function SectionDialog({ section, onClose }: { section: AdminFaqSection | null; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [values, setValues] = useState<Partial<Record<Culture, { Title: string; Anchor: string }>>>(() => ({
    ...(section?.Translations ?? {}),
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [conflict, setConflict] = useState(false);
  const save = useMutation({
    mutationFn: (body: SaveFaqSectionRequest) =>
      section ? api.faq.updateSection(section.SectionId, body) : api.faq.createSection(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FAQ_KEY });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        return;
      }
      const fields = isApiError(error) ? (error.problem?.errors ?? {}) : {};
      setErrors(fields);
      // A field's refusal is said beside the field; only the others need the dialog's notice.
      if (!Object.keys(fields).some((key) => key.startsWith('Translations.')))
        setFailure(refusalOf(error) ?? 'Core.Error');
    },
  });
  const fieldError = (name: string) => {
    const message = errors[name]?.[0];
    return message ? translateMessage(message, t) : undefined;
  };
  const change = (culture: Culture, field: 'Title' | 'Anchor', value: string) =>
    setValues((current) => {
      const before = current[culture] ?? { Title: '', Anchor: '' };
      const next = { ...before, [field]: value };
      // The anchor follows the title until the editor writes one of their own.
      if (field === 'Title' && (!before.Anchor || before.Anchor === slugify(before.Title)))
        next.Anchor = slugify(value);
      return { ...current, [culture]: next };
    });
  const submit = () => {
    setFailure(undefined);
    setErrors({});
    const translations: SaveFaqSectionRequest['Translations'] = {};
    for (const culture of CULTURES) {
      const value = values[culture];
      if (value && (value.Title.trim() || value.Anchor.trim())) translations[culture] = value;
    }
    save.mutate({ Translations: translations, ...(section ? { Version: section.Version } : {}) });
  };
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {section ? t('Faq.Admin.EditSection') : t('Faq.Admin.NewSection')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {CULTURES.map((culture) => (
              <Box
                key={culture}
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}
              >
                <TextField
                  label={`${t('Faq.Admin.SectionTitle')} (${culture.toUpperCase()})`}
                  value={values[culture]?.Title ?? ''}
                  onChange={(event) => change(culture, 'Title', event.target.value)}
                  slotProps={{ htmlInput: { lang: culture } }}
                  error={Boolean(fieldError(`Translations.${culture}.Title`))}
                  helperText={
                    fieldError(`Translations.${culture}.Title`) ??
                    (values[culture]?.Title ? undefined : t('Faq.Admin.Missing'))
                  }
                />
                <TextField
                  label={`${t('Faq.Admin.Anchor')} (${culture.toUpperCase()})`}
                  value={values[culture]?.Anchor ?? ''}
                  onChange={(event) => change(culture, 'Anchor', event.target.value)}
                  error={Boolean(fieldError(`Translations.${culture}.Anchor`))}
                  helperText={fieldError(`Translations.${culture}.Anchor`)}
                />
              </Box>
            ))}
            {failure && <Alert severity="error">{translateMessage(failure, t)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Faq.Admin.Cancel')}</Button>
          <Button variant="contained" onClick={submit} loading={save.isPending}>
            {t('Faq.Admin.Save')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConflictDialog
        open={conflict}
        onClose={() => setConflict(false)}
        onReload={() => {
          void queryClient.invalidateQueries({ queryKey: FAQ_KEY });
          onClose();
        }}
      />
    </>
  );
}
