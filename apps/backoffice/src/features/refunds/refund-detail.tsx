import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffRefund } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useCulture, useT } from '../../lib/i18n-context';
import { RefundStatusChip } from './status-chip';
import { type Decision, useRefundDecision } from './use-refunds';

const TEXT_MAX = 500;

/** One refund request: what was asked, where the money goes, what may be decided now, and its history. */
export function RefundDetail({ refund }: { refund: StaffRefund }) {
  const t = useT();
  const { culture } = useCulture();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(culture, { dateStyle: 'medium', timeStyle: 'short' });
  const { decide, busy, notice } = useRefundDecision(refund);
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'complete' | null>(null);
  const run = async (decision: Decision) => {
    if (await decide(decision)) setDialog(null);
  };
  const transferPending =
    refund.PaymentMethod === 'BankTransfer' &&
    (refund.Status === 'approved' || refund.Status === 'partially_approved');

  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {t('Refunds.Number')} {refund.Number}
        </Typography>
        <Facts
          entries={[
            [t('Refunds.StatusLabel'), <RefundStatusChip key="status" status={refund.Status} />],
            [t('Refunds.Order'), refund.OrderNumber],
            [t('Backoffice.RefundCustomer'), refund.Email],
            [t('Refunds.Date'), when.format(new Date(refund.CreatedAt))],
            [t('Refunds.PaymentMethod'), t(`Refunds.Method.${refund.PaymentMethod}`)],
            [t('Refunds.TotalCount'), String(refund.TotalQuantity)],
            [t('Refunds.TotalAmount'), refund.TotalAmountHtml],
            [t('Refunds.ApprovedAmount'), refund.ApprovedAmountHtml],
            [t('Backoffice.RefundCustomerReason'), refund.Reason || null],
            [t('Refunds.RejectionReason'), refund.RejectionReason],
            [t('Backoffice.RefundSettlement'), refund.SettlementReference],
            [t('Backoffice.RefundRestocked'), refund.Restocked ? '✓' : null],
          ]}
        />
      </Paper>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.status
            ? t(notice.message, { number: refund.Number, status: t(`Refunds.Status.${notice.status}`) })
            : translateMessage(notice.message, t)}
        </Alert>
      ) : null}
      {refund.Status === 'requested' || transferPending ? (
        <Stack direction="row" spacing={1}>
          {refund.Status === 'requested' ? (
            <>
              <Button variant="contained" onClick={() => setDialog('approve')}>
                {t('Backoffice.RefundApprove')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                {t('Backoffice.RefundReject')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setDialog('complete')}>
              {t('Backoffice.RefundComplete')}
            </Button>
          )}
        </Stack>
      ) : null}
      {refund.BankTransfer ? (
        <Section title={t('Backoffice.RefundBankAccount')}>
          {() => (
            <Facts
              entries={[
                [t('Refunds.BankAccountHolder'), refund.BankTransfer?.Holder],
                [t('Refunds.IBAN'), refund.BankTransfer?.IBAN],
                [t('Refunds.BIC'), refund.BankTransfer?.BIC],
                [t('Refunds.ApprovedAmount'), refund.ApprovedAmountHtml],
              ]}
            />
          )}
        </Section>
      ) : null}
      <Section title={t('Backoffice.RefundItems')}>
        {(id) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={id}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Refunds.Item')}</TableCell>
                  <TableCell align="right">{t('Refunds.UnitPrice')}</TableCell>
                  <TableCell align="right">{t('Backoffice.RefundRequested')}</TableCell>
                  <TableCell align="right">{t('Backoffice.RefundApprovedQuantity')}</TableCell>
                  <TableCell align="right">{t('Refunds.LineAmount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {refund.Lines.map((line) => (
                  <TableRow key={line.OrderLineId}>
                    <TableCell>
                      {line.Name}
                      <Typography variant="body2" color="text.secondary">
                        {line.SKU}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{line.UnitPriceTaxInclHtml}</TableCell>
                    <TableCell align="right">{line.Quantity}</TableCell>
                    <TableCell align="right">{line.ApprovedQuantity ?? '—'}</TableCell>
                    <TableCell align="right">
                      {line.AmountDisplay} {refund.CurrencyCode}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
      <Section title={t('Backoffice.RefundHistory')}>
        {(id) => (
          <Table size="small" aria-labelledby={id}>
            <TableBody>
              {refund.History.map((entry) => (
                <TableRow key={`${entry.At}-${entry.Status}-${entry.ActorKind}`}>
                  <TableCell>{when.format(new Date(entry.At))}</TableCell>
                  <TableCell>{t(`Refunds.Status.${entry.Status}`)}</TableCell>
                  <TableCell>{entry.ActorEmail ?? entry.ActorKind}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.Note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <ApproveDialog
        open={dialog === 'approve'}
        refund={refund}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={run}
      />
      <TextDialog
        open={dialog === 'reject'}
        title={t('Backoffice.RefundRejectTitle', { number: refund.Number })}
        label={t('Backoffice.RefundRejectReason')}
        confirm={t('Backoffice.RefundReject')}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(Reason) => run({ kind: 'reject', Reason })}
      />
      <TextDialog
        open={dialog === 'complete'}
        title={t('Backoffice.RefundCompleteTitle', { number: refund.Number })}
        label={t('Backoffice.RefundTransferReference')}
        confirm={t('Backoffice.RefundComplete')}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(Reference) => run({ kind: 'complete', Reference })}
      />
    </Stack>
  );
}

/** Approve: the quantity per line (the whole request at first; fewer is a partial approval), the stock, a note. */
function ApproveDialog({
  open,
  refund,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  refund: StaffRefund;
  busy: boolean;
  onClose: () => void;
  onConfirm: (decision: Decision) => void | Promise<void>;
}) {
  const t = useT();
  const titleId = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(refund.Lines.map((line) => [line.OrderLineId, line.Quantity])),
  );
  const [restock, setRestock] = useState(false);
  const [note, setNote] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onConfirm({
      kind: 'approve',
      Lines: refund.Lines.map((line) => ({
        OrderLineId: line.OrderLineId,
        Quantity: quantities[line.OrderLineId] ?? 0,
      })),
      Restock: restock,
      Note: note.trim(),
    });
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {t('Backoffice.RefundApproveTitle', { number: refund.Number })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {refund.Lines.map((line) => (
              <TextField
                key={line.OrderLineId}
                type="number"
                size="small"
                label={t('Backoffice.RefundApprovedQuantityOf', { name: line.Name })}
                value={quantities[line.OrderLineId] ?? 0}
                onChange={(event) =>
                  setQuantities((current) => ({
                    ...current,
                    [line.OrderLineId]: Math.min(
                      line.Quantity,
                      Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                    ),
                  }))
                }
                helperText={`${t('Backoffice.RefundRequested')}: ${line.Quantity}`}
                slotProps={{ htmlInput: { min: 0, max: line.Quantity, step: 1 } }}
              />
            ))}
            <FormControlLabel
              control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
              label={t('Backoffice.RefundRestock')}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('Backoffice.RefundNote')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('Backoffice.RefundCancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('Backoffice.RefundApprove')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A decision that needs one text: the reason of a rejection, the reference of a transfer made. */
function TextDialog({
  open,
  title,
  label,
  confirm,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  label: string;
  confirm: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (text: string) => void | Promise<void>;
}) {
  const t = useT();
  const titleId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    await onConfirm(text.trim());
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={label}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('Validation.Required') : undefined}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('Backoffice.RefundCancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      {children(headingId)}
    </Paper>
  );
}

function Facts({ entries }: { entries: [string, ReactNode][] }) {
  const shown = entries.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 1, m: 0 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
