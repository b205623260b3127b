import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CatalogEditorOptions, ProductEdit, StaffProduct } from '@vitrine/api-client';
import type { Translate } from '@vitrine/i18n';
import { useId } from 'react';
import { useT } from '../../lib/i18n-context';

/** The product's fields as label → shown value, so two versions compare row by row. */
export function describeEdit(edit: ProductEdit, options: CatalogEditorOptions | undefined, t: Translate) {
  const named = (list: { Id: string; Name: string }[] | undefined, id: string | null | undefined) =>
    (id && list?.find((entry) => entry.Id === id)?.Name) || id || '—';
  const valueName = (id: string) =>
    options?.Attributes.flatMap((attribute) => attribute.Values).find((value) => value.Id === id)?.Name ?? id;
  const rows = new Map<string, string>();
  rows.set(t('CatalogAdmin.Reference'), edit.Reference);
  rows.set(t('CatalogAdmin.Category'), named(options?.Categories, edit.CategoryId));
  rows.set(
    t('CatalogAdmin.Brand'),
    edit.BrandId ? named(options?.Brands, edit.BrandId) : t('CatalogAdmin.NoBrand'),
  );
  rows.set(t('CatalogAdmin.TaxClass'), t(`CatalogAdmin.TaxClass.${edit.TaxClass ?? 'standard'}`));
  for (const translation of edit.Translations) {
    const prefix = translation.Culture.toUpperCase();
    rows.set(`${prefix} · ${t('CatalogAdmin.Name')}`, translation.Name);
    rows.set(`${prefix} · ${t('CatalogAdmin.Slug')}`, translation.Slug);
    rows.set(`${prefix} · ${t('CatalogAdmin.ShortDescription')}`, translation.ShortDescription ?? '');
    rows.set(`${prefix} · ${t('CatalogAdmin.Description')}`, translation.Description ?? '');
    rows.set(`${prefix} · ${t('CatalogAdmin.SeoTitle')}`, translation.SeoTitle ?? '');
    rows.set(`${prefix} · ${t('CatalogAdmin.SeoDescription')}`, translation.SeoDescription ?? '');
  }
  for (const variant of edit.Variants) {
    const prefix = variant.Sku;
    rows.set(`${prefix} · ${t('CatalogAdmin.UnitPrice')}`, String(variant.UnitPrice));
    rows.set(`${prefix} · ${t('CatalogAdmin.Available')}`, variant.IsAvailable === false ? '✗' : '✓');
    rows.set(
      `${prefix} · ${t('CatalogAdmin.Tiers')}`,
      (variant.Tiers ?? []).map((tier) => `${tier.MinQuantity}: ${tier.UnitPrice}`).join(', '),
    );
    rows.set(
      `${prefix} · ${t('CatalogAdmin.Tab.Variants')}`,
      (variant.ValueIds ?? []).map(valueName).join(', '),
    );
  }
  return rows;
}

/**
 * Someone saved the product while this staff member edited it: the fields that differ between
 * their edit and the saved version, side by side; they keep theirs (saved over the new version)
 * or take the saved one.
 */
export function ConflictDialog({
  yours,
  yourVersion,
  current,
  options,
  onKeepMine,
  onTakeTheirs,
}: {
  yours: ProductEdit;
  yourVersion: number;
  current: StaffProduct;
  options: CatalogEditorOptions | undefined;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const mine = describeEdit(yours, options, t);
  const theirs = describeEdit(
    {
      ...current,
      Translations: current.Translations,
      Variants: current.Variants.map((variant) => ({
        ...variant,
        Tiers: variant.Tiers.map((tier) => ({ MinQuantity: tier.MinQuantity, UnitPrice: tier.UnitPrice })),
      })),
    },
    options,
    t,
  );
  const labels = [...new Set([...mine.keys(), ...theirs.keys()])].filter(
    (label) => (mine.get(label) ?? '') !== (theirs.get(label) ?? ''),
  );
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth onClose={onTakeTheirs}>
      <DialogTitle id={titleId}>{t('CatalogAdmin.Conflict.Title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('CatalogAdmin.Conflict.Text', { current: current.Version, yours: yourVersion })}
        </DialogContentText>
        <Table size="small" aria-label={t('CatalogAdmin.Conflict.Title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('CatalogAdmin.Conflict.Field')}</TableCell>
              <TableCell>{t('CatalogAdmin.Conflict.Yours')}</TableCell>
              <TableCell>{t('CatalogAdmin.Conflict.Theirs', { version: current.Version })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {labels.length ? (
              labels.map((label) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{mine.get(label) ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{theirs.get(label) ?? '—'}</TableCell>
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={3}>{t('CatalogAdmin.Conflict.Same')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs}>{t('CatalogAdmin.Conflict.Take')}</Button>
        <Button variant="contained" onClick={onKeepMine}>
          {t('CatalogAdmin.Conflict.Keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
