import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type BulkPricePreview,
  type CatalogSelection,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@vitrine/api-client';
import { useId, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { API_BASE_URL } from '../../../lib/base-path';
import { useCulture, useT } from '../../../lib/i18n-context';
import { CATALOGUE_KEY } from '../queries';

/**
 * The selection the export and the price change work on, chosen with the product list's own
 * filters (a text in the name or reference, a status); then the export of that selection and a
 * price change by a percentage, previewed on a few products before it is applied to all.
 */
export function SelectionPanels() {
  const t = useT();
  const headingId = useId();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'all' | ProductStatus>('all');
  const selection: CatalogSelection = { q: q.trim() || undefined, status };

  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {t('CatalogBulk.Selection')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            type="search"
            label={t('CatalogAdmin.Search')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            sx={{ flexGrow: 1 }}
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
        </Stack>
      </Paper>
      <ExportPanel selection={selection} />
      <BulkPricePanel selection={selection} />
    </Stack>
  );
}

function ExportPanel({ selection }: { selection: CatalogSelection }) {
  const t = useT();
  const api = useApi();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('CatalogBulk.ExportHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('CatalogBulk.ExportHint')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={`${API_BASE_URL}${api.catalogBulk.exportUrl(selection)}`}
        download
      >
        {t('CatalogBulk.Download')}
      </Button>
    </Paper>
  );
}

function BulkPricePanel({ selection }: { selection: CatalogSelection }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [percent, setPercent] = useState('');
  const [preview, setPreview] = useState<BulkPricePreview | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const money = new Intl.NumberFormat(culture, { style: 'currency', currency: 'EUR' });
  const body = () => ({ ...selection, Percent: Number(percent.replace(',', '.')) });
  const fieldError = (error: unknown) =>
    error instanceof ApiError ? (error.fieldErrors('Percent')[0] ?? null) : null;

  const previewing = useMutation({
    mutationFn: () => api.catalogBulk.previewPrices(body()),
    onSuccess: (answer) => {
      setPreview(answer);
      setDone(null);
    },
  });
  const applying = useMutation({
    mutationFn: () => api.catalogBulk.applyPrices(body()),
    onSuccess: async (answer) => {
      setDone(answer.Count);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
  });
  const error = fieldError(previewing.error) ?? fieldError(applying.error);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('CatalogBulk.PricesHeading')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('CatalogBulk.Percent')}
          value={percent}
          onChange={(event) => {
            setPercent(event.target.value);
            setPreview(null);
          }}
          error={Boolean(error)}
          helperText={error ? t(error) : t('CatalogBulk.PercentHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button
          variant="outlined"
          disabled={!percent.trim() || previewing.isPending}
          onClick={() => previewing.mutate()}
        >
          {t('CatalogBulk.Preview')}
        </Button>
        {preview && preview.Count > 0 && (
          <Button variant="contained" disabled={applying.isPending} onClick={() => applying.mutate()}>
            {t('CatalogBulk.Apply', { count: preview.Count })}
          </Button>
        )}
      </Stack>
      {preview && (
        <>
          <Typography role="status" sx={{ mt: 2 }}>
            {t('CatalogBulk.PreviewCount', { count: preview.Count, variants: preview.Variants })}
          </Typography>
          {preview.Examples.length > 0 && (
            <Table size="small" aria-label={t('CatalogBulk.Preview')} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('CatalogAdmin.Name')}</TableCell>
                  <TableCell>SKU</TableCell>
                  <TableCell align="right">{t('CatalogBulk.Before')}</TableCell>
                  <TableCell align="right">{t('CatalogBulk.After')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.Examples.map((example) => (
                  <TableRow key={example.ProductId}>
                    <TableCell>{example.Name}</TableCell>
                    <TableCell>{example.Sku}</TableCell>
                    <TableCell align="right">{money.format(example.Before)}</TableCell>
                    <TableCell align="right">{money.format(example.After)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      {done !== null && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('CatalogBulk.PricesChanged', { count: done })}
        </Alert>
      )}
    </Paper>
  );
}
