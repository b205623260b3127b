import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CatalogConflictProblem,
  type CatalogEditorOptions,
  isApiError,
  PROBLEM_TYPES,
  type ProductEdit,
  type ProductStatus,
  type StaffProduct,
  StaffProductSchema,
} from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { ConflictDialog } from './conflict-dialog';
import {
  checkEdit,
  draftOf,
  EDITOR_TABS,
  type EditorTab,
  editOf,
  type FieldErrors,
  newDraft,
  type ProductDraft,
  tabOfField,
} from './draft';
import {
  GeneralPanel,
  PricesPanel,
  SeoPanel,
  StockPanel,
  TranslationsPanel,
  VariantsPanel,
} from './editor-panels';
import { HistoryPanel } from './history-panel';
import { CATALOGUE_KEY, editorOptionsQueryOptions, productQueryOptions } from './queries';
import { ProductTagsPicker } from './taxonomy/product-tags-picker';

const TAB_KEYS: Record<EditorTab, string> = {
  general: 'CatalogAdmin.Tab.General',
  translations: 'CatalogAdmin.Tab.Translations',
  variants: 'CatalogAdmin.Tab.Variants',
  prices: 'CatalogAdmin.Tab.Prices',
  stock: 'CatalogAdmin.Tab.Stock',
  seo: 'CatalogAdmin.Tab.Seo',
  history: 'CatalogHistory.Tab',
};

