import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EDITABLE_TAX_CLASSES, type StaffTaxCountry } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useId } from 'react';
import { useT } from '../../lib/i18n-context';
import { useTaxRatesForm } from './use-tax-rates-form';

/**
 * One country's standard, reduced and super-reduced rates, in a dialog over the table. An empty
 * field leaves the class to the next higher one's rate; the zero class is 0 % and not edited.
 */
export function TaxRatesDialog({
  country,
  onClose,
  onSaved,
}: {
  country: StaffTaxCountry;
  onClose: () => void;
  onSaved: (saved: StaffTaxCountry) => void;
}) {
  const t = useT();
  const titleId = useId();
  const form = useTaxRatesForm(country, onSaved);
  const close = () => {
    if (!form.isSaving) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={form.onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('Backoffice.TaxRatesOf', { country: country.Name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('Backoffice.TaxRatesDialogHint')}</DialogContentText>
          {country.IsShopCountry && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('Backoffice.TaxRatesShopCountryHint')}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 2 }}>
            {EDITABLE_TAX_CLASSES.map((taxClass, index) => {
              const error = form.errors[taxClass];
              return (
                <TextField
                  key={taxClass}
                  autoFocus={index === 0}
                  label={t(`Backoffice.TaxClass.${taxClass}`)}
                  value={form.fields[taxClass]}
                  onChange={(event) => form.setField(taxClass, event.target.value)}
                  error={error !== undefined}
                  helperText={error ? translateMessage(error, t) : undefined}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
              );
            })}
          </Stack>
          {form.failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateMessage(form.failure, t)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSaving}>
            {t('Core.Cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSaving}>
            {t('Backoffice.Save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
