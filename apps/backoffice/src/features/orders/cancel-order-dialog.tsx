import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { StaffOrder } from '@vitrine/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../lib/i18n-context';

const REASON_MAX = 500;

/**
 * Asks before an order is cancelled (it cannot be undone: its stock and coupons go back), with the
 * reason kept in its history. A paid order is not refunded by it, and the dialog says so.
 */
export function CancelOrderDialog({
  open,
  order,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  order: StaffOrder;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void | Promise<void>;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function close() {
    if (busy) return;
    setReason('');
    setMissing(false);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    await onConfirm(reason.trim());
    setReason('');
    setMissing(false);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      {/* A form: the confirm button submits it once the reason is checked. */}
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('Backoffice.OrdersCancelTitle', { number: order.Number })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('Backoffice.OrdersCancelText')}
            {order.Status === 'paid' ? ` ${t('Backoffice.OrdersCancelPaid')}` : ''}
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={t('Backoffice.OrdersCancelReason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('Validation.Required') : undefined}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('Backoffice.OrdersKeep')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('Backoffice.OrdersCancel')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
