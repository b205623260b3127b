import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@vitrine/api-client';
import { useT } from '../../lib/i18n-context';

/**
 * Where each status stands at a glance; the label says it in words for everyone. Only colours whose
 * text passes WCAG AA on white and on a selected list entry.
 */
const COLOURS: Record<OrderStatus, ChipProps['color']> = {
  placed: 'default',
  paid: 'secondary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
  refunded: 'default',
};

export function StatusChip({ status, sx }: { status: OrderStatus; sx?: ChipProps['sx'] }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`Orders.Status.${status}`)}
      {...(sx ? { sx } : {})}
    />
  );
}
