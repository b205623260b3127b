import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useT } from './i18n-context';

export interface ListPagerProps {
  /** Names the pager's navigation landmark ("the order list's pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous and next for a master-detail list, with the range shown ("21–40 of 57") and said again
 * when a page or a filter changes it.
 */
export function ListPager({ label, page, pageSize, total, onPage }: ListPagerProps) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <IconButton
        aria-label={t('Backoffice.OrdersPrevious')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2" role="status">
        {t('Backoffice.OrdersRange', { from, to, total })}
      </Typography>
      <IconButton
        aria-label={t('Backoffice.OrdersNext')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
