import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CategoryCreateSchema,
  CategoryEditSchema,
  type CategoryTranslationEdit,
  type StaffCategory,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { useId, useMemo, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { slugify } from '../../../lib/content-blocks';
import { useCulture, useT } from '../../../lib/i18n-context';
import { cultureName } from '../product-list';
import { CategoryTree } from './category-tree';
import { categoriesQueryOptions, TAXONOMY_KEY } from './queries';
import {
  clientErrors,
  type FieldMessages,
  MissingBadges,
  MissingFilter,
  type Refusal,
  RefusalNotice,
  refusal,
  StaleNotice,
  useFieldMessage,
} from './shared';

const NEW = 'new';

type Draft = Record<Culture, { Name: string; Slug: string; SeoTitle: string; SeoDescription: string }>;

const emptyDraft = (): Draft =>
  Object.fromEntries(
    CULTURES.map((culture) => [culture, { Name: '', Slug: '', SeoTitle: '', SeoDescription: '' }]),
  ) as Draft;

function draftOf(category: StaffCategory | undefined): Draft {
  const draft = emptyDraft();
  for (const row of category?.Translations ?? [])
    draft[row.Culture] = {
      Name: row.Name,
      Slug: row.Slug,
      SeoTitle: row.SeoTitle,
      SeoDescription: row.SeoDescription,
    };
  return draft;
}

/** The cultures the staff filled in (a name or a slug), as the gateway takes them. */
function translationsOf(draft: Draft): CategoryTranslationEdit[] {
  return CULTURES.filter((culture) => draft[culture].Name.trim() || draft[culture].Slug.trim()).map(
    (culture) => ({ Culture: culture, ...draft[culture] }),
  );
}

/** Field paths of the body (Translations.<i>.Slug) as the draft's (<culture>.Slug). */
function byCulture(errors: FieldMessages, translations: readonly CategoryTranslationEdit[]): FieldMessages {
  const out: FieldMessages = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^Translations\.(\d+)\.(\w+)$/.exec(path);
    const culture = match ? translations[Number(match[1])]?.Culture : undefined;
    out[culture && match ? `${culture}.${match[2]}` : path] = messages;
  }
  return out;
}

/**
 * The category tree with its editor: drag to re-parent and reorder, a badge per missing culture
 * and a filter on one, and the selected category's names, slugs and SEO in every culture.
 */
export function CategoryPanel({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQueryOptions(api, culture));
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState<Culture | ''>('');
  const [moveFailure, setMoveFailure] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = categories.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: TAXONOMY_KEY });

  const move = useMutation({
    mutationFn: ({ id, parentId, index }: { id: string; parentId: string | null; index: number }) => {
      const category = list.find((row) => row.Id === id);
      return api.catalogTaxonomy.moveCategory(
        id,
        { Version: category?.Version ?? 0, ParentId: parentId, Index: index },
        culture,
      );
    },
    onMutate: () => {
      setMoveFailure(null);
      setNotice(null);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(categoriesQueryOptions(api, culture).queryKey, next);
      setNotice(t('Taxonomy.CategoryMoved'));
      void refresh();
    },
    onError: (error) => {
      setMoveFailure(refusal(error));
      void refresh();
    },
  });

  const shown = missing ? list.filter((row) => row.MissingCultures.includes(missing)) : list;
  const current = selected && selected !== NEW ? list.find((row) => row.Id === selected) : undefined;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' }, gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <MissingFilter value={missing} onChange={setMissing} />
          {canEdit ? (
            <Button startIcon={<AddIcon />} variant="contained" onClick={() => setSelected(NEW)}>
              {t('Taxonomy.NewCategory')}
            </Button>
          ) : null}
        </Stack>
        {canEdit ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('Taxonomy.DragHint')}
          </Typography>
        ) : null}
        <Box role="status" sx={{ minHeight: 0 }}>
          {notice ? (
            <Alert severity="success" sx={{ mb: 1 }}>
              {notice}
            </Alert>
          ) : null}
        </Box>
        {moveFailure?.stale ? (
          <StaleNotice stale={moveFailure.stale} onReload={() => setMoveFailure(null)} />
        ) : null}
        <RefusalNotice message={moveFailure?.message} />
        {missing && !shown.length ? (
          <Typography sx={{ my: 2 }}>{t('Taxonomy.NoMatch')}</Typography>
        ) : (
          <CategoryTree
            categories={list}
            selectedId={current?.Id ?? null}
            onSelect={setSelected}
            onMove={canEdit ? (id, parentId, index) => move.mutate({ id, parentId, index }) : undefined}
            missing={missing}
            label={t('Taxonomy.CategoryTree')}
          />
        )}
      </Paper>
      <Box>
        {selected === NEW || current ? (
          <CategoryEditor
            key={selected === NEW ? NEW : `${current?.Id}:${current?.Version}`}
            category={current}
            categories={list}
            canEdit={canEdit}
            onSaved={(saved) => {
              setSelected(saved.Id);
              setNotice(t('Taxonomy.CategorySaved'));
              void refresh();
            }}
            onDeleted={(name) => {
              setSelected(null);
              setNotice(t('Taxonomy.Deleted', { name }));
              void refresh();
            }}
            onReload={() => void refresh()}
          />
        ) : (
          <Typography color="text.secondary">{t('Taxonomy.SelectCategory')}</Typography>
        )}
      </Box>
    </Box>
  );
}

