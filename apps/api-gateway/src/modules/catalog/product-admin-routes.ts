import {
  AttributeValueEditSchema,
  CatalogAuditEntrySchema,
  CatalogConflictProblemSchema,
  CatalogEditorOptionsSchema,
  ProductEditSchema,
  ProductStatusChangeSchema,
  StaffProductListQuerySchema,
  StaffProductListSchema,
  StaffProductSchema,
  StockAdjustmentSchema,
  StockMovementSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import type { ProductAdminService } from './product-admin-service';

const TAGS = ['back office catalogue'];
const ProductParams = z.object({ productId: Uuid });

/**
 * Staff routes of the product editor: catalogue staff and admins change products; editors
 * (who keep the photos) and sales read them.
 */
export const productAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  admin: ProductAdminService;
}> = async (app, { config, admin }) => {
  const writer = app.requireRole('catalogue');
  const reader = app.requireRole('catalogue', 'editor', 'sales');
  neverCached(app);
  const Refusals = { ...GUARDED_PROBLEMS, 409: CatalogConflictProblemSchema };
  const actor = (request: { user: { id: string } }) => ({ id: request.user.id });

  app.get(
    '/backoffice/catalog/manage/products',
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'Products by name or reference, status and missing translation, newest change first',
        querystring: StaffProductListQuerySchema,
        response: { 200: StaffProductListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.list(request.query, request.query.culture ?? config.defaultCulture),
  );

  app.get(
    '/backoffice/catalog/manage/options',
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'What the product editor offers: categories, brands, attributes with values, warehouses',
        querystring: OptionalCultureQuery,
        response: { 200: CatalogEditorOptionsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.editorOptions(request.query.culture ?? config.defaultCulture),
  );

  app.post(
    '/backoffice/catalog/manage/attributes/:attributeId/values',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Add a value to a variation attribute (a colour with its swatch, a size)',
        params: z.object({ attributeId: Uuid }),
        querystring: OptionalCultureQuery,
        body: AttributeValueEditSchema,
        response: { 200: CatalogEditorOptionsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      admin.createValue(
        request.params.attributeId,
        request.body,
        actor(request),
        request.query.culture ?? config.defaultCulture,
      ),
  );

  app.post(
    '/backoffice/catalog/manage/products',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Create a product (unpublished) with its translations, variants, prices and tiers',
        body: ProductEditSchema,
        response: { 200: StaffProductSchema, ...Refusals },
      },
    },
    async (request) => admin.create(request.body, actor(request)),
  );

  app.get(
    '/backoffice/catalog/manage/products/:productId',
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'One product as the editor shows it, with its version',
        params: ProductParams,
        response: { 200: StaffProductSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.get(request.params.productId),
  );

  app.put(
    '/backoffice/catalog/manage/products/:productId',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Save a product whole; refused with 409 and both versions when someone saved it since',
        params: ProductParams,
        body: ProductEditSchema,
        response: { 200: StaffProductSchema, ...Refusals },
      },
    },
    async (request) => admin.update(request.params.productId, request.body, actor(request)),
  );

  app.put(
    '/backoffice/catalog/manage/products/:productId/status',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Publish, unpublish or archive a product (archived products are kept for their orders)',
        params: ProductParams,
        body: ProductStatusChangeSchema,
        response: { 200: StaffProductSchema, ...Refusals },
      },
    },
    async (request) =>
      admin.setStatus(request.params.productId, request.body.Status, request.body.Version, actor(request)),
  );

  app.post(
    '/backoffice/catalog/manage/products/:productId/variants/:variantId/stock',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Set a warehouse’s count of a variant, with the reason, recorded in the stock ledger',
        params: ProductParams.extend({ variantId: Uuid }),
        body: StockAdjustmentSchema,
        response: { 200: StaffProductSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      admin.adjustStock(request.params.productId, request.params.variantId, request.body, actor(request)),
  );

  app.get(
    '/backoffice/catalog/manage/products/:productId/stock-movements',
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'The stock ledger of a product’s variants, newest first',
        params: ProductParams,
        response: { 200: z.array(StockMovementSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.movements(request.params.productId),
  );

  app.get(
    '/backoffice/catalog/manage/products/:productId/audit',
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'Who changed the product, what and when, newest first',
        params: ProductParams,
        response: { 200: z.array(CatalogAuditEntrySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.audit(request.params.productId),
  );
};