/** One product (or a new one) in the editor, once it and the editor's choices are loaded. */
export function ProductEditor({
  productId,
  canEdit,
  onCreated,
  onBack,
}: {
  productId: string | null;
  canEdit: boolean;
  onCreated: (id: string) => void;
  onBack: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const options = useQuery(editorOptionsQueryOptions(api, culture));
  const product = useQuery({ ...productQueryOptions(api, productId ?? ''), enabled: productId !== null });
  if (!options.data || (productId !== null && !product.data))
    return <CircularProgress aria-label={t('Core.Loading')} />;
  return (
    <ProductForm
      product={productId === null ? null : (product.data ?? null)}
      options={options.data}
      canEdit={canEdit}
      onCreated={onCreated}
      onBack={onBack}
    />
  );
}

/** A value's attribute, from the editor's choices. */
const attributeOfValue = (options: CatalogEditorOptions) => {
  const map = new Map(
    options.Attributes.flatMap((attribute) =>
      attribute.Values.map((value) => [value.Id, attribute.Id] as const),
    ),
  );
  return (valueId: string) => map.get(valueId);
};

interface Conflict {
  yours: ProductEdit;
  yourVersion: number;
  current: StaffProduct;
}

export function ProductForm({
  product,
  options,
  canEdit,
  onCreated,
  onBack,
}: {
  product: StaffProduct | null;
  options: CatalogEditorOptions;
  canEdit: boolean;
  onCreated: (id: string) => void;
  onBack: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const headingId = useId();
  const tabsId = useId();
  const valueAttribute = useMemo(() => attributeOfValue(options), [options]);
  const [current, setCurrent] = useState<StaffProduct | null>(product);
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftOf(product, valueAttribute) : newDraft(culture),
  );
  const [tab, setTab] = useState<EditorTab>('general');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  function showSaved(saved: StaffProduct, message: string) {
    setCurrent(saved);
    setDraft(draftOf(saved, valueAttribute));
    setErrors({});
    setFailure(undefined);
    setNotice(message);
    queryClient.setQueryData(productQueryOptions(api, saved.Id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...CATALOGUE_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...CATALOGUE_KEY, 'movements', saved.Id] });
  }

  function showRefusal(error: unknown, yours: ProductEdit | null, yourVersion: number) {
    if (!isApiError(error)) {
      setFailure('Core.Error');
      return;
    }
    const problem = error.problem as CatalogConflictProblem | undefined;
    if (error.status === 409 && problem?.type === PROBLEM_TYPES.staleEdit && problem.Current) {
      const theirs = StaffProductSchema.parse(problem.Current);
      setConflict({ yours: yours ?? editOf(draft, yourVersion), yourVersion, current: theirs });
      return;
    }
    const fields = problem?.errors ?? {};
    setErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) setTab(tabOfField(first));
    setFailure(Object.values(fields).flat()[0] ?? problem?.title ?? 'Core.Error');
  }

  const save = useMutation({
    mutationFn: (edit: ProductEdit) =>
      current ? api.catalogAdmin.update(current.Id, edit) : api.catalogAdmin.create(edit),
    onSuccess: (saved) => {
      const created = current === null;
      showSaved(saved, t('CatalogAdmin.Saved'));
      if (created) onCreated(saved.Id);
    },
    onError: (error, edit) => showRefusal(error, edit, edit.Version ?? 0),
  });

  const status = useMutation({
    mutationFn: (next: ProductStatus) => {
      if (!current) throw new Error('an unsaved product has no status');
      return api.catalogAdmin.setStatus(current.Id, next, current.Version);
    },
    onSuccess: (saved) => showSaved(saved, t(`CatalogAdmin.Status.${saved.Status}`)),
    onError: (error) => showRefusal(error, null, current?.Version ?? 0),
  });

  function submit(edit: ProductEdit) {
    setNotice(undefined);
    setFailure(undefined);
    const found = checkEdit(edit);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setTab(tabOfField(first));
      setFailure(found[first]?.[0]);
      return;
    }
    save.mutate(edit);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(editOf(draft, current?.Version));
  }

  const title = current
    ? (current.Translations.find((translation) => translation.Culture === culture)?.Name ??
      current.Translations[0]?.Name ??
      current.Reference)
    : t('CatalogAdmin.New');
  const panelProps = { draft, setDraft, errors, options, disabled: !canEdit };

  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2 }}
      onSubmit={onSubmit}
      noValidate
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button onClick={onBack}>{t('CatalogAdmin.Back')}</Button>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {current && (
          <>
            <Chip label={t(`CatalogAdmin.Status.${current.Status}`)} size="small" />
            <Typography variant="body2">
              {t('CatalogAdmin.VersionLabel', { version: current.Version })}
            </Typography>
          </>
        )}
      </Stack>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('CatalogAdmin.ReadOnly')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, next: EditorTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={title}
      >
        {EDITOR_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(TAB_KEYS[key])}
            id={`${tabsId}-tab-${key}`}
            aria-controls={`${tabsId}-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-panel-${tab}`}
        aria-labelledby={`${tabsId}-tab-${tab}`}
        sx={{ pt: 2 }}
      >
        {tab === 'general' && <GeneralPanel {...panelProps} />}
        {tab === 'general' && current && <ProductTagsPicker productId={current.Id} disabled={!canEdit} />}
        {tab === 'translations' && <TranslationsPanel {...panelProps} />}
        {tab === 'variants' && <VariantsPanel {...panelProps} />}
        {tab === 'prices' && <PricesPanel {...panelProps} />}
        {tab === 'stock' && (
          <StockPanel
            product={current}
            options={options}
            disabled={!canEdit}
            onAdjusted={(saved) => showSaved(saved, t('CatalogAdmin.StockAdjusted'))}
          />
        )}
        {tab === 'seo' && <SeoPanel {...panelProps} />}
        {tab === 'history' && <HistoryPanel product={current} options={options} />}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translateMessage(failure, t)}
        </Alert>
      )}
      {canEdit && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('CatalogAdmin.Save')}
          </Button>
          {current && current.Status !== 'published' && (
            <Button variant="outlined" onClick={() => status.mutate('published')} loading={status.isPending}>
              {t('CatalogAdmin.Publish')}
            </Button>
          )}
          {current && current.Status === 'published' && (
            <Button
              variant="outlined"
              onClick={() => status.mutate('unpublished')}
              loading={status.isPending}
            >
              {t('CatalogAdmin.Unpublish')}
            </Button>
          )}
          {current && current.Status !== 'archived' && (
            <Button color="error" onClick={() => status.mutate('archived')} loading={status.isPending}>
              {t('CatalogAdmin.Archive')}
            </Button>
          )}
        </Stack>
      )}
      <Box role="status" sx={{ mt: 2 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {Object.keys(errors).length > 0 && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {t('CatalogAdmin.Invalid', {
            fields: [...new Set(Object.keys(errors).map((field) => t(TAB_KEYS[tabOfField(field)])))].join(
              ', ',
            ),
          })}
        </Typography>
      )}
      {conflict && (
        <ConflictDialog
          yours={conflict.yours}
          yourVersion={conflict.yourVersion}
          current={conflict.current}
          options={options}
          onKeepMine={() => {
            const mine = { ...conflict.yours, Version: conflict.current.Version };
            setCurrent(conflict.current);
            setConflict(null);
            submit(mine);
          }}
          onTakeTheirs={() => {
            setCurrent(conflict.current);
            setDraft(draftOf(conflict.current, valueAttribute));
            setConflict(null);
            setErrors({});
            setFailure(undefined);
          }}
        />
      )}
    </Paper>
  );
}
