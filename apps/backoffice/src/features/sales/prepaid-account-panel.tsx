import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalesCustomer } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { formMessageOf } from './form-message';
import { SALES_KEY, salesPrepaidQueryOptions } from './queries';

/** A typed amount in either decimal notation ("12,50" or "12.50"); NaN when it is none. */
const amountOf = (typed: string) => (typed.trim() ? Number(typed.trim().replace(',', '.')) : Number.NaN);

/**
 * The customer's prepaid account as sales staff see it: the balance, the history with who made
 * each entry, and a bank transfer received credited on the customer's behalf.
 */
export function PrepaidAccountPanel({ customer }: { customer: SalesCustomer }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const account = useQuery(salesPrepaidQueryOptions(api, customer.CustomerId, page, culture));
  const at = new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' });
  const history = account.data?.History;
  const pages = history ? Math.max(1, Math.ceil(history.TotalCount / history.PageSize)) : 1;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('SalesDesk.Account')}
      </Typography>
      {account.isPending ? (
        <CircularProgress size={24} aria-label={t('Core.Loading')} />
      ) : account.data ? (
        <Typography variant="subtitle1" component="p" data-testid="prepaid-balance">
          {t('SalesDesk.Balance', { balance: account.data.BalanceHtml })}
        </Typography>
      ) : null}
      <TopUpForm customerId={customer.CustomerId} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>
        {t('SalesDesk.History')}
      </Typography>
      {history && history.Items.length === 0 ? (
        <Typography color="text.secondary">{t('SalesDesk.HistoryEmpty')}</Typography>
      ) : null}
      {history && history.Items.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('SalesDesk.History')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('SalesDesk.Column.Date')}</TableCell>
                <TableCell>{t('SalesDesk.Column.Movement')}</TableCell>
                <TableCell align="right">{t('SalesDesk.Column.Amount')}</TableCell>
                <TableCell align="right">{t('SalesDesk.Column.BalanceAfter')}</TableCell>
                <TableCell>{t('SalesDesk.Column.By')}</TableCell>
                <TableCell>{t('SalesDesk.Column.Reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.Items.map((entry) => (
                <TableRow key={entry.Id}>
                  <TableCell>{at.format(new Date(entry.At))}</TableCell>
                  <TableCell>{t(`SalesDesk.Kind.${entry.Kind}`)}</TableCell>
                  <TableCell align="right">{entry.AmountHtml}</TableCell>
                  <TableCell align="right">{entry.BalanceAfterHtml}</TableCell>
                  <TableCell>{entry.ActorEmail ?? t(`SalesDesk.Actor.${entry.ActorKind}`)}</TableCell>
                  <TableCell>{entry.Reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {pages > 1 ? (
        <Box
          component="nav"
          aria-label={t('SalesDesk.HistoryPaging')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}
        >
          <IconButton
            aria-label={t('SalesDesk.PreviousPage')}
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2">{t('SalesDesk.PageOf', { page, pages })}</Typography>
          <IconButton
            aria-label={t('SalesDesk.NextPage')}
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      ) : null}
    </Paper>
  );
}

/** A bank transfer received for the customer: credited once, whatever number of clicks. */
function TopUpForm({ customerId }: { customerId: string }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  // One key per transfer: a retried click credits it once; the next transfer gets a new one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const topUp = useMutation({
    mutationFn: () =>
      api.sales.topUp(
        customerId,
        { Amount: amountOf(amount), Reference: reference, Reason: reason },
        key,
        culture,
      ),
    onSuccess: async () => {
      setAmount('');
      setReference('');
      setReason('');
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: SALES_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    topUp.mutate();
  };
  const refusal = topUp.isError ? (formMessageOf(topUp.error) ?? 'SalesDesk.FormFailed') : null;

  return (
    <Box component="form" aria-labelledby={headingId} onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" gutterBottom>
        {t('SalesDesk.TopUpTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t('SalesDesk.TopUpAmount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          required
        />
        <TextField
          size="small"
          label={t('SalesDesk.TopUpReference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          required
        />
        <TextField
          size="small"
          label={t('SalesDesk.TopUpReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={topUp.isPending}>
          {t('SalesDesk.TopUpSubmit')}
        </Button>
      </Stack>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {translateMessage(refusal, t)}
        </Alert>
      ) : null}
      {topUp.isSuccess ? (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {t('SalesDesk.TopUpDone', { balance: topUp.data.BalanceHtml })}
        </Alert>
      ) : null}
    </Box>
  );
}
