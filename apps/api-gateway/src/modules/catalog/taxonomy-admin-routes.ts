import {
  AttributeEditSchema,
  BrandEditSchema,
  CategoryCreateSchema,
  CategoryEditSchema,
  CategoryMoveSchema,
  FacetOrderSchema,
  ProductTagsEditSchema,
  ProductTagsSchema,
  StaffAttributeSchema,
  StaffBrandSchema,
  StaffCategoryListSchema,
  StaffCategorySchema,
  StaffTagSchema,
  TagEditSchema,
  TaxonomyConflictProblemSchema,
  TaxonomyListQuerySchema,
  VersionQuerySchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import type { TaxonomyAdminService } from './taxonomy-admin-service';

const TAGS = ['back office catalogue'];
const MANAGE = '/backoffice/catalog/manage';
const IdParams = z.object({ id: Uuid });
const Deleted = z.null().meta({ description: 'Deleted' });

/**
 * Staff routes of the catalogue's arrangement: the category tree, brands, tags and facet
 * settings. Catalogue staff and admins change them; editors and sales read.
 */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  taxonomy: TaxonomyAdminService;
}> = async (app, { config, taxonomy }) => {
  const writer = app.requireRole('catalogue');
  const reader = app.requireRole('catalogue', 'editor', 'sales');
  neverCached(app);
  const Refusals = { ...GUARDED_PROBLEMS, 409: TaxonomyConflictProblemSchema };
  const actor = (request: { user: { id: string } }) => ({ id: request.user.id });
  const cultureOf = (request: { query: { culture?: (typeof config)['defaultCulture'] | undefined } }) =>
    request.query.culture ?? config.defaultCulture;

  // ---- categories -----------------------------------------------------------------------------

  app.get(
    `${MANAGE}/categories`,
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'Every category in tree order, with translations, missing cultures and counts',
        querystring: TaxonomyListQuerySchema,
        response: { 200: StaffCategoryListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => taxonomy.categories(cultureOf(request), request.query.missing),
  );

  app.get(
    `${MANAGE}/categories/:id`,
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'One category with its version',
        params: IdParams,
        querystring: OptionalCultureQuery,
        response: { 200: StaffCategorySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => taxonomy.category(request.params.id, cultureOf(request)),
  );

  app.post(
    `${MANAGE}/categories`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Create a category, last among its parent’s children',
        querystring: OptionalCultureQuery,
        body: CategoryCreateSchema,
        response: { 200: StaffCategorySchema, ...Refusals },
      },
    },
    async (request) => taxonomy.createCategory(request.body, actor(request), cultureOf(request)),
  );

  app.put(
    `${MANAGE}/categories/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Rename a category (names, slugs, SEO per culture); a former slug redirects permanently',
        params: IdParams,
        querystring: OptionalCultureQuery,
        body: CategoryEditSchema,
        response: { 200: StaffCategorySchema, ...Refusals },
      },
    },
    async (request) =>
      taxonomy.updateCategory(request.params.id, request.body, actor(request), cultureOf(request)),
  );

  app.put(
    `${MANAGE}/categories/:id/position`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Move a category under another parent and/or to another place among its siblings',
        params: IdParams,
        querystring: OptionalCultureQuery,
        body: CategoryMoveSchema,
        response: { 200: StaffCategoryListSchema, ...Refusals },
      },
    },
    async (request) =>
      taxonomy.moveCategory(request.params.id, request.body, actor(request), cultureOf(request)),
  );

  app.delete(
    `${MANAGE}/categories/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Delete an empty category (no products, no subcategories)',
        params: IdParams,
        querystring: VersionQuerySchema.extend(OptionalCultureQuery.shape),
        response: { 204: Deleted, ...Refusals },
      },
    },
    async (request, reply) => {
      await taxonomy.deleteCategory(
        request.params.id,
        request.query.version,
        actor(request),
        cultureOf(request),
      );
      return reply.code(204).send(null);
    },
  );

  // ---- brands ---------------------------------------------------------------------------------

  app.get(
    `${MANAGE}/brands`,
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'Every brand with its logo and product count',
        response: { 200: z.array(StaffBrandSchema), ...GUARDED_PROBLEMS },
      },
    },
    async () => taxonomy.brands(),
  );

  app.post(
    `${MANAGE}/brands`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Create a brand; its logo is an image of the asset library',
        body: BrandEditSchema,
        response: { 200: StaffBrandSchema, ...Refusals },
      },
    },
    async (request) => taxonomy.saveBrand(null, request.body, actor(request)),
  );

  app.put(
    `${MANAGE}/brands/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Change a brand’s name, slug or logo',
        params: IdParams,
        body: BrandEditSchema,
        response: { 200: StaffBrandSchema, ...Refusals },
      },
    },
    async (request) => taxonomy.saveBrand(request.params.id, request.body, actor(request)),
  );

  app.delete(
    `${MANAGE}/brands/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Delete a brand no product has',
        params: IdParams,
        querystring: VersionQuerySchema,
        response: { 204: Deleted, ...Refusals },
      },
    },
    async (request, reply) => {
      await taxonomy.deleteBrand(request.params.id, request.query.version, actor(request));
      return reply.code(204).send(null);
    },
  );

  // ---- tags -----------------------------------------------------------------------------------

  app.get(
    `${MANAGE}/tags`,
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'Every tag with its names per culture and product count',
        querystring: TaxonomyListQuerySchema,
        response: { 200: z.array(StaffTagSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => taxonomy.tags(cultureOf(request), request.query.missing),
  );

  app.post(
    `${MANAGE}/tags`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Create a tag',
        querystring: OptionalCultureQuery,
        body: TagEditSchema,
        response: { 200: StaffTagSchema, ...Refusals },
      },
    },
    async (request) => taxonomy.saveTag(null, request.body, actor(request), cultureOf(request)),
  );

  app.put(
    `${MANAGE}/tags/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Rename a tag',
        params: IdParams,
        querystring: OptionalCultureQuery,
        body: TagEditSchema,
        response: { 200: StaffTagSchema, ...Refusals },
      },
    },
    async (request) => taxonomy.saveTag(request.params.id, request.body, actor(request), cultureOf(request)),
  );

  app.delete(
    `${MANAGE}/tags/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Delete a tag (it is taken off its products)',
        params: IdParams,
        querystring: VersionQuerySchema.extend(OptionalCultureQuery.shape),
        response: { 204: Deleted, ...Refusals },
      },
    },
    async (request, reply) => {
      await taxonomy.deleteTag(request.params.id, request.query.version, actor(request), cultureOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${MANAGE}/products/:id/tags`,
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'A product’s tags',
        params: IdParams,
        response: { 200: ProductTagsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => taxonomy.productTags(request.params.id),
  );

  app.put(
    `${MANAGE}/products/:id/tags`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Give a product these tags (all of them)',
        params: IdParams,
        body: ProductTagsEditSchema,
        response: { 200: ProductTagsSchema, ...Refusals },
      },
    },
    async (request) => taxonomy.setProductTags(request.params.id, request.body.TagIds, actor(request)),
  );

  // ---- attributes -----------------------------------------------------------------------------

  app.get(
    `${MANAGE}/attributes`,
    {
      onRequest: reader,
      schema: {
        tags: TAGS,
        summary: 'Every attribute with its values, names per culture, and whether and where it filters',
        querystring: TaxonomyListQuerySchema,
        response: { 200: z.array(StaffAttributeSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => taxonomy.attributes(cultureOf(request), request.query.missing),
  );

  app.put(
    `${MANAGE}/attributes/facets`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Which attributes the shop filters by, in this order',
        querystring: OptionalCultureQuery,
        body: FacetOrderSchema,
        response: { 200: z.array(StaffAttributeSchema), ...Refusals },
      },
    },
    async (request) => taxonomy.setFacets(request.body, actor(request), cultureOf(request)),
  );

  app.put(
    `${MANAGE}/attributes/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Name an attribute and its values per culture',
        params: IdParams,
        querystring: OptionalCultureQuery,
        body: AttributeEditSchema,
        response: { 200: StaffAttributeSchema, ...Refusals },
      },
    },
    async (request) =>
      taxonomy.updateAttribute(request.params.id, request.body, actor(request), cultureOf(request)),
  );
};
