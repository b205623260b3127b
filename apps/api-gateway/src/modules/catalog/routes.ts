import {
  BrandSchema,
  CatalogFacetsSchema,
  CatalogListQuerySchema,
  CatalogListResponseSchema,
  CategoryDetailSchema,
  CategoryNodeSchema,
  CultureSchema,
  DegressivePriceSchema,
  MEGA_MENU_MAX_CATEGORIES,
  MegaMenuSchema,
  ProblemSchema,
  ProductDetailSchema,
  ProductPhotosGallerySchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsSchema,
  StockByWarehouseSchema,
  selectedValueIds,
  VariationQuerySchema,
  VariationResponseSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { CultureParams, slugSchema, Uuid } from '../../lib/route-schemas';
import { catalogServices } from './services';

const SlugSchema = slugSchema({ nested: false });

const Problems = { 400: ProblemSchema, 404: ProblemSchema };

/**
 * categoryIdsString (spec 001 §7): comma-separated category UUIDs, at most MEGA_MENU_MAX_CATEGORIES,
 * so that one request cannot ask for the whole tree's featured products at once.
 */
const CategoryIdsString = z
  .string()
  .transform((value, context) => {
    const ids = value.split(',').map((id) => id.trim());
    // The errors name the parameter itself, not the position in the list a client never sees.
    if (ids.length > MEGA_MENU_MAX_CATEGORIES)
      context.addIssue({ code: 'custom', message: 'Validation.TooManyCategories' });
    else if (!ids.every((id) => Uuid.safeParse(id).success))
      context.addIssue({ code: 'custom', message: 'Validation.Uuid' });
    else return ids;
    return z.NEVER;
  })
  .meta({ description: `Comma-separated category UUIDs, at most ${MEGA_MENU_MAX_CATEGORIES}.` });

const BooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const catalogRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { listing, navigation, products, variations, widgets } = catalogServices(
    app.db,
    { basePath: config.basePath, currency: config.shopCurrency },
    app.catalogCache,
  );
  // The facet index (ADR 008) is built before the first request rather than by it.
  app.addHook('onReady', () => listing.warm());
  // Whole listing answers, serialised once: shoppers and crawlers ask for the same pages over and
  // over (first pages of categories, popular searches), and a cached answer touches no database.
  const listings = app.catalogCache.cache<string>();

  app.get(
    '/catalog/:culture/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The catalogue list: search, category, brand, tag, filters, sort and page, with facet counts',
        params: CultureParams,
        querystring: CatalogListQuerySchema,
        response: { 200: CatalogListResponseSchema, ...Problems },
      },
    },
    async (request, reply) => {
      const { culture } = request.params;
      const body = await listings.get(JSON.stringify([culture, request.query]), async () =>
        JSON.stringify(await listing.list(culture, request.query)),
      );
      // A string with a JSON type is sent as it is (serialised once, when it was cached); the type
      // provider only knows the object form of the same answer.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/catalog/:culture/products/by-slug',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A product page by its slug: the current one in this culture, a former one (after a rename) or another culture’s; the answer’s Slug is the current one',
        params: CultureParams,
        querystring: z.object({ slug: SlugSchema }),
        response: { 200: ProductDetailSchema, ...Problems },
      },
    },
    async (request) => {
      return products.productBySlug(request.params.culture, request.query.slug);
    },
  );

  app.get(
    '/catalog/products/:productId/productvariants',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The variant for the selected values and quantity, with each value’s availability',
        params: z.object({ productId: Uuid }),
        querystring: VariationQuerySchema,
        response: { 200: VariationResponseSchema, ...Problems },
      },
    },
    async (request) => {
      const query = request.query;
      return variations.resolve(
        request.params.productId,
        query.culture ?? config.defaultCulture,
        selectedValueIds(query),
        query.Quantity,
      );
    },
  );

  app.get(
    '/catalog/search/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The first products the text finds, as on its result page; a text that finds nothing is corrected (accuracy: how close a typo must be)',
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsSchema, 400: ProblemSchema },
      },
    },
    async (request) => {
      const { q, nbrResults, accuracy, culture } = request.query;
      return listing.suggestions(culture ?? config.defaultCulture, q, accuracy, nbrResults);
    },
  );

  app.get(
    '/catalog/:culture/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The category tree with the product count of each subtree',
        params: CultureParams,
        response: { 200: z.array(CategoryNodeSchema), 400: ProblemSchema },
      },
    },
    async (request) => navigation.categoryTree(request.params.culture),
  );

  app.get(
    '/catalog/:culture/categories/by-slug',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A category page by its slug: the current one in this culture, a former one (after a rename) or another culture’s; the answer’s Slug is the current one',
        params: CultureParams,
        querystring: z.object({ slug: SlugSchema }),
        response: { 200: CategoryDetailSchema, ...Problems },
      },
    },
    async (request) => {
      return navigation.categoryBySlug(request.params.culture, request.query.slug);
    },
  );

  app.get(
    '/catalog/:culture/brands',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The brands',
        params: CultureParams,
        response: { 200: z.array(BrandSchema), 400: ProblemSchema },
      },
    },
    async () => navigation.brands(),
  );

  app.get(
    '/catalog/:culture/megamenu',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The mega menu: per category its children with counts and its most popular products; unknown ids give an empty entry',
        params: CultureParams,
        querystring: z.object({ categoryIdsString: CategoryIdsString }),
        response: { 200: MegaMenuSchema, 400: ProblemSchema },
      },
    },
    async (request) => navigation.megaMenu(request.params.culture, request.query.categoryIdsString),
  );

  app.get(
    '/catalog/widgets/listfilter',
    {
      schema: {
        tags: ['catalog widgets'],
        summary: 'ListFilter: the facets of a category or brand page with the current filter',
        querystring: z.object({
          culture: CultureSchema.optional(),
          categoryId: Uuid.optional(),
          brandId: Uuid.optional(),
          currentFilter: z.string().max(4000).optional(),
        }),
        response: { 200: CatalogFacetsSchema, ...Problems },
      },
    },
    async (request) =>
      listing.listFilter(request.query.culture ?? config.defaultCulture, {
        categoryId: request.query.categoryId,
        brandId: request.query.brandId,
        currentFilter: request.query.currentFilter,
      }),
  );

  app.get(
    '/catalog/widgets/stockbywarehouse',
    {
      schema: {
        tags: ['catalog widgets'],
        summary: 'StockByWarehouse: a variant’s stock per warehouse',
        querystring: z.object({
          productId: Uuid,
          productVariantId: Uuid,
          displayAllActiveWarehouses: BooleanQuery.default(false),
        }),
        response: { 200: StockByWarehouseSchema, ...Problems },
      },
    },
    async (request) =>
      widgets.stockByWarehouse(
        request.query.productId,
        request.query.productVariantId,
        request.query.displayAllActiveWarehouses,
      ),
  );

  app.get(
    '/catalog/widgets/degressiveprice',
    {
      schema: {
        tags: ['catalog widgets'],
        summary: 'DegressivePrice: the unit price per quantity tier of a variant',
        querystring: z.object({ productVariantId: Uuid }),
        response: { 200: DegressivePriceSchema, ...Problems },
      },
    },
    async (request) => widgets.degressivePrice(request.query.productVariantId),
  );

  app.get(
    '/catalog/widgets/productphotosgallery',
    {
      schema: {
        tags: ['catalog widgets'],
        summary: 'ProductPhotosGallery: the photos of the variant’s colour first, then the others',
        querystring: z.object({
          productId: Uuid,
          productVariantId: Uuid.optional(),
          culture: CultureSchema.optional(),
        }),
        response: { 200: ProductPhotosGallerySchema, ...Problems },
      },
    },
    async (request) => widgets.photosGallery(request.query.productId, request.query.productVariantId),
  );
};
