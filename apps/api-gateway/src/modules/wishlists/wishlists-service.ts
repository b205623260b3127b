import {
  PROBLEM_TYPES,
  WISHLIST_PRODUCTS_MAX,
  WISHLISTS_PER_CUSTOMER_MAX,
  type WishlistAddResponse,
  type WishlistDetail,
  type WishlistIsInList,
  type WishlistProductChange,
  type WishlistSummary,
  type WishlistToCart,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { encodeMessage, QUANTITY_CEILING } from '@vitrine/validation';
import { BusinessRuleError, isDomainError, NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import type { CartService } from '../cart/index';
import { type CartVariantFacts, cartFacts } from '../catalog/index';
import { type WishlistRow, wishlistsRepository } from './wishlists-repository';

export interface WishlistsOptions {
  basePath: string;
  defaultCulture: Culture;
  /** "Order all" adds through the cart's own add, with its rules and stock checks. */
  cart: CartService;
}

const listNotFound = () =>
  new NotFoundError('There is no such wishlist.', PROBLEM_TYPES.notFound, { Id: ['Wishlists.NotFound'] });
const productNotFound = () =>
  new NotFoundError('There is no such product in your wishlists.', PROBLEM_TYPES.notFound, {
    Id: ['Wishlists.ProductNotFound'],
  });
/** An add that cannot be made: the problem carries the spec's add answer, `Message` to show. */
const addRefused = (error: NotFoundError | BusinessRuleError, message: string) =>
  error.withExtensions({ Message: message, IsSuccessfull: false });

const sum = (a: number, b: number) => Math.min(QUANTITY_CEILING, a + b);

/**
 * A signed-in customer's wishlists (spec 001 §3, §4, §7): named lists of variants with a
 * quantity, one row per variant and list. Changes of a list's products lock the list first, so
 * two tabs adding the same variant end with one row and the sum.
 */
export function wishlistsService(db: Database, options: WishlistsOptions) {
  const factsOf = (executor: Executor) =>
    cartFacts(executor, { basePath: options.basePath, defaultCulture: options.defaultCulture });

  const summary = (row: WishlistRow, productsCount: number, holding?: number | null): WishlistSummary => ({
    Id: row.id,
    Name: row.name,
    Description: row.description,
    ProductsCount: productsCount,
    ContainsVariant: holding !== undefined && holding !== null,
    VariantQuantity: holding ?? null,
  });

  async function detail(executor: Executor, row: WishlistRow, culture: Culture): Promise<WishlistDetail> {
    const products = await wishlistsRepository(executor).products(row.id);
    const facts = await factsOf(executor).forVariants(
      products.map((product) => product.variantId),
      culture,
    );
    return {
      Id: row.id,
      Name: row.name,
      Description: row.description,
      Items: products.flatMap((product) => {
        const variant = facts.get(product.variantId);
        // A product taken off the shop is no longer shown (its variant's rows go with it when deleted).
        if (!variant?.isPublished) return [];
        const price = Money.parse(variant.unitPrice.taxIncl, variant.currencyCode);
        return [
          {
            Id: product.id,
            ProductVariantId: product.variantId,
            ProductId: variant.productId,
            Quantity: product.quantity,
            ProductName: variant.productName,
            SKU: variant.sku,
            ProductUrl: variant.productUrl,
            Photo: variant.photo,
            UnitPriceTaxIncl: price.toNumber(),
            UnitPriceTaxInclHtml: formatMoney(price, culture),
            CurrencyCode: variant.currencyCode,
            IsAvailable: variant.isAvailable && variant.stock >= Math.max(1, variant.quantityRules.min),
          },
        ];
      }),
    };
  }

  /** The analytics event of an add (GA4's add_to_wishlist), for the page to push. */
  function dataLayer(variant: CartVariantFacts, quantity: number) {
    const price = Money.parse(variant.unitPrice.taxIncl, variant.currencyCode);
    return {
      event: 'add_to_wishlist',
      ecommerce: {
        currency: variant.currencyCode,
        value: price.times(quantity).toNumber(),
        items: [{ item_id: variant.sku, item_name: variant.productName, price: price.toNumber(), quantity }],
      },
    };
  }

  async function ownList(executor: Executor, customerId: string, wishlistId: string) {
    const row = await wishlistsRepository(executor).find(customerId, wishlistId);
    if (!row) throw listNotFound();
    return row;
  }

  return {
    /** The customer's lists; with a variant, which hold it and how many. */
    async lists(customerId: string, variantId?: string): Promise<WishlistSummary[]> {
      const repository = wishlistsRepository(db);
      const rows = await repository.listsOf(customerId);
      const holding = new Map(
        variantId
          ? (await repository.listsHolding(customerId, variantId)).map((row) => [
              row.wishlistId,
              row.quantity,
            ])
          : [],
      );
      return rows.map((row) =>
        summary(row, row.productsCount, variantId ? (holding.get(row.id) ?? null) : undefined),
      );
    },

    async detail(customerId: string, wishlistId: string, culture: Culture): Promise<WishlistDetail> {
      return detail(db, await ownList(db, customerId, wishlistId), culture);
    },

    async create(customerId: string, name: string, description = ''): Promise<WishlistSummary> {
      return unitOfWork(db, async ({ tx }) => {
        const repository = wishlistsRepository(tx);
        if ((await repository.countLists(customerId)) >= WISHLISTS_PER_CUSTOMER_MAX)
          throw new BusinessRuleError(PROBLEM_TYPES.conflict, 'You have as many wishlists as one may keep.', {
            Name: [encodeMessage('Wishlists.TooManyLists', { max: WISHLISTS_PER_CUSTOMER_MAX })],
          });
        return summary(await repository.insert(customerId, name, description), 0);
      });
    },

    /**
     * POST addproductvariant: the variant to an existing list of the customer's, or to a new list
     * made with it. A variant the list holds has its quantity raised. Refusals carry `Message`.
     */
    async add(
      customerId: string,
      input: {
        productVariantId: string;
        quantity?: number | undefined;
        wishlistId?: string | undefined;
        name?: string | undefined;
        description?: string | undefined;
      },
      culture: Culture,
    ): Promise<WishlistAddResponse> {
      const quantity = input.quantity ?? 1;
      const variant = (await factsOf(db).forVariants([input.productVariantId], culture)).get(
        input.productVariantId,
      );
      if (!variant?.isPublished)
        throw addRefused(
          new NotFoundError(
            `There is no product variant '${input.productVariantId}' for sale.`,
            PROBLEM_TYPES.notFound,
            { productVariantId: ['Wishlists.VariantNotFound'] },
          ),
          'Wishlists.VariantNotFound',
        );
      return unitOfWork(db, async ({ tx }) => {
        const repository = wishlistsRepository(tx);
        let list: WishlistRow | null;
        if (input.wishlistId) {
          list = await repository.lock(customerId, input.wishlistId);
          if (!list) throw addRefused(listNotFound(), 'Wishlists.NotFound');
        } else {
          if ((await repository.countLists(customerId)) >= WISHLISTS_PER_CUSTOMER_MAX)
            throw addRefused(
              new BusinessRuleError(PROBLEM_TYPES.conflict, 'You have as many wishlists as one may keep.', {
                name: [encodeMessage('Wishlists.TooManyLists', { max: WISHLISTS_PER_CUSTOMER_MAX })],
              }),
              encodeMessage('Wishlists.TooManyLists', { max: WISHLISTS_PER_CUSTOMER_MAX }),
            );
          list = await repository.insert(customerId, input.name ?? '', input.description ?? '');
        }
        const existing = await repository.lockProductOfVariant(list.id, input.productVariantId);
        let productId: string;
        let total: number;
        if (existing) {
          total = sum(existing.quantity, quantity);
          await repository.setQuantity(existing.id, total);
          productId = existing.id;
        } else {
          if ((await repository.countProducts(list.id)) >= WISHLIST_PRODUCTS_MAX)
            throw addRefused(
              new BusinessRuleError(PROBLEM_TYPES.conflict, 'This wishlist is full.', {
                wishlistId: [encodeMessage('Wishlists.ListFull', { max: WISHLIST_PRODUCTS_MAX })],
              }),
              encodeMessage('Wishlists.ListFull', { max: WISHLIST_PRODUCTS_MAX }),
            );
          total = quantity;
          productId = (await repository.insertProduct(list.id, input.productVariantId, quantity)).id;
        }
        await repository.touch(list.id);
        return {
          Message: encodeMessage(existing ? 'Wishlists.QuantityRaised' : 'Wishlists.Added', {
            name: variant.productName,
            list: list.name,
          }),
          WishlistId: list.id,
          DataLayer: dataLayer(variant, quantity),
          IsSuccessfull: true,
          WishlistProductId: productId,
          Quantity: total,
        };
      });
    },

    /** The quantity form: each variant of the list takes its new quantity, in one change. */
    async updateQuantities(
      customerId: string,
      wishlistId: string,
      items: readonly { variantId: string; qty: number }[],
      culture: Culture,
    ): Promise<WishlistDetail> {
      return unitOfWork(db, async ({ tx }) => {
        const repository = wishlistsRepository(tx);
        const list = await repository.lock(customerId, wishlistId);
        if (!list) throw listNotFound();
        for (const item of items) {
          const product = await repository.lockProductOfVariant(list.id, item.variantId);
          if (!product) throw productNotFound();
          if (product.quantity !== item.qty) await repository.setQuantity(product.id, item.qty);
        }
        await repository.touch(list.id);
        return detail(tx, list, culture);
      });
    },

    async rename(customerId: string, wishlistId: string, name: string): Promise<WishlistSummary> {
      const repository = wishlistsRepository(db);
      const row = await repository.update(customerId, wishlistId, { name });
      if (!row) throw listNotFound();
      return summary(row, await repository.countProducts(row.id));
    },

    async describe(customerId: string, wishlistId: string, description: string): Promise<WishlistSummary> {
      const repository = wishlistsRepository(db);
      const row = await repository.update(customerId, wishlistId, { description });
      if (!row) throw listNotFound();
      return summary(row, await repository.countProducts(row.id));
    },

    async remove(customerId: string, wishlistId: string): Promise<void> {
      if (!(await wishlistsRepository(db).delete(customerId, wishlistId))) throw listNotFound();
    },

    /** One wishlist product, by its Id. */
    async removeProduct(customerId: string, wishlistProductId: string): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        const repository = wishlistsRepository(tx);
        const product = await repository.lockOwnProduct(customerId, wishlistProductId);
        if (!product) throw productNotFound();
        await repository.deleteProduct(product.id);
        await repository.touch(product.wishlistId);
      });
    },

    /** The variant out of one list, or (no list) out of all the customer's lists. */
    async removeVariant(customerId: string, variantId: string, wishlistId?: string): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        const repository = wishlistsRepository(tx);
        if (wishlistId && !(await repository.lock(customerId, wishlistId))) throw listNotFound();
        if (!(await repository.deleteVariant(customerId, variantId, wishlistId))) throw productNotFound();
      });
    },

    async isInTheList(customerId: string, variantId: string, wishlistId?: string): Promise<WishlistIsInList> {
      if (wishlistId) await ownList(db, customerId, wishlistId);
      const holding = (await wishlistsRepository(db).listsHolding(customerId, variantId))
        .map((row) => row.wishlistId)
        .filter((id) => !wishlistId || id === wishlistId);
      return { IsInTheList: holding.length > 0, WishlistIds: holding };
    },

    async count(customerId: string) {
      const repository = wishlistsRepository(db);
      return {
        Count: await repository.countVariants(customerId),
        ListsCount: await repository.countLists(customerId),
      };
    },

    /**
     * A product to another of the customer's lists. Where that list holds the variant already,
     * the two rows become one with the quantities added up.
     */
    async move(
      customerId: string,
      wishlistProductId: string,
      toWishlistId: string,
    ): Promise<WishlistProductChange> {
      return unitOfWork(db, async ({ tx }) => {
        const repository = wishlistsRepository(tx);
        const target = await repository.lock(customerId, toWishlistId);
        if (!target) throw listNotFound();
        const product = await repository.lockOwnProduct(customerId, wishlistProductId);
        if (!product) throw productNotFound();
        if (product.wishlistId === target.id)
          return { WishlistProductId: product.id, WishlistId: target.id, Quantity: product.quantity };
        const there = await repository.lockProductOfVariant(target.id, product.variantId);
        await repository.touch(product.wishlistId);
        await repository.touch(target.id);
        if (there) {
          const quantity = sum(there.quantity, product.quantity);
          await repository.setQuantity(there.id, quantity);
          await repository.deleteProduct(product.id);
          return { WishlistProductId: there.id, WishlistId: target.id, Quantity: quantity };
        }
        if ((await repository.countProducts(target.id)) >= WISHLIST_PRODUCTS_MAX)
          throw new BusinessRuleError(PROBLEM_TYPES.conflict, 'This wishlist is full.', {
            ToWishlistId: [encodeMessage('Wishlists.ListFull', { max: WISHLIST_PRODUCTS_MAX })],
          });
        await repository.moveProduct(product.id, target.id);
        return { WishlistProductId: product.id, WishlistId: target.id, Quantity: product.quantity };
      });
    },

    /**
     * "Order all" (spec 001 §7): every product of the list goes in the cart through the cart's
     * add, each with its own rules and stock, so one sold-out product does not keep the others
     * out. What could not be added is named with the reason; the list itself is kept.
     */
    async addToCart(
      customerId: string,
      wishlistId: string,
      culture: Culture,
      owner: () => Promise<Owner>,
    ): Promise<WishlistToCart> {
      const list = await ownList(db, customerId, wishlistId);
      const products = await wishlistsRepository(db).products(list.id);
      const facts = await factsOf(db).forVariants(
        products.map((product) => product.variantId),
        culture,
      );
      let added = 0;
      const notAdded: WishlistToCart['NotAdded'] = [];
      for (const product of products) {
        try {
          await options.cart.add(
            {
              variantId: product.variantId,
              quantity: product.quantity,
              origin: 'Wishlist',
              itemKey: list.id,
              orderId: null,
            },
            culture,
            owner,
          );
          added += 1;
        } catch (error) {
          if (!isDomainError(error)) throw error;
          notAdded.push({
            WishlistProductId: product.id,
            ProductVariantId: product.variantId,
            ProductName: facts.get(product.variantId)?.productName ?? '',
            Reason:
              error.type === PROBLEM_TYPES.outOfStock
                ? 'OutOfStock'
                : error.type === PROBLEM_TYPES.variantUnavailable
                  ? 'Unavailable'
                  : 'NotSold',
          });
        }
      }
      return {
        AddedCount: added,
        NotAdded: notAdded,
        Cart: await options.cart.summary(await owner(), culture),
      };
    },
  };
}

export type WishlistsService = ReturnType<typeof wishlistsService>;
