import {
  AddToCartRequestSchema,
  CartCultureQuerySchema,
  CartItemParamsSchema,
  CartItemQuantityRequestSchema,
  CartProductParamsSchema,
  CartUpdateSchema,
  ProblemSchema,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import type { CartService } from './cart-service';
import { perShopperLimit } from './shopper-rate-limit';

const Refusals = { 400: ProblemSchema, 404: ProblemSchema, 422: ProblemSchema, 429: ProblemSchema };

/**
 * The cart's store routes (spec 001 §7), for visitors and customers alike: no guard, the owner is
 * the session's (ADR 013). Answers are one shopper's, so nothing may cache them.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ config: Config; cart: CartService }> = async (
  app,
  { config, cart },
) => {
  neverCached(app);
  const perShopper = perShopperLimit(config);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.post(
    '/catalog/products/addtocart',
    {
      config: perShopper,
      schema: {
        tags: ['cart'],
        summary:
          'Add a variant to the cart (its line, or a new one); the answer says when the quantity had to change',
        querystring: CartCultureQuerySchema,
        body: AddToCartRequestSchema,
        response: { 200: CartUpdateSchema, ...Refusals },
      },
    },
    async (request, reply) => {
      const { ProductVariantId, Quantity, ItemOrigin, ItemKey, OrderId } = request.body;
      return cart.add(
        {
          variantId: ProductVariantId,
          quantity: Quantity,
          origin: ItemOrigin ?? 'Catalog',
          itemKey: ItemKey ?? null,
          orderId: OrderId ?? null,
        },
        cultureOf(request.query),
        () => reply.ensureOwner(),
      );
    },
  );

  app.get(
    '/shoppingcarts',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart summary and its lines (empty without a cart; never creates one)',
        querystring: CartCultureQuerySchema,
        response: { 200: ShoppingCartSchema, 400: ProblemSchema },
      },
    },
    async (request) => cart.summary(await request.getOwner(), cultureOf(request.query)),
  );

  app.put(
    '/shoppingcarts/shoppingcartitems/:id',
    {
      config: perShopper,
      schema: {
        tags: ['cart'],
        summary: 'Change the quantity of one of the shopper’s cart lines',
        params: CartItemParamsSchema,
        querystring: CartCultureQuerySchema,
        body: CartItemQuantityRequestSchema,
        response: { 200: CartUpdateSchema, ...Refusals },
      },
    },
    async (request) =>
      cart.changeQuantity(
        await request.getOwner(),
        request.params.id,
        request.body.Quantity,
        cultureOf(request.query),
      ),
  );

  app.delete(
    '/shoppingcarts/shoppingcartitems/:id',
    {
      config: perShopper,
      schema: {
        tags: ['cart'],
        summary: 'Delete one of the shopper’s cart lines',
        params: CartItemParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: ShoppingCartSchema, 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request) => cart.deleteItem(await request.getOwner(), request.params.id, cultureOf(request.query)),
  );

  app.delete(
    '/shoppingcarts/products/:productId',
    {
      config: perShopper,
      schema: {
        tags: ['cart'],
        summary: 'Clear a product: delete every line of its variants from the shopper’s cart',
        params: CartProductParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: ShoppingCartSchema, 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request) =>
      cart.clearProduct(await request.getOwner(), request.params.productId, cultureOf(request.query)),
  );
};
