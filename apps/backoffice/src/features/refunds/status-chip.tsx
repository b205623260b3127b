import Chip from '@mui/material/Chip';
import type { RefundStatus } from '@vitrine/api-client';
import { useT } from '../../lib/i18n-context';

/** A request's status in words (the colour only repeats it). */
export function RefundStatusChip({ status }: { status: RefundStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'requested' ? 'secondary' : status === 'rejected' ? 'default' : 'success'}
      label={t(`Refunds.Status.${status}`)}
      sx={{ ml: 1 }}
    />
  );
}
