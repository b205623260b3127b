import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_STATUSES, type OrderStatus } from '@vitrine/api-client';
import { useCulture, useT } from '../../lib/i18n-context';
import { ListPager } from '../../lib/list-pager';
import { MasterDetail } from '../../lib/master-detail';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMasterDetail } from '../../lib/use-master-detail';
import { OrderDetail } from './order-detail';
import { StatusChip } from './status-chip';
import { MIN_ORDER_SEARCH, ORDERS_PAGE_SIZE, useOrderList, useStaffOrder } from './use-order-desk';

/**
 * The order desk (sales and admins): the shop's orders, newest first, by status and by number or
 * e-mail, one page at a time; the chosen order in full, with the moves its status allows.
 */
export function OrdersPage({ title }: { title: string }) {
  const t = useT();
  const { culture } = useCulture();
  useDocumentTitle(title);
  const list = useOrderList();
  const selection = useMasterDetail();
  const order = useStaffOrder(selection.selectedKey);
  const placedAt = new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <MasterDetail
      title={title}
      listTitle={t('Backoffice.OrdersList')}
      listWidth={380}
      filter={
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('Backoffice.OrdersStatus')}
            value={list.status}
            onChange={(event) => list.setStatus(event.target.value as OrderStatus | '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('Backoffice.OrdersAllStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`Orders.Status.${status}`)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            fullWidth
            label={t('Backoffice.OrdersSearch')}
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            helperText={
              list.searchTooShort ? t('Backoffice.AssetsSearchHint', { min: MIN_ORDER_SEARCH }) : undefined
            }
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <ListPager
            label={t('Backoffice.OrdersPaging')}
            page={list.page}
            pageSize={ORDERS_PAGE_SIZE}
            total={list.total}
            onPage={list.goTo}
          />
        </Stack>
      }
      items={list.orders.data?.Items}
      isLoading={list.orders.isPending}
      emptyMessage={t('Backoffice.OrdersEmpty')}
      getKey={(item) => item.Id}
      renderItem={(item) => (
        <>
          <ListItemText
            primary={`${item.Number} · ${item.CustomerName || item.Email}`}
            secondary={`${placedAt.format(new Date(item.PlacedAt))} · ${item.Email} · ${item.AmountTaxInclHtml}`}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <StatusChip status={item.Status} sx={{ ml: 1 }} />
        </>
      )}
      selection={selection}
      chooseMessage={t('Backoffice.OrdersChoose')}
      detail={
        selection.selectedKey === null ? null : order.data ? (
          <OrderDetail key={order.data.Id} order={order.data} />
        ) : order.isError ? (
          <Alert severity="warning">{t('Backoffice.OrdersNotFound')}</Alert>
        ) : (
          <CircularProgress aria-label={t('Core.Loading')} />
        )
      }
    />
  );
}
