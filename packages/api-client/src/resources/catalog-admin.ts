import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  type AttributeValueEdit,
  CatalogAuditEntrySchema,
  CatalogEditorOptionsSchema,
  type ProductEdit,
  type ProductStatus,
  type StaffProductListQuery,
  StaffProductListSchema,
  StaffProductSchema,
  type StockAdjustment,
  StockMovementSchema,
} from '../contracts/catalog-admin';
import { type CallOptions, type Requester, withCall } from '../http';

const manage = (path = '') => `/api/v1/backoffice/catalog/manage${path}`;
const product = (id: string, path = '') => manage(`/products/${encodeURIComponent(id)}${path}`);

/**
 * The staff's catalogue: products saved whole with their version (a save over a newer one is a
 * 409 of type stale-edit carrying both versions), status changes, stock adjustments, the stock
 * ledger and the audit trail.
 */
export function catalogAdminApi(request: Requester) {
  return {
    list: (query: StaffProductListQuery, call?: CallOptions) =>
      request('GET', manage('/products'), {
        query: Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
        ) as Record<string, string | number>,
        schema: StaffProductListSchema,
        ...withCall(call),
      }),
    options: (culture?: Culture, call?: CallOptions) =>
      request('GET', manage('/options'), {
        query: culture ? { culture } : {},
        schema: CatalogEditorOptionsSchema,
        ...withCall(call),
      }),
    get: (id: string, call?: CallOptions) =>
      request('GET', product(id), { schema: StaffProductSchema, ...withCall(call) }),
    create: (body: ProductEdit, call?: CallOptions) =>
      request('POST', manage('/products'), {
        body,
        schema: StaffProductSchema,
        ...withCall(call, [400, 409]),
      }),
    update: (id: string, body: ProductEdit, call?: CallOptions) =>
      request('PUT', product(id), { body, schema: StaffProductSchema, ...withCall(call, [400, 404, 409]) }),
    setStatus: (id: string, Status: ProductStatus, Version: number, call?: CallOptions) =>
      request('PUT', product(id, '/status'), {
        body: { Status, Version },
        schema: StaffProductSchema,
        ...withCall(call, [400, 404, 409]),
      }),
    adjustStock: (id: string, variantId: string, body: StockAdjustment, call?: CallOptions) =>
      request('POST', product(id, `/variants/${encodeURIComponent(variantId)}/stock`), {
        body,
        schema: StaffProductSchema,
        ...withCall(call, [400, 404]),
      }),
    movements: (id: string, call?: CallOptions) =>
      request('GET', product(id, '/stock-movements'), {
        schema: z.array(StockMovementSchema),
        ...withCall(call),
      }),
    audit: (id: string, call?: CallOptions) =>
      request('GET', product(id, '/audit'), { schema: z.array(CatalogAuditEntrySchema), ...withCall(call) }),
    addValue: (attributeId: string, body: AttributeValueEdit, culture?: Culture, call?: CallOptions) =>
      request('POST', manage(`/attributes/${encodeURIComponent(attributeId)}/values`), {
        body,
        query: culture ? { culture } : {},
        schema: CatalogEditorOptionsSchema,
        ...withCall(call, [400, 404]),
      }),
  };
}
