import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CatalogEditorOptions,
  type StaffProduct,
  TAX_CLASS_KEYS,
  type TaxClassKey,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { type Dispatch, type SetStateAction, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { refusalOf } from '../../lib/refusal';
import {
  emptyTranslation,
  emptyVariant,
  type FieldErrors,
  newKey,
  type ProductDraft,
  slugOf,
  type TranslationDraft,
  type VariantDraft,
} from './draft';
import { cultureName } from './product-list';
import { editorOptionsQueryOptions } from './queries';

export interface PanelProps {
  draft: ProductDraft;
  setDraft: Dispatch<SetStateAction<ProductDraft>>;
  errors: FieldErrors;
  options: CatalogEditorOptions;
  disabled: boolean;
}

/** The field's first message, translated, for its helper text; and whether it is in error. */
function useFieldError(errors: FieldErrors) {
  const t = useT();
  return (path: string) => {
    const message = errors[path]?.[0];
    return message ? { error: true, helperText: translateMessage(message, t) } : {};
  };
}

export function GeneralPanel({ draft, setDraft, errors, options, disabled }: PanelProps) {
  const t = useT();
  const fieldError = useFieldError(errors);
  const set = (patch: Partial<ProductDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <TextField
        label={t('CatalogAdmin.Reference')}
        value={draft.Reference}
        onChange={(event) => set({ Reference: event.target.value })}
        required
        disabled={disabled}
        {...fieldError('Reference')}
      />
      <TextField
        select
        label={t('CatalogAdmin.Category')}
        value={draft.CategoryId}
        onChange={(event) => set({ CategoryId: event.target.value })}
        required
        disabled={disabled}
        {...fieldError('CategoryId')}
      >
        {options.Categories.map((category) => (
          <MenuItem key={category.Id} value={category.Id}>
            {category.Name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('CatalogAdmin.Brand')}
        value={draft.BrandId}
        onChange={(event) => set({ BrandId: event.target.value })}
        disabled={disabled}
        {...fieldError('BrandId')}
      >
        <MenuItem value="">{t('CatalogAdmin.NoBrand')}</MenuItem>
        {options.Brands.map((brand) => (
          <MenuItem key={brand.Id} value={brand.Id}>
            {brand.Name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('CatalogAdmin.TaxClass')}
        value={draft.TaxClass}
        onChange={(event) => set({ TaxClass: event.target.value as TaxClassKey })}
        disabled={disabled}
        {...fieldError('TaxClass')}
      >
        {TAX_CLASS_KEYS.map((taxClass) => (
          <MenuItem key={taxClass} value={taxClass}>
            {t(`CatalogAdmin.TaxClass.${taxClass}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Sub-tabs per culture: a missing translation shows a warning sign on its tab and a button to add it. */
function CultureTabs({
  draft,
  children,
  onAdd,
  onRemove,
  disabled,
  errors,
}: {
  draft: ProductDraft;
  children: (translation: TranslationDraft, index: number) => React.ReactNode;
  onAdd: (culture: Culture) => void;
  onRemove: (culture: Culture) => void;
  disabled: boolean;
  errors: FieldErrors;
}) {
  const t = useT();
  const { culture: staffCulture } = useCulture();
  const id = useId();
  const [culture, setCulture] = useState<Culture>(draft.Translations[0]?.Culture ?? staffCulture);
  const index = draft.Translations.findIndex((translation) => translation.Culture === culture);
  const translation = draft.Translations[index];
  const hasError = (entry: Culture) => {
    const at = draft.Translations.findIndex((translation) => translation.Culture === entry);
    return at >= 0 && Object.keys(errors).some((path) => path.startsWith(`Translations.${at}.`));
  };
  return (
    <>
      <Tabs
        value={culture}
        onChange={(_, next: Culture) => setCulture(next)}
        variant="scrollable"
        aria-label={t('CatalogAdmin.Culture')}
      >
        {CULTURES.map((entry) => {
          const missing = !draft.Translations.some((translation) => translation.Culture === entry);
          const name = cultureName(entry, staffCulture);
          return (
            <Tab
              key={entry}
              value={entry}
              id={`${id}-${entry}`}
              aria-controls={`${id}-panel`}
              icon={
                missing || hasError(entry) ? <WarningAmberIcon fontSize="small" color="warning" /> : undefined
              }
              iconPosition="end"
              label={missing ? `${name} — ${t('CatalogAdmin.MissingTranslation')}` : name}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${culture}`} sx={{ pt: 2 }}>
        {translation ? (
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            {children(translation, index)}
            {!disabled && draft.Translations.length > 1 && (
              <Box>
                <Button color="error" onClick={() => onRemove(culture)}>
                  {t('CatalogAdmin.RemoveCulture', { culture: cultureName(culture, staffCulture) })}
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('CatalogAdmin.MissingTranslation')}</Typography>
            {!disabled && (
              <Button variant="outlined" onClick={() => onAdd(culture)}>
                {t('CatalogAdmin.AddCulture', { culture: cultureName(culture, staffCulture) })}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}

function useTranslationEditing(setDraft: PanelProps['setDraft']) {
  const update = (index: number, patch: Partial<TranslationDraft>) =>
    setDraft((previous) => ({
      ...previous,
      Translations: previous.Translations.map((translation, i) => {
        if (i !== index) return translation;
        const next = { ...translation, ...patch };
        // A new translation's slug follows its name until someone types a slug.
        if (patch.Name !== undefined && translation.IsNew && translation.Slug === slugOf(translation.Name))
          next.Slug = slugOf(patch.Name);
        return next;
      }),
    }));
  const add = (culture: Culture) =>
    setDraft((previous) => ({
      ...previous,
      Translations: [...previous.Translations, emptyTranslation(culture)],
    }));
  const remove = (culture: Culture) =>
    setDraft((previous) => ({
      ...previous,
      Translations: previous.Translations.filter((translation) => translation.Culture !== culture),
    }));
  return { update, add, remove };
}

export function TranslationsPanel({ draft, setDraft, errors, disabled }: PanelProps) {
  const t = useT();
  const fieldError = useFieldError(errors);
  const { update, add, remove } = useTranslationEditing(setDraft);
  return (
    <CultureTabs draft={draft} onAdd={add} onRemove={remove} disabled={disabled} errors={errors}>
      {(translation, i) => (
        <>
          <TextField
            label={t('CatalogAdmin.Name')}
            value={translation.Name}
            onChange={(event) => update(i, { Name: event.target.value })}
            required
            disabled={disabled}
            {...fieldError(`Translations.${i}.Name`)}
          />
          <TextField
            label={t('CatalogAdmin.ShortDescription')}
            value={translation.ShortDescription}
            onChange={(event) => update(i, { ShortDescription: event.target.value })}
            disabled={disabled}
            {...fieldError(`Translations.${i}.ShortDescription`)}
          />
          <TextField
            label={t('CatalogAdmin.Description')}
            value={translation.Description}
            onChange={(event) => update(i, { Description: event.target.value })}
            multiline
            minRows={4}
            disabled={disabled}
            {...fieldError(`Translations.${i}.Description`)}
          />
        </>
      )}
    </CultureTabs>
  );
}

export function SeoPanel({ draft, setDraft, errors, disabled }: PanelProps) {
  const t = useT();
  const fieldError = useFieldError(errors);
  const { update, add, remove } = useTranslationEditing(setDraft);
  return (
    <CultureTabs draft={draft} onAdd={add} onRemove={remove} disabled={disabled} errors={errors}>
      {(translation, i) => {
        const slugError = fieldError(`Translations.${i}.Slug`);
        return (
          <>
            <TextField
              label={t('CatalogAdmin.Slug')}
              value={translation.Slug}
              onChange={(event) => update(i, { Slug: event.target.value })}
              required
              disabled={disabled}
              {...slugError}
              helperText={
                slugError.helperText ??
                (translation.FormerSlugs.length
                  ? t('CatalogAdmin.FormerSlugs', { slugs: translation.FormerSlugs.join(', ') })
                  : undefined)
              }
            />
            <TextField
              label={t('CatalogAdmin.SeoTitle')}
              value={translation.SeoTitle}
              onChange={(event) => update(i, { SeoTitle: event.target.value })}
              disabled={disabled}
              {...fieldError(`Translations.${i}.SeoTitle`)}
            />
            <TextField
              label={t('CatalogAdmin.SeoDescription')}
              value={translation.SeoDescription}
              onChange={(event) => update(i, { SeoDescription: event.target.value })}
              multiline
              minRows={2}
              disabled={disabled}
              {...fieldError(`Translations.${i}.SeoDescription`)}
            />
          </>
        );
      }}
    </CultureTabs>
  );
}

function useVariantEditing(setDraft: PanelProps['setDraft']) {
  return (index: number, patch: Partial<VariantDraft>) =>
    setDraft((previous) => ({
      ...previous,
      Variants: previous.Variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)),
    }));
}

const variantLabel = (t: ReturnType<typeof useT>, variant: VariantDraft, index: number) =>
  variant.Sku
    ? `${t('CatalogAdmin.Variant', { n: index + 1 })} · ${variant.Sku}`
    : t('CatalogAdmin.Variant', { n: index + 1 });

export function VariantsPanel({ draft, setDraft, errors, options, disabled }: PanelProps) {
  const t = useT();
  const fieldError = useFieldError(errors);
  const update = useVariantEditing(setDraft);
  return (
    <Stack spacing={2}>
      {draft.Variants.map((variant, i) => {
        const valuesError = fieldError(`Variants.${i}.ValueIds`);
        return (
          <Paper key={variant.key} component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              {variantLabel(t, variant, i)}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
              <TextField
                label={t('CatalogAdmin.Sku')}
                value={variant.Sku}
                onChange={(event) => update(i, { Sku: event.target.value })}
                required
                disabled={disabled}
                {...fieldError(`Variants.${i}.Sku`)}
              />
              <TextField
                label={t('CatalogAdmin.Ean')}
                value={variant.Ean}
                onChange={(event) => update(i, { Ean: event.target.value })}
                disabled={disabled}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...fieldError(`Variants.${i}.Ean`)}
              />
              <TextField
                label={t('CatalogAdmin.Weight')}
                value={variant.WeightGrams}
                onChange={(event) => update(i, { WeightGrams: event.target.value })}
                disabled={disabled}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...fieldError(`Variants.${i}.WeightGrams`)}
              />
              {options.Attributes.map((attribute) => (
                <TextField
                  key={attribute.Id}
                  select
                  label={attribute.Name}
                  value={variant.Values[attribute.Id] ?? ''}
                  onChange={(event) =>
                    update(i, { Values: { ...variant.Values, [attribute.Id]: event.target.value } })
                  }
                  disabled={disabled}
                  error={'error' in valuesError}
                  sx={{ minWidth: 160 }}
                >
                  <MenuItem value="">{t('CatalogAdmin.NoValue')}</MenuItem>
                  {attribute.Values.map((value) => (
                    <MenuItem key={value.Id} value={value.Id}>
                      {value.ColorCode && (
                        <Box
                          component="span"
                          aria-hidden
                          sx={{
                            display: 'inline-block',
                            width: 14,
                            height: 14,
                            mr: 1,
                            borderRadius: '50%',
                            border: 1,
                            borderColor: 'divider',
                            bgcolor: value.ColorCode,
                          }}
                        />
                      )}
                      {value.Name}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={variant.IsAvailable}
                    onChange={(event) => update(i, { IsAvailable: event.target.checked })}
                    disabled={disabled}
                  />
                }
                label={t('CatalogAdmin.Available')}
              />
            </Stack>
            {valuesError.helperText && (
              <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                {valuesError.helperText}
              </Typography>
            )}
            {!disabled && draft.Variants.length > 1 && (
              <Button
                color="error"
                sx={{ mt: 1 }}
                onClick={() =>
                  setDraft((previous) => ({
                    ...previous,
                    Variants: previous.Variants.filter((_, j) => j !== i),
                  }))
                }
              >
                {t('CatalogAdmin.RemoveVariant', { sku: variant.Sku || String(i + 1) })}
              </Button>
            )}
          </Paper>
        );
      })}
      {!disabled && (
        <Box>
          <Button
            variant="outlined"
            onClick={() =>
              setDraft((previous) => ({ ...previous, Variants: [...previous.Variants, emptyVariant()] }))
            }
          >
            {t('CatalogAdmin.AddVariant')}
          </Button>
        </Box>
      )}
      {!disabled &&
        options.Attributes.map((attribute) => <NewValueForm key={attribute.Id} attribute={attribute} />)}
    </Stack>
  );
}

/**
 * A new value of a variation attribute (a colour with its swatch, a size), named in the staff's
 * language; the variants' choices offer it at once.
 */
function NewValueForm({ attribute }: { attribute: CatalogEditorOptions['Attributes'][number] }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [colour, setColour] = useState('#888888');
  const [failure, setFailure] = useState<string | undefined>();
  const [added, setAdded] = useState<string | undefined>();
  const swatch = attribute.DisplayType === 'Square';
  const add = useMutation({
    mutationFn: () =>
      api.catalogAdmin.addValue(
        attribute.Id,
        {
          Key: slugOf(name).replace(/[^a-z0-9-]/g, ''),
          ColorCode: swatch ? colour : null,
          Names: [{ Culture: culture, Name: name }],
        },
        culture,
      ),
    onSuccess: (options) => {
      queryClient.setQueryData(editorOptionsQueryOptions(api, culture).queryKey, options);
      setAdded(name);
      setName('');
      setOpen(false);
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });
  const label = t('CatalogAdmin.AddValue', { attribute: attribute.Name });
  return (
    <Box>
      {open ? (
        <Paper component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            {label}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('CatalogAdmin.ValueName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={failure !== undefined}
              helperText={failure ? translateMessage(failure, t) : undefined}
            />
            {swatch && (
              <TextField
                type="color"
                label={t('CatalogAdmin.Swatch')}
                value={colour}
                onChange={(event) => setColour(event.target.value)}
                sx={{ width: 160 }}
              />
            )}
            <Button
              variant="outlined"
              loading={add.isPending}
              onClick={() => {
                setFailure(undefined);
                if (!name.trim()) return setFailure('Validation.Required');
                add.mutate();
              }}
              sx={{ alignSelf: 'center' }}
            >
              {t('CatalogAdmin.Save')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Button size="small" onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Box role="status">
        {added && <Typography variant="body2">{t('CatalogAdmin.ValueAdded', { value: added })}</Typography>}
      </Box>
    </Box>
  );
}

export function PricesPanel({ draft, setDraft, errors, disabled }: PanelProps) {
  const t = useT();
  const { culture } = useCulture();
  const fieldError = useFieldError(errors);
  const update = useVariantEditing(setDraft);
  const money = new Intl.NumberFormat(culture, { style: 'currency', currency: 'EUR' });
  return (
    <Stack spacing={2}>
      {draft.Variants.map((variant, i) => (
        <Paper key={variant.key} component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            {variantLabel(t, variant, i)}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              label={t('CatalogAdmin.UnitPrice')}
              value={variant.UnitPrice}
              onChange={(event) => update(i, { UnitPrice: event.target.value })}
              required
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...fieldError(`Variants.${i}.UnitPrice`)}
              helperText={
                fieldError(`Variants.${i}.UnitPrice`).helperText ??
                (variant.UnitPriceTaxExcl === null
                  ? undefined
                  : t('CatalogAdmin.TaxExcl', { price: money.format(variant.UnitPriceTaxExcl) }))
              }
            />
            <TextField
              label={t('CatalogAdmin.MinOrder')}
              value={variant.MinOrderQuantity}
              onChange={(event) => update(i, { MinOrderQuantity: event.target.value })}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldError(`Variants.${i}.MinOrderQuantity`)}
            />
            <TextField
              label={t('CatalogAdmin.Step')}
              value={variant.OrderQuantityStep}
              onChange={(event) => update(i, { OrderQuantityStep: event.target.value })}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldError(`Variants.${i}.OrderQuantityStep`)}
            />
            <TextField
              label={t('CatalogAdmin.MaxOrder')}
              value={variant.MaxOrderQuantity}
              onChange={(event) => update(i, { MaxOrderQuantity: event.target.value })}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldError(`Variants.${i}.MaxOrderQuantity`)}
            />
          </Stack>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('CatalogAdmin.Tiers')}
          </Typography>
          <Stack spacing={1}>
            {variant.Tiers.map((tier, j) => (
              <Stack key={tier.key} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={t('CatalogAdmin.TierFrom')}
                  value={tier.MinQuantity}
                  onChange={(event) =>
                    update(i, {
                      Tiers: variant.Tiers.map((entry, k) =>
                        k === j ? { ...entry, MinQuantity: event.target.value } : entry,
                      ),
                    })
                  }
                  disabled={disabled}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  {...fieldError(`Variants.${i}.Tiers.${j}.MinQuantity`)}
                />
                <TextField
                  size="small"
                  label={t('CatalogAdmin.TierPrice')}
                  value={tier.UnitPrice}
                  onChange={(event) =>
                    update(i, {
                      Tiers: variant.Tiers.map((entry, k) =>
                        k === j ? { ...entry, UnitPrice: event.target.value } : entry,
                      ),
                    })
                  }
                  disabled={disabled}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...fieldError(`Variants.${i}.Tiers.${j}.UnitPrice`)}
                />
                {!disabled && (
                  <Button onClick={() => update(i, { Tiers: variant.Tiers.filter((_, k) => k !== j) })}>
                    {t('CatalogAdmin.RemoveTier')}
                  </Button>
                )}
              </Stack>
            ))}
            {!disabled && (
              <Box>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() =>
                    update(i, {
                      Tiers: [...variant.Tiers, { key: newKey(), MinQuantity: '', UnitPrice: '' }],
                    })
                  }
                >
                  {t('CatalogAdmin.AddTier')}
                </Button>
              </Box>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Stock per variant and warehouse, and one adjustment form: a variant, a warehouse, its new count
 * and why. Only saved variants have stock.
 */
export function StockPanel({
  product,
  options,
  disabled,
  onAdjusted,
}: {
  product: StaffProduct | null;
  options: CatalogEditorOptions;
  disabled: boolean;
  onAdjusted: (product: StaffProduct) => void;
}) {
  const t = useT();
  const api = useApi();
  const [variantId, setVariantId] = useState(product?.Variants[0]?.Id ?? '');
  const [warehouseId, setWarehouseId] = useState(options.Warehouses[0]?.Id ?? '');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const adjust = useMutation({
    mutationFn: () => {
      if (!product) throw new Error('an unsaved product has no stock');
      const typed = quantity.trim() === '' ? Number.NaN : Number(quantity.trim());
      return api.catalogAdmin.adjustStock(product.Id, variantId, {
        WarehouseId: warehouseId,
        Quantity: typed,
        Reason: reason,
      });
    },
    onSuccess: (saved) => {
      setFailure(undefined);
      setQuantity('');
      setReason('');
      onAdjusted(saved);
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });
  if (!product) return <Typography>{t('CatalogAdmin.SaveFirst')}</Typography>;
  const quantityOf = (variant: StaffProduct['Variants'][number], warehouse: string) =>
    variant.Stock.find((entry) => entry.WarehouseId === warehouse)?.Quantity ?? 0;

  function onAdjust() {
    setFailure(undefined);
    const typed = Number(quantity.trim());
    if (quantity.trim() === '' || !Number.isInteger(typed)) return setFailure('Validation.Integer');
    if (typed < 0) return setFailure('CatalogAdmin.StockNegative');
    if (!reason.trim()) return setFailure('Validation.Required');
    adjust.mutate();
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('CatalogAdmin.InStock')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('CatalogAdmin.Sku')}</TableCell>
              {options.Warehouses.map((warehouse) => (
                <TableCell key={warehouse.Id} align="right">
                  {warehouse.Name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {product.Variants.map((variant) => (
              <TableRow key={variant.Id}>
                <TableCell component="th" scope="row">
                  {variant.Sku}
                </TableCell>
                {options.Warehouses.map((warehouse) => (
                  <TableCell key={warehouse.Id} align="right">
                    {quantityOf(variant, warehouse.Id)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {!disabled && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            label={t('CatalogAdmin.Sku')}
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {product.Variants.map((variant) => (
              <MenuItem key={variant.Id} value={variant.Id}>
                {variant.Sku}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('CatalogAdmin.Warehouse')}
            value={warehouseId}
            onChange={(event) => setWarehouseId(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {options.Warehouses.map((warehouse) => (
              <MenuItem key={warehouse.Id} value={warehouse.Id}>
                {warehouse.Name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('CatalogAdmin.NewQuantity')}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('CatalogAdmin.Reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="outlined"
            onClick={onAdjust}
            loading={adjust.isPending}
            sx={{ alignSelf: 'center' }}
          >
            {t('CatalogAdmin.Adjust')}
          </Button>
        </Stack>
      )}
      {failure && (
        <Typography color="error" role="alert">
          {translateMessage(failure, t)}
        </Typography>
      )}
    </Stack>
  );
}
