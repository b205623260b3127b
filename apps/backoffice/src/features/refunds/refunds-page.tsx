import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REFUND_STATUSES, type RefundStatus } from '@vitrine/api-client';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMasterDetail } from '../../lib/use-master-detail';
import { RefundDetail } from './refund-detail';
import { RefundStatusChip } from './status-chip';
import { useRefundList, useStaffRefund } from './use-refunds';

/**
 * Refund requests (sales and admins): the ones waiting for a decision first, by status; the chosen
 * request in full, with its lines, the bank account of a transfer, and the decisions it allows.
 */
export function RefundsPage({ title }: { title: string }) {
  const t = useT();
  const { culture } = useCulture();
  useDocumentTitle(title);
  const list = useRefundList();
  const selection = useMasterDetail();
  const refund = useStaffRefund(selection.selectedKey);
  const when = new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <MasterDetail
      title={title}
      listTitle={t('Backoffice.Refunds')}
      listWidth={380}
      filter={
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('Backoffice.RefundsFilterStatus')}
            value={list.status}
            onChange={(event) => list.setStatus(event.target.value as RefundStatus | '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('Backoffice.RefundsAll')}</option>
            {REFUND_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`Refunds.Status.${status}`)}
              </option>
            ))}
          </TextField>
          {list.pageCount > 1 ? (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <IconButton
                aria-label={t('Backoffice.OrdersPrevious')}
                disabled={list.page <= 1}
                onClick={() => list.goTo(list.page - 1)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <Typography variant="body2">
                {list.page} / {list.pageCount}
              </Typography>
              <IconButton
                aria-label={t('Backoffice.OrdersNext')}
                disabled={list.page >= list.pageCount}
                onClick={() => list.goTo(list.page + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </Box>
          ) : null}
        </Stack>
      }
      items={list.refunds.data?.Items}
      isLoading={list.refunds.isPending}
      emptyMessage={t('Backoffice.RefundsNone')}
      getKey={(item) => item.Id}
      renderItem={(item) => (
        <>
          <ListItemText
            primary={`${item.Number} · ${item.OrderNumber}`}
            secondary={`${when.format(new Date(item.CreatedAt))} · ${item.Email} · ${item.TotalAmountHtml}`}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <RefundStatusChip status={item.Status} />
        </>
      )}
      selection={selection}
      chooseMessage={t('Backoffice.RefundsSelect')}
      detail={
        selection.selectedKey === null ? null : refund.data ? (
          <RefundDetail key={refund.data.Id} refund={refund.data} />
        ) : refund.isError ? (
          <Alert severity="warning">{t('Refunds.NotFound')}</Alert>
        ) : (
          <CircularProgress aria-label={t('Core.Loading')} />
        )
      }
    />
  );
}
