import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { BackofficeCurrency, RateLoadResult } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useApi } from '../../lib/api-context';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMasterDetail } from '../../lib/use-master-detail';
import { currenciesQueryOptions, ratesQueryOptions } from './queries';
import { useCurrencyForm, useLoadRates, useTodayRateForm } from './use-currency-forms';

/**
 * The currencies area (ADR 019): the shop's currencies with today's rate, each one's rates by day
 * and source, whether it is offered, today's rate set by hand, and loading the ECB's rates now.
 */
export function CurrenciesPage({ title }: { title: string }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  useDocumentTitle(title);
  const currencies = useQuery(currenciesQueryOptions(api, culture));
  const selection = useMasterDetail();
  const shop = currencies.data?.find((item) => item.IsShopCurrency)?.CurrencyCode ?? '';
  const chosen = currencies.data?.find((item) => item.CurrencyCode === selection.selectedKey);

  return (
    <MasterDetail
      title={title}
      intro={<LoadRates />}
      listTitle={t('Backoffice.CurrenciesList')}
      listWidth={320}
      items={currencies.data}
      isLoading={currencies.isPending}
      getKey={(item) => item.CurrencyCode}
      renderItem={(item) => (
        <>
          <ListItemText
            primary={`${item.CurrencyCode} · ${item.Name}`}
            secondary={
              item.IsShopCurrency
                ? t('Backoffice.CurrenciesShop')
                : item.Rate
                  ? `${item.Rate} (${item.RateDate})`
                  : t('Backoffice.CurrenciesNoRate')
            }
          />
          {!item.IsActive && <Chip size="small" label={t('Backoffice.CurrenciesInactive')} />}
        </>
      )}
      selection={selection}
      chooseMessage={t('Backoffice.CurrenciesChoose')}
      detail={chosen ? <CurrencyDetail key={chosen.CurrencyCode} currency={chosen} shop={shop} /> : null}
    />
  );
}

function LoadRates() {
  const t = useT();
  const { result, load, isLoading } = useLoadRates();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Button variant="outlined" onClick={load} loading={isLoading}>
        {t('Backoffice.CurrenciesLoadEcb')}
      </Button>
      <Box role="status" sx={{ flexGrow: 1 }}>
        {result && <LoadOutcome result={result} />}
      </Box>
    </Box>
  );
}

function LoadOutcome({ result }: { result: RateLoadResult }) {
  const t = useT();
  if (result.Outcome === 'Loaded')
    return (
      <Alert severity="success">
        {t('Backoffice.CurrenciesLoaded', {
          date: result.RateDate ?? '',
          written: result.Written,
          unchanged: result.Unchanged,
          kept: result.KeptStaff,
        })}
      </Alert>
    );
  if (result.Outcome === 'NotConfigured')
    return <Alert severity="info">{t('Backoffice.CurrenciesNotConfigured')}</Alert>;
  return (
    <Alert severity="error">{t('Backoffice.CurrenciesLoadFailed', { reason: result.Reason ?? '' })}</Alert>
  );
}

function CurrencyDetail({ currency, shop }: { currency: BackofficeCurrency; shop: string }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      {currency.Rate && !currency.IsShopCurrency && (
        <Typography>
          {t('Backoffice.CurrenciesRateOf', {
            shop,
            rate: currency.Rate,
            code: currency.CurrencyCode,
            date: currency.RateDate ?? '',
            source: currency.RateSource ? t(`Backoffice.CurrenciesSource.${currency.RateSource}`) : '',
          })}
        </Typography>
      )}
      <CurrencyForm currency={currency} />
      {!currency.IsShopCurrency && (
        <>
          <TodayRateForm currency={currency} shop={shop} />
          <RatesTable currency={currency.CurrencyCode} />
        </>
      )}
    </Stack>
  );
}

function CurrencyForm({ currency }: { currency: BackofficeCurrency }) {
  const t = useT();
  const state = useCurrencyForm(currency);
  const { control, formState } = state.form;
  return (
    <EditorForm
      state={state}
      title={`${currency.CurrencyCode} · ${currency.Name}`}
      savedMessage={t('Backoffice.CurrenciesSaved')}
    >
      <Stack spacing={2}>
        <Controller
          control={control}
          name="IsActive"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={currency.IsShopCurrency}
                />
              }
              label={t('Backoffice.CurrenciesActive')}
            />
          )}
        />
        <Controller
          control={control}
          name="SortOrder"
          render={({ field }) => (
            <TextField
              label={t('Backoffice.CurrenciesSortOrder')}
              type="number"
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              error={formState.errors.SortOrder !== undefined}
              helperText={translateMessage(formState.errors.SortOrder?.message, t)}
              sx={{ maxWidth: 200 }}
            />
          )}
        />
      </Stack>
    </EditorForm>
  );
}

function TodayRateForm({ currency, shop }: { currency: BackofficeCurrency; shop: string }) {
  const t = useT();
  const state = useTodayRateForm(currency);
  const { register, formState } = state.form;
  const error = formState.errors.Rate?.message;
  return (
    <EditorForm
      state={state}
      title={t('Backoffice.CurrenciesSetRate')}
      savedMessage={t('Backoffice.CurrenciesRateSaved')}
    >
      <TextField
        {...register('Rate')}
        label={t('Backoffice.CurrenciesTodayRate')}
        inputMode="decimal"
        error={error !== undefined}
        helperText={
          error
            ? translateMessage(error, t)
            : t('Backoffice.CurrenciesTodayRateHint', { code: currency.CurrencyCode, shop })
        }
        sx={{ maxWidth: 280 }}
      />
    </EditorForm>
  );
}

function RatesTable({ currency }: { currency: string }) {
  const t = useT();
  const api = useApi();
  const headingId = useId();
  const rates = useQuery(ratesQueryOptions(api, currency));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('Backoffice.CurrenciesRates')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Backoffice.CurrenciesDate')}</TableCell>
            <TableCell align="right">{t('Backoffice.CurrenciesRate')}</TableCell>
            <TableCell>{t('Backoffice.CurrenciesSource')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rates.data ?? []).map((row) => (
            <TableRow key={row.RateDate}>
              <TableCell>{row.RateDate}</TableCell>
              <TableCell align="right">{row.Rate}</TableCell>
              <TableCell>{t(`Backoffice.CurrenciesSource.${row.Source}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
