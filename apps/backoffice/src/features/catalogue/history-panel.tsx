import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { CatalogAuditEntry, CatalogEditorOptions, StaffProduct } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { productAuditQueryOptions, stockMovementsQueryOptions } from './queries';

/** The audit actions staff read in their language; another action is shown as it is recorded. */
const ACTION_KEYS: Record<string, string> = {
  create: 'CatalogHistory.Action.create',
  update: 'CatalogHistory.Action.update',
  published: 'CatalogHistory.Action.published',
  unpublished: 'CatalogHistory.Action.unpublished',
  archived: 'CatalogHistory.Action.archived',
  'bulk-price': 'CatalogHistory.Action.bulk-price',
  import: 'CatalogHistory.Action.import',
};

/**
 * What happened to a product: its stock ledger (every adjustment with its reason and who made it)
 * and its audit trail (every save and status change, the version it made and the fields it
 * changed). Read again each time the tab opens, so a save just made is in it.
 */
export function HistoryPanel({
  product,
  options,
}: {
  product: StaffProduct | null;
  options: CatalogEditorOptions;
}) {
  const t = useT();
  if (!product) return <Typography>{t('CatalogAdmin.SaveFirst')}</Typography>;
  return (
    <Stack spacing={4}>
      <StockLedger product={product} options={options} />
      <AuditTrail product={product} />
    </Stack>
  );
}

function useWhen() {
  const { culture } = useCulture();
  const format = new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

function Section({
  title,
  loading,
  failed,
  empty,
  children,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {loading ? (
        <CircularProgress size={24} aria-label={t('Core.Loading')} />
      ) : failed ? (
        <Alert severity="error">{t('Core.Error')}</Alert>
      ) : empty ? (
        <Typography color="text.secondary">{t('CatalogHistory.Nothing')}</Typography>
      ) : (
        children
      )}
    </section>
  );
}

function StockLedger({ product, options }: { product: StaffProduct; options: CatalogEditorOptions }) {
  const t = useT();
  const api = useApi();
  const when = useWhen();
  const movements = useQuery({ ...stockMovementsQueryOptions(api, product.Id), refetchOnMount: 'always' });
  const sku = new Map(product.Variants.map((variant) => [variant.Id, variant.Sku]));
  const warehouse = new Map(options.Warehouses.map((entry) => [entry.Id, entry.Name]));
  const title = t('CatalogHistory.StockLedger');
  return (
    <Section
      title={title}
      loading={movements.isPending}
      failed={movements.isError}
      empty={movements.data?.length === 0}
    >
      <Table size="small" aria-label={title} sx={{ overflowX: 'auto', display: 'block' }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('CatalogHistory.When')}</TableCell>
            <TableCell>{t('CatalogAdmin.Sku')}</TableCell>
            <TableCell>{t('CatalogHistory.Warehouse')}</TableCell>
            <TableCell align="right">{t('CatalogHistory.Change')}</TableCell>
            <TableCell align="right">{t('CatalogHistory.After')}</TableCell>
            <TableCell>{t('CatalogHistory.Reason')}</TableCell>
            <TableCell>{t('CatalogHistory.Who')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.data?.map((row) => (
            <TableRow key={row.Id}>
              <TableCell>{when(row.CreatedAt)}</TableCell>
              <TableCell>{sku.get(row.VariantId) ?? '—'}</TableCell>
              <TableCell>{warehouse.get(row.WarehouseId) ?? '—'}</TableCell>
              <TableCell align="right">{row.Delta > 0 ? `+${row.Delta}` : row.Delta}</TableCell>
              <TableCell align="right">{row.QuantityAfter}</TableCell>
              <TableCell>{row.Reason}</TableCell>
              <TableCell>{row.ActorName ?? t('CatalogHistory.System')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** The fields an entry changed, by name: a trail says which, the product's form shows what they hold now. */
const changedFields = (entry: CatalogAuditEntry) => Object.keys(entry.Changes).join(', ');

function AuditTrail({ product }: { product: StaffProduct }) {
  const t = useT();
  const api = useApi();
  const when = useWhen();
  const trail = useQuery({ ...productAuditQueryOptions(api, product.Id), refetchOnMount: 'always' });
  const actionName = (action: string) => {
    const key = ACTION_KEYS[action];
    return key ? t(key) : action;
  };
  const title = t('CatalogHistory.AuditTrail');
  return (
    <Section title={title} loading={trail.isPending} failed={trail.isError} empty={trail.data?.length === 0}>
      <Table size="small" aria-label={title} sx={{ overflowX: 'auto', display: 'block' }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('CatalogHistory.When')}</TableCell>
            <TableCell>{t('CatalogHistory.Who')}</TableCell>
            <TableCell>{t('CatalogHistory.What')}</TableCell>
            <TableCell align="right">{t('CatalogHistory.Version')}</TableCell>
            <TableCell>{t('CatalogHistory.Fields')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trail.data?.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own and never move.
            <TableRow key={index}>
              <TableCell>{when(entry.CreatedAt)}</TableCell>
              <TableCell>{entry.ActorName ?? t('CatalogHistory.System')}</TableCell>
              <TableCell>{actionName(entry.Action)}</TableCell>
              <TableCell align="right">{entry.Version ?? '—'}</TableCell>
              <TableCell>{changedFields(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
