import SearchIcon from '@mui/icons-material/Search';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRODUCT_STATUSES, type ProductStatus } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { productListQueryOptions } from './queries';

/** A culture's name in the staff's language ("néerlandais"). */
export function cultureName(culture: Culture, inCulture: Culture): string {
  try {
    return new Intl.DisplayNames([inCulture], { type: 'language' }).of(culture) ?? culture;
  } catch {
    return culture;
  }
}

/**
 * The catalogue's products: found by name or reference, filtered by status and by a missing
 * translation; each row says at a glance which cultures still lack a name.
 */
export function ProductList({
  canEdit,
  onOpen,
  onNew,
}: {
  canEdit: boolean;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const headingId = useId();
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<'all' | ProductStatus>('all');
  const [missing, setMissing] = useState<Culture | ''>('');
  const q = useDebouncedValue(input, 300).trim();
  const products = useQuery({
    ...productListQueryOptions(api, {
      q: q || undefined,
      status,
      missing: missing || undefined,
      culture,
    }),
    placeholderData: keepPreviousData,
  });
  const money = new Intl.NumberFormat(culture, { style: 'currency', currency: 'EUR' });

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('CatalogAdmin.Products')}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={onNew}>
            {t('CatalogAdmin.New')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={t('CatalogAdmin.Search')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          sx={{ flexGrow: 1 }}
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
        <TextField
          select
          size="small"
          label={t('CatalogAdmin.StatusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as 'all' | ProductStatus)}
          sx={{ minWidth: 180 }}
        >
          {(['all', ...PRODUCT_STATUSES] as const).map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`CatalogAdmin.Status.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('CatalogAdmin.MissingFilter')}
          value={missing}
          onChange={(event) => setMissing(event.target.value as Culture | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('CatalogAdmin.AnyCulture')}</MenuItem>
          {CULTURES.map((entry) => (
            <MenuItem key={entry} value={entry}>
              {cultureName(entry, culture)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('CatalogAdmin.Name')}</TableCell>
              <TableCell>{t('CatalogAdmin.Reference')}</TableCell>
              <TableCell>{t('CatalogAdmin.Status')}</TableCell>
              <TableCell>{t('CatalogAdmin.Translations')}</TableCell>
              <TableCell align="right">{t('CatalogAdmin.VariantCount')}</TableCell>
              <TableCell align="right">{t('CatalogAdmin.PriceFrom')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.data?.Items.map((product) => (
              <TableRow key={product.Id} hover>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(product.Id)}
                    sx={{ textAlign: 'left' }}
                  >
                    {product.Name}
                  </Link>
                </TableCell>
                <TableCell>{product.Reference}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`CatalogAdmin.Status.${product.Status}`)}
                    color={product.Status === 'published' ? 'success' : 'default'}
                    variant={product.Status === 'archived' ? 'outlined' : 'filled'}
                  />
                </TableCell>
                <TableCell>
                  {product.MissingCultures.length ? (
                    <Chip
                      size="small"
                      color="warning"
                      icon={<WarningAmberIcon />}
                      label={t('CatalogAdmin.Missing', {
                        cultures: product.MissingCultures.map((entry) => entry.toUpperCase()).join(', '),
                      })}
                    />
                  ) : (
                    t('CatalogAdmin.AllTranslated')
                  )}
                </TableCell>
                <TableCell align="right">{product.VariantCount}</TableCell>
                <TableCell align="right">{money.format(product.PriceFrom)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {products.data && !products.data.Items.length && (
        <Typography sx={{ mt: 2 }}>{t('CatalogAdmin.Empty')}</Typography>
      )}
    </Paper>
  );
}
