import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REFUND_STATUSES, type RefundStatus } from '@vitrine/api-client';
import { useCulture, useT } from '../../lib/i18n-context';
import { ListPager } from '../../lib/list-pager';
import { MasterDetail } from '../../lib/master-detail';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMasterDetail } from '../../lib/use-master-detail';
import { RefundDetail } from './refund-detail';
import { RefundStatusChip } from './status-chip';
import { REFUNDS_PAGE_SIZE, useRefundList, useStaffRefund } from './use-refunds';

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
          <ListPager
            label={t('Backoffice.RefundsPaging')}
            page={list.page}
            pageSize={REFUNDS_PAGE_SIZE}
            total={list.refunds.data?.TotalCount ?? 0}
            onPage={list.goTo}
          />
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
