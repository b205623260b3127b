import {
  type BulkPriceChange,
  BulkPricePreviewSchema,
  BulkPriceResultSchema,
  type CatalogSelection,
} from '../contracts/catalog-bulk';
import { type CallOptions, type Requester, withCall } from '../http';

const manage = (path: string) => `/api/v1/backoffice/catalog/manage${path}`;

const selectionQuery = (selection: CatalogSelection) =>
  Object.fromEntries(
    Object.entries(selection).filter(([, value]) => value !== undefined && value !== '' && value !== 'all'),
  ) as Record<string, string>;

/**
 * Bulk work on the staff's catalogue: the CSV export (a plain download: `exportUrl`), the CSV
 * import (multipart, sent with upload progress by the back office to `importUrl`), and price
 * changes by a percentage, previewed then applied.
 */
export function catalogBulkApi(request: Requester) {
  return {
    /** GET: the selected products as CSV, one row per variant (Content-Disposition: attachment). */
    exportUrl: (selection: CatalogSelection = {}) => {
      const query = new URLSearchParams(selectionQuery(selection)).toString();
      return `${manage('/csv/export')}${query ? `?${query}` : ''}`;
    },
    /** POST, multipart with one `file` part; a dry run writes nothing and reports every bad row. */
    importUrl: (dryRun: boolean) => `${manage('/csv/import')}?dryRun=${dryRun ? 'true' : 'false'}`,
    previewPrices: (body: BulkPriceChange, call?: CallOptions) =>
      request('POST', manage('/bulk-prices/preview'), {
        body,
        schema: BulkPricePreviewSchema,
        ...withCall(call, [400]),
      }),
    applyPrices: (body: BulkPriceChange, call?: CallOptions) =>
      request('POST', manage('/bulk-prices'), {
        body,
        schema: BulkPriceResultSchema,
        ...withCall(call, [400]),
      }),
  };
}
