import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderAddress, OrderStatus, StaffOrder, StaffOrderHistoryEntry } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type ReactNode, useId, useState } from 'react';
import { useCulture, useT } from '../../lib/i18n-context';
import { CancelOrderDialog } from './cancel-order-dialog';
import { StatusChip } from './status-chip';
import { useOrderMove } from './use-order-desk';

const NOTE_MAX = 500;

/** The buttons of the moves staff make by hand, in the order they happen. */
const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  paid: 'Backoffice.OrdersMarkPaid',
  shipped: 'Backoffice.OrdersMarkShipped',
  delivered: 'Backoffice.OrdersMarkDelivered',
};

/** One order as the desk shows it: what it is, what may happen to it now, and what happened so far. */
export function OrderDetail({ order }: { order: StaffOrder }) {
  const t = useT();
  const { culture } = useCulture();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(culture, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {t('Backoffice.OrdersOrder', { number: order.Number })}
        </Typography>
        <Facts
          entries={[
            [t('Backoffice.OrdersStatus'), <StatusChip key="status" status={order.Status} />],
            [t('Backoffice.OrdersPlacedAt'), when.format(new Date(order.PlacedAt))],
            [t('Backoffice.OrdersEmail'), order.Email],
            [
              t('Backoffice.OrdersAccount'),
              order.CustomerId ? t('Backoffice.OrdersCustomerAccount') : t('Backoffice.OrdersGuest'),
            ],
            [t('Backoffice.OrdersShippingMethod'), order.ShippingMethodName],
            [t('Backoffice.OrdersPickupPoint'), order.PickupPointName],
            [t('Backoffice.OrdersVatNumber'), order.VAT],
            [t('Backoffice.OrdersTotal'), order.AmountTaxInclHtml],
          ]}
        />
        {order.VatExempt ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('Backoffice.OrdersVatExempt')}
          </Typography>
        ) : null}
      </Paper>
      <OrderActions order={order} />
      <Section title={t('Backoffice.OrdersLines')}>
        {(headingId) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Backoffice.OrdersItem')}</TableCell>
                  <TableCell>{t('Backoffice.OrdersSku')}</TableCell>
                  <TableCell align="right">{t('Backoffice.OrdersQuantity')}</TableCell>
                  <TableCell align="right">{t('Backoffice.OrdersUnitPrice')}</TableCell>
                  <TableCell align="right">{t('Backoffice.OrdersLineTotal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.Items.map((line) => (
                  <TableRow key={line.Id}>
                    <TableCell>{line.Name}</TableCell>
                    <TableCell>{line.SKU}</TableCell>
                    <TableCell align="right">{line.Quantity}</TableCell>
                    <TableCell align="right">{line.UnitPriceTaxInclHtml}</TableCell>
                    <TableCell align="right">{line.TotalTaxInclHtml}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
      <Section title={t('Backoffice.OrdersTotals')}>
        {(headingId) => (
          <Table size="small" aria-labelledby={headingId} sx={{ maxWidth: 420 }}>
            <TableBody>
              {[
                [t('Backoffice.OrdersSubtotal'), order.SubtotalHtml],
                [t('Backoffice.OrdersDiscount'), order.DiscountHtml],
                [t('Backoffice.OrdersShipping'), order.ShippingAmountHtml],
                [t('Backoffice.OrdersTotalTaxExcl'), order.AmountTaxExclHtml],
                [t('Backoffice.OrdersTax'), order.TaxAmountHtml],
                [t('Backoffice.OrdersTotal'), order.AmountTaxInclHtml],
              ].map(([label, amount]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell align="right">{amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Section title={t('Backoffice.OrdersBillingAddress')}>
          {() => <AddressBlock address={order.BillingAddress} />}
        </Section>
        <Section title={t('Backoffice.OrdersShippingAddress')}>
          {() => <AddressBlock address={order.ShippingAddress} />}
        </Section>
      </Box>
      <Section title={t('Backoffice.OrdersHistory')}>
        {(headingId) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Backoffice.OrdersWhen')}</TableCell>
                  <TableCell>{t('Backoffice.OrdersStatus')}</TableCell>
                  <TableCell>{t('Backoffice.OrdersWho')}</TableCell>
                  <TableCell>{t('Backoffice.OrdersNote')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.History.map((entry, index) => (
                  // Entries are never edited nor removed: their place is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <TableRow key={index}>
                    <TableCell>{when.format(new Date(entry.At))}</TableCell>
                    <TableCell>{t(`Orders.Status.${entry.Status}`)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Actor entry={entry} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.Note}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
    </Stack>
  );
}

/** The moves the order's status allows now, each disabled while one runs; a cancel is confirmed with its reason. */
function OrderActions({ order }: { order: StaffOrder }) {
  const t = useT();
  const { move, running, notice } = useOrderMove(order);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const busy = running !== null;
  const moves = order.NextStatuses.filter((status) => MOVE_LABELS[status]);
  const canCancel = order.NextStatuses.includes('cancelled');

  async function moveTo(status: OrderStatus) {
    if (await move(status, note)) setNote('');
  }

  return (
    <Section title={t('Backoffice.OrdersActions')}>
      {() => (
        <>
          {order.NextStatuses.length === 0 ? (
            <Typography>{t('Backoffice.OrdersNoActions')}</Typography>
          ) : (
            <Stack spacing={2}>
              {moves.length > 0 ? (
                <TextField
                  size="small"
                  label={t('Backoffice.OrdersMoveNote')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
                />
              ) : null}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {moves.map((status) => (
                  <Button
                    key={status}
                    variant="contained"
                    disabled={busy}
                    loading={running === status}
                    onClick={() => void moveTo(status)}
                  >
                    {t(MOVE_LABELS[status] ?? '')}
                  </Button>
                ))}
                {canCancel ? (
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={busy}
                    loading={running === 'cancelled'}
                    onClick={() => setConfirming(true)}
                  >
                    {t('Backoffice.OrdersCancel')}
                  </Button>
                ) : null}
              </Box>
            </Stack>
          )}
          {/* Present before a move, so screen readers announce its outcome when it appears. */}
          <Box role="status" sx={{ mt: notice ? 2 : 0 }}>
            {notice?.severity === 'success' ? (
              <Alert severity="success">
                {t(notice.message, { status: notice.status ? t(`Orders.Status.${notice.status}`) : '' })}
              </Alert>
            ) : null}
          </Box>
          {notice?.severity === 'error' ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateMessage(notice.message, t)}
            </Alert>
          ) : null}
          <CancelOrderDialog
            open={confirming}
            order={order}
            busy={running === 'cancelled'}
            onClose={() => setConfirming(false)}
            onConfirm={async (reason) => {
              await move('cancelled', reason);
              setConfirming(false);
            }}
          />
        </>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
        {title}
      </Typography>
      {children(headingId)}
    </Paper>
  );
}

/** Label and value pairs; the empty ones are left out. */
function Facts({ entries }: { entries: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {entries
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function AddressBlock({ address }: { address: OrderAddress }) {
  const lines = [
    `${address.FirstName} ${address.LastName}`.trim(),
    address.Company,
    [address.Street1, address.HouseNumber, address.BoxNumber].filter(Boolean).join(' '),
    `${address.PostalCode} ${address.City}`.trim(),
    address.CountryName,
    address.Phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Typography>
  );
}

function Actor({ entry }: { entry: StaffOrderHistoryEntry }) {
  const t = useT();
  if (entry.ActorKind === 'staff') return <>{entry.ActorEmail ?? t('Backoffice.OrdersByStaff')}</>;
  const key =
    entry.ActorKind === 'customer'
      ? 'Backoffice.OrdersByCustomer'
      : entry.ActorKind === 'guest'
        ? 'Backoffice.OrdersByGuest'
        : 'Backoffice.OrdersBySystem';
  return <>{t(key)}</>;
}
