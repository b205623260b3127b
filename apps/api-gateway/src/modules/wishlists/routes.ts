import {
  AddWishlistToCartSchema,
  ProblemSchema,
  WishlistAddProblemSchema,
  WishlistAddQuerySchema,
  WishlistAddResponseSchema,
  WishlistCountSchema,
  WishlistCreateSchema,
  WishlistCultureQuerySchema,
  WishlistDeleteBodySchema,
  WishlistDescriptionQuerySchema,
  WishlistDetailSchema,
  WishlistIsInListQuerySchema,
  WishlistIsInListSchema,
  WishlistMoveSchema,
  WishlistNameQuerySchema,
  WishlistParamsSchema,
  WishlistProductChangeSchema,
  WishlistProductQuerySchema,
  WishlistQuantityBodySchema,
  WishlistQuantityQuerySchema,
  WishlistSummarySchema,
  WishlistsQuerySchema,
  WishlistsSchema,
  WishlistToCartSchema,
  WishlistVariantInListParamsSchema,
  WishlistVariantParamsSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { perShopperLimit } from '../cart/index';
import type { WishlistsService } from './wishlists-service';

const BASE = '/catalog/wishlist';
const READ_PROBLEMS = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema } as const;
const WRITE_PROBLEMS = { ...READ_PROBLEMS, 422: ProblemSchema, 429: ProblemSchema } as const;
const Deleted = z.null().meta({ description: 'Deleted' });
const tags = ['wishlists'];

/**
 * The signed-in customer's wishlists (spec 001 §7 "Wishlist"), under
 * {site}/api/v1/catalog/wishlist with the spec's paths, and "order all" beside add-to-cart.
 * Every call needs a signed-in customer (a guest is answered 401 before the input is read);
 * another customer's list or product answers 404. One person's data: never cached.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ config: Config; wishlists: WishlistsService }> = async (
  app,
  { config, wishlists },
) => {
  neverCached(app);
  const perShopper = perShopperLimit(config);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.get(
    `${BASE}/lists`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The customer’s wishlists, oldest first; with productVariantId, which of them hold it',
        querystring: WishlistsQuerySchema,
        response: { 200: WishlistsSchema, ...READ_PROBLEMS },
      },
    },
    async (request) => ({ Items: await wishlists.lists(request.user.id, request.query.productVariantId) }),
  );

  app.get(
    `${BASE}/lists/:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One of the customer’s wishlists with its products',
        params: WishlistParamsSchema,
        querystring: WishlistCultureQuerySchema,
        response: { 200: WishlistDetailSchema, ...READ_PROBLEMS },
      },
    },
    async (request) => wishlists.detail(request.user.id, request.params.id, cultureOf(request.query)),
  );

  app.post(
    `${BASE}/create`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Make a new, empty wishlist',
        body: WishlistCreateSchema,
        response: { 201: WishlistSummarySchema, ...WRITE_PROBLEMS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await wishlists.create(request.user.id, request.body.Name, request.body.Description ?? '')),
  );

  app.post(
    `${BASE}/addproductvariant`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary:
          'Add a variant to a wishlist (wishlistId) or to a new one (name); a variant it holds has its quantity raised',
        querystring: WishlistAddQuerySchema,
        response: {
          200: WishlistAddResponseSchema,
          ...WRITE_PROBLEMS,
          404: WishlistAddProblemSchema,
          422: WishlistAddProblemSchema,
        },
      },
    },
    async (request) => wishlists.add(request.user.id, request.query, cultureOf(request.query)),
  );

  app.post(
    `${BASE}/updatequantity`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'The quantity form: new quantities (positive whole numbers) of the list’s variants',
        querystring: WishlistQuantityQuerySchema.extend(WishlistCultureQuerySchema.shape),
        body: WishlistQuantityBodySchema,
        response: { 200: WishlistDetailSchema, ...WRITE_PROBLEMS },
      },
    },
    async (request) =>
      wishlists.updateQuantities(
        request.user.id,
        request.query.WishlistId,
        request.body.Items,
        cultureOf(request.query),
      ),
  );

  app.post(
    `${BASE}/updatename`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Rename a wishlist',
        querystring: WishlistNameQuerySchema,
        response: { 200: WishlistSummarySchema, ...WRITE_PROBLEMS },
      },
    },
    async (request) => wishlists.rename(request.user.id, request.query.Id, request.query.Name),
  );

  app.post(
    `${BASE}/updatedescription`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Change (or clear) a wishlist’s description',
        querystring: WishlistDescriptionQuerySchema,
        response: { 200: WishlistSummarySchema, ...WRITE_PROBLEMS },
      },
    },
    async (request) => wishlists.describe(request.user.id, request.query.Id, request.query.Description),
  );

  app.post(
    `${BASE}/delete`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Delete a wishlist with its products',
        body: WishlistDeleteBodySchema,
        response: { 204: Deleted, ...WRITE_PROBLEMS },
      },
    },
    async (request, reply) => {
      await wishlists.remove(request.user.id, request.body.Id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/deletefromlist`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Remove one product (by its wishlist product Id) from its wishlist',
        querystring: WishlistProductQuerySchema,
        response: { 204: Deleted, ...WRITE_PROBLEMS },
      },
    },
    async (request, reply) => {
      await wishlists.removeProduct(request.user.id, request.query.Id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/deletefromlist/:productVariantId/:listId`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Remove a variant from one wishlist',
        params: WishlistVariantInListParamsSchema,
        response: { 204: Deleted, ...WRITE_PROBLEMS },
      },
    },
    async (request, reply) => {
      await wishlists.removeVariant(request.user.id, request.params.productVariantId, request.params.listId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/deletefromalllist/:productVariantId`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Remove a variant from every wishlist of the customer',
        params: WishlistVariantParamsSchema,
        response: { 204: Deleted, ...WRITE_PROBLEMS },
      },
    },
    async (request, reply) => {
      await wishlists.removeVariant(request.user.id, request.params.productVariantId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/isinthelist`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Whether a variant is in one wishlist (wishlistId) or in any of the customer’s',
        querystring: WishlistIsInListQuerySchema,
        response: { 200: WishlistIsInListSchema, ...READ_PROBLEMS },
      },
    },
    async (request) =>
      wishlists.isInTheList(request.user.id, request.query.productVariantId, request.query.wishlistId),
  );

  app.get(
    `${BASE}/products/count`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The count widget: distinct variants over all the customer’s wishlists',
        response: { 200: WishlistCountSchema, ...READ_PROBLEMS },
      },
    },
    async (request) => wishlists.count(request.user.id),
  );

  app.post(
    `${BASE}/move`,
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary: 'Move a product to another of the customer’s wishlists (quantities add up there)',
        body: WishlistMoveSchema,
        response: { 200: WishlistProductChangeSchema, ...WRITE_PROBLEMS },
      },
    },
    async (request) =>
      wishlists.move(request.user.id, request.body.WishlistProductId, request.body.ToWishlistId),
  );

  app.post(
    '/catalog/products/addwishlisttocart',
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags,
        summary:
          'Order all: every product of a wishlist to the cart, each by the cart’s rules; what could not be added is named',
        querystring: WishlistCultureQuerySchema,
        body: AddWishlistToCartSchema,
        response: { 200: WishlistToCartSchema, ...WRITE_PROBLEMS },
      },
    },
    async (request, reply) =>
      wishlists.addToCart(request.user.id, request.body.WishlistId, cultureOf(request.query), () =>
        reply.ensureOwner(),
      ),
  );
};
