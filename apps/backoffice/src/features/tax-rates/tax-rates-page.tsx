import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { EDITABLE_TAX_CLASSES, type EditableTaxClass, type StaffTaxCountry } from '@vitrine/api-client';
import { useMemo, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { taxRatesQueryOptions } from './queries';
import { TaxRatesDialog } from './tax-rates-dialog';

/**
 * The tax rates area (admins; ADR 021): every country the shop knows with its VAT rate per tax
 * class, as the cart applies it when that country is the tax country; one country's rates are
 * edited in a dialog.
 */
export function TaxRatesPage({ title }: { title: string }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  useDocumentTitle(title);
  const countries = useQuery(taxRatesQueryOptions(api, culture));
  const [editing, setEditing] = useState<StaffTaxCountry | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const percent = useMemo(
    () => new Intl.NumberFormat(culture, { style: 'percent', maximumFractionDigits: 4 }),
    [culture],
  );
  const shown = (rate: number) => percent.format(rate / 100);

  function cell(country: StaffTaxCountry, taxClass: EditableTaxClass) {
    const entry = country.Rates.find((rate) => rate.TaxClass === taxClass);
    if (entry && entry.Rate !== null) return shown(entry.Rate);
    const applied = shown(entry?.AppliedRate ?? 0);
    const text = country.Rates.some((rate) => rate.Rate !== null)
      ? t('Backoffice.TaxRatesFallback', { rate: applied })
      : t('Backoffice.TaxRatesExport', { rate: applied });
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {text}
      </Typography>
    );
  }

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {t('Backoffice.TaxRatesIntro')}
      </Typography>
      {/* Present before the save, so screen readers announce the notice when it appears in it. */}
      <Box role="status" sx={{ mb: saved ? 2 : 0 }}>
        {saved && (
          <Alert severity="success" onClose={() => setSaved(null)} closeText={t('Core.Close')}>
            {t('Backoffice.TaxRatesSaved', { country: saved })}
          </Alert>
        )}
      </Box>
      {countries.isPending ? (
        <CircularProgress aria-label={t('Core.Loading')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Backoffice.TaxRatesCountry')}</TableCell>
                {EDITABLE_TAX_CLASSES.map((taxClass) => (
                  <TableCell key={taxClass} align="right">
                    {t(`Backoffice.TaxClass.${taxClass}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{t('Backoffice.TaxRatesActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(countries.data ?? []).map((country) => (
                <TableRow key={country.Code} hover>
                  <TableCell component="th" scope="row">
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      {country.Name}
                      {country.IsEu && (
                        <Chip size="small" variant="outlined" label={t('Backoffice.TaxRatesEu')} />
                      )}
                      {country.IsShopCountry && (
                        <Chip size="small" color="primary" label={t('Backoffice.TaxRatesShopCountry')} />
                      )}
                    </Box>
                  </TableCell>
                  {EDITABLE_TAX_CLASSES.map((taxClass) => (
                    <TableCell key={taxClass} align="right">
                      {cell(country, taxClass)}
                    </TableCell>
                  ))}
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={t('Backoffice.TaxRatesEditFor', { country: country.Name })}
                      onClick={() => {
                        setSaved(null);
                        setEditing(country);
                      }}
                    >
                      {t('Backoffice.TaxRatesEdit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <TaxRatesDialog
          key={editing.Code}
          country={editing}
          onClose={() => setEditing(null)}
          onSaved={(country) => {
            setEditing(null);
            setSaved(country.Name);
          }}
        />
      )}
    </>
  );
}
