import {
  BirthListAddToCartSchema,
  BirthListBodySchema,
  BirthListCartDeliverySchema,
  BirthListItemAddSchema,
  BirthListItemParamsSchema,
  BirthListItemQuantitySchema,
  BirthListParamsSchema,
  BirthListSchema,
  BirthListShareSchema,
  BirthListTokenParamsSchema,
  CartCultureQuerySchema,
  CartUpdateSchema,
  MyBirthListsSchema,
  ProblemSchema,
  SharedBirthListSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { perShopperLimit } from '../cart/index';
import type { BirthListsService } from './birth-lists-service';

const BASE = '/catalog/birthlists';
const Deleted = z.null().meta({ description: 'Deleted' });
const OwnerRefusals = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema };

/**
 * Birth lists (spec 001 §1): the owner's calls behind sign-in (another customer's list is not
 * found), and the share link's calls for anyone holding the link. One person's answers: never cached.
 */
export const birthListRoutes: FastifyPluginAsyncZod<{ config: Config; lists: BirthListsService }> = async (
  app,
  { config, lists },
) => {
  neverCached(app);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;
  // Share tokens are 256 bits: guessing is hopeless, but a flood of tries is still refused.
  const linkLimit = { rateLimit: { max: 120, timeWindow: 15 * 60 * 1000 } };
  const owner = { onRequest: app.requireUser };

  app.get(
    BASE,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'The signed-in customer’s birth lists',
        response: { 200: MyBirthListsSchema, 401: ProblemSchema },
      },
    },
    async (request) => lists.mine(request.user.id),
  );

  app.post(
    BASE,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Start a birth list (title, baby’s name and date, message, delivery address)',
        querystring: CartCultureQuerySchema,
        body: BirthListBodySchema,
        response: { 201: BirthListSchema, ...OwnerRefusals, 422: ProblemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await lists.create(request.user.id, request.body, cultureOf(request.query))),
  );

  app.get(
    `${BASE}/:id`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'One of the customer’s birth lists: its items, what was bought and by whom',
        params: BirthListParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: BirthListSchema, ...OwnerRefusals },
      },
    },
    async (request) => lists.get(request.user.id, request.params.id, cultureOf(request.query)),
  );

  app.put(
    `${BASE}/:id`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Change a birth list’s details',
        params: BirthListParamsSchema,
        querystring: CartCultureQuerySchema,
        body: BirthListBodySchema,
        response: { 200: BirthListSchema, ...OwnerRefusals, 422: ProblemSchema },
      },
    },
    async (request) =>
      lists.update(request.user.id, request.params.id, request.body, cultureOf(request.query)),
  );

  app.delete(
    `${BASE}/:id`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Delete a birth list (its link stops working)',
        params: BirthListParamsSchema,
        response: { 204: Deleted, ...OwnerRefusals },
      },
    },
    async (request, reply) => {
      await lists.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:id/items`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Wish for a product variant (added to its line when the list has one)',
        params: BirthListParamsSchema,
        querystring: CartCultureQuerySchema,
        body: BirthListItemAddSchema,
        response: { 200: BirthListSchema, ...OwnerRefusals, 422: ProblemSchema },
      },
    },
    async (request) =>
      lists.addItem(request.user.id, request.params.id, request.body, cultureOf(request.query)),
  );

  app.put(
    `${BASE}/:id/items/:itemId`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Change how many of an item are wished for',
        params: BirthListItemParamsSchema,
        querystring: CartCultureQuerySchema,
        body: BirthListItemQuantitySchema,
        response: { 200: BirthListSchema, ...OwnerRefusals },
      },
    },
    async (request) =>
      lists.changeQuantity(
        request.user.id,
        request.params.id,
        request.params.itemId,
        request.body.Quantity,
        cultureOf(request.query),
      ),
  );

  app.delete(
    `${BASE}/:id/items/:itemId`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Take an item off a birth list',
        params: BirthListItemParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: BirthListSchema, ...OwnerRefusals },
      },
    },
    async (request) =>
      lists.removeItem(request.user.id, request.params.id, request.params.itemId, cultureOf(request.query)),
  );

  app.post(
    `${BASE}/:id/share`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Make a new share link (shown once; the previous link stops working)',
        params: BirthListParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: BirthListShareSchema, ...OwnerRefusals },
      },
    },
    async (request) => lists.share(request.user.id, request.params.id, cultureOf(request.query)),
  );

  app.delete(
    `${BASE}/:id/share`,
    {
      ...owner,
      schema: {
        tags: ['catalog'],
        summary: 'Revoke the share link: it no longer opens the list',
        params: BirthListParamsSchema,
        response: { 204: Deleted, ...OwnerRefusals },
      },
    },
    async (request, reply) => {
      await lists.revokeShare(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/cartdelivery`,
    {
      schema: {
        tags: ['catalog'],
        summary:
          'May the shopper’s cart be delivered to the parents of the birth list its gifts come from (never the address)',
        querystring: CartCultureQuerySchema,
        response: { 200: BirthListCartDeliverySchema, 400: ProblemSchema },
      },
    },
    async (request) => lists.cartDelivery(await request.getOwner()),
  );

  app.get(
    `${BASE}/shared/:token`,
    {
      config: linkLimit,
      schema: {
        tags: ['catalog'],
        summary: 'A birth list through its share link (no sign-in): items, wanted, bought, remaining',
        params: BirthListTokenParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: SharedBirthListSchema, 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request) => lists.shared(request.params.token, cultureOf(request.query)),
  );

  app.post(
    `${BASE}/shared/:token/addtocart`,
    {
      config: perShopperLimit(config),
      schema: {
        tags: ['catalog'],
        summary:
          'Put an item of a shared birth list in the cart, with the buyer’s name and message (bought once paid)',
        params: BirthListTokenParamsSchema,
        querystring: CartCultureQuerySchema,
        body: BirthListAddToCartSchema,
        response: {
          200: CartUpdateSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) =>
      lists.addToCart(request.params.token, request.body, cultureOf(request.query), () =>
        reply.ensureOwner(),
      ),
  );
};