function CategoryEditor({
  category,
  categories,
  canEdit,
  onSaved,
  onDeleted,
  onReload,
}: {
  category: StaffCategory | undefined;
  categories: readonly StaffCategory[];
  canEdit: boolean;
  onSaved: (category: StaffCategory) => void;
  onDeleted: (name: string) => void;
  /** Someone saved since: load their version into the form. */
  onReload: () => void;
}) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(category));
  const [tab, setTab] = useState<Culture>(culture);
  const [parentId, setParentId] = useState<string>(category?.ParentId ?? '');
  const [published, setPublished] = useState(category?.IsPublished ?? true);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const message = useFieldMessage(errors);
  const version = category?.Version ?? 0;

  // A category's own subtree cannot hold it: those are not offered as its parent.
  const parents = useMemo(() => {
    if (!category) return categories;
    const below = new Set<string>([category.Id]);
    for (const row of categories) if (row.ParentId && below.has(row.ParentId)) below.add(row.Id);
    return categories.filter((row) => !below.has(row.Id));
  }, [categories, category]);

  const setField = (target: Culture, field: keyof Draft[Culture], value: string) =>
    setDraft((previous) => {
      const row = previous[target];
      const next = { ...row, [field]: value };
      // The slug follows the name while it is the name's (staff may still write their own).
      if (field === 'Name' && (!row.Slug || row.Slug === slugify(row.Name))) next.Slug = slugify(value);
      return { ...previous, [target]: next };
    });

  const save = useMutation({
    mutationFn: async () => {
      const translations = translationsOf(draft);
      const body = category
        ? { Version: version, IsPublished: published, Translations: translations }
        : { ParentId: parentId || null, IsPublished: published, Translations: translations };
      const invalid = clientErrors(category ? CategoryEditSchema : CategoryCreateSchema, body);
      if (invalid) throw { clientErrors: byCulture(invalid, translations) };
      try {
        if (!category) return await api.catalogTaxonomy.createCategory(body as never, culture);
        let next = await api.catalogTaxonomy.updateCategory(category.Id, body as never, culture);
        if ((category.ParentId ?? '') !== parentId) {
          const moved = await api.catalogTaxonomy.moveCategory(
            category.Id,
            { Version: next.Version, ParentId: parentId || null, Index: 100_000 },
            culture,
          );
          next = moved.find((row) => row.Id === category.Id) ?? next;
        }
        return next;
      } catch (error) {
        throw { server: error, translations };
      }
    },
    onMutate: () => {
      setFailure(null);
      setErrors({});
    },
    onSuccess: (next) => onSaved(next),
    onError: (error: unknown) => {
      const thrown = error as {
        clientErrors?: FieldMessages;
        server?: unknown;
        translations?: CategoryTranslationEdit[];
      };
      if (thrown.clientErrors) {
        setErrors(thrown.clientErrors);
        focusFirst(thrown.clientErrors);
        return;
      }
      const refused = refusal(thrown.server);
      setFailure(refused);
      setErrors(byCulture(refused.errors, thrown.translations ?? []));
      focusFirst(byCulture(refused.errors, thrown.translations ?? []));
    },
  });

  /** Opens the culture tab of the first field in error. */
  const focusFirst = (found: FieldMessages) => {
    const first = Object.keys(found).find((path) => /^[a-z]{2}\./.test(path));
    if (first) setTab(first.slice(0, 2) as Culture);
  };

  const remove = useMutation({
    mutationFn: () => api.catalogTaxonomy.deleteCategory(category?.Id ?? '', version),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      setConfirmDelete(false);
      onDeleted(category?.Name ?? '');
    },
    onError: (error) => {
      setConfirmDelete(false);
      setFailure(refusal(error));
    },
  });

  const title = category ? t('Taxonomy.EditCategory', { name: category.Name }) : t('Taxonomy.NewCategory');
  const missingNow = CULTURES.filter((entry) => !draft[entry].Name.trim());
  const row = draft[tab];
  const former = category?.Translations.find((entry) => entry.Culture === tab)?.FormerSlugs ?? [];

  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canEdit) save.mutate();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <TextField
            select
            size="small"
            label={t('Taxonomy.Parent')}
            value={parentId}
            onChange={(event) => setParentId(event.target.value)}
            disabled={!canEdit}
            sx={{ minWidth: 240 }}
            error={Boolean(message('ParentId'))}
            helperText={message('ParentId')}
          >
            <MenuItem value="">{t('Taxonomy.TopLevel')}</MenuItem>
            {parents.map((entry) => (
              <MenuItem key={entry.Id} value={entry.Id} sx={{ pl: 2 + entry.Depth * 2 }}>
                {entry.Name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={published}
                onChange={(event) => setPublished(event.target.checked)}
                disabled={!canEdit}
              />
            }
            label={t('Taxonomy.Published')}
          />
          {category ? (
            <Typography variant="body2" color="text.secondary">
              {t('Taxonomy.ProductCount', { count: category.ProductCount })}
            </Typography>
          ) : null}
        </Stack>
        <MissingBadges missing={missingNow} />
        <Tabs
          value={tab}
          onChange={(_, next: Culture) => setTab(next)}
          variant="scrollable"
          aria-label={t('Core.Language')}
        >
          {CULTURES.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              label={`${entry.toUpperCase()}${draft[entry].Name.trim() ? '' : ' •'}`}
              aria-label={
                draft[entry].Name.trim()
                  ? cultureName(entry, culture)
                  : `${cultureName(entry, culture)} — ${t('Taxonomy.Missing', { culture: cultureName(entry, culture) })}`
              }
            />
          ))}
        </Tabs>
        <TextField
          label={t('CatalogAdmin.Name')}
          value={row.Name}
          onChange={(event) => setField(tab, 'Name', event.target.value)}
          disabled={!canEdit}
          error={Boolean(message(`${tab}.Name`))}
          helperText={message(`${tab}.Name`)}
          slotProps={{ htmlInput: { lang: tab } }}
        />
        <TextField
          label={t('CatalogAdmin.Slug')}
          value={row.Slug}
          onChange={(event) => setField(tab, 'Slug', event.target.value)}
          disabled={!canEdit}
          error={Boolean(message(`${tab}.Slug`))}
          helperText={
            message(`${tab}.Slug`) ??
            (former.length ? t('Taxonomy.FormerSlugs', { slugs: former.join(', ') }) : undefined)
          }
        />
        <TextField
          label={t('CatalogAdmin.SeoTitle')}
          value={row.SeoTitle}
          onChange={(event) => setField(tab, 'SeoTitle', event.target.value)}
          disabled={!canEdit}
          error={Boolean(message(`${tab}.SeoTitle`))}
          helperText={message(`${tab}.SeoTitle`)}
        />
        <TextField
          label={t('CatalogAdmin.SeoDescription')}
          value={row.SeoDescription}
          onChange={(event) => setField(tab, 'SeoDescription', event.target.value)}
          disabled={!canEdit}
          multiline
          minRows={2}
          error={Boolean(message(`${tab}.SeoDescription`))}
          helperText={message(`${tab}.SeoDescription`)}
        />
      </Stack>
      {failure?.stale ? <StaleNotice stale={failure.stale} onReload={onReload} /> : null}
      <RefusalNotice
        message={
          failure?.stale
            ? undefined
            : (errors._?.[0] ?? (Object.keys(errors).length ? undefined : failure?.message))
        }
      />
      {canEdit ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('Backoffice.Save')}
          </Button>
          {category ? (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              {t('Taxonomy.Delete')}
            </Button>
          ) : null}
        </Box>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('Taxonomy.ReadOnly')}
        </Alert>
      )}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>{t('Taxonomy.Delete')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('Taxonomy.ConfirmDelete', { name: category?.Name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('Core.Cancel')}</Button>
          <Button color="error" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('Taxonomy.Delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
