import { type OrderAddedToCart, type OrderAddToCartRequestSchema, PROBLEM_TYPES } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { encodeMessage } from '@vitrine/validation';
import type { z } from 'zod';
import { BusinessRuleError, DomainError, NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import type { CartService } from '../cart/index';
import { type CartVariantFacts, cartFacts } from '../catalog/index';
import { type OrderLineRow, ordersRepository } from './orders-repository';
import { ownedBy } from './orders-service';

type Request = z.output<typeof OrderAddToCartRequestSchema>;

const orderNotFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    OrderId: ['Orders.NotFound'],
  });

const lineNotFound = (itemKey: string) =>
  new NotFoundError(`The order has no line '${itemKey}'.`, PROBLEM_TYPES.notFound, {
    ItemKey: ['Orders.LineNotFound'],
  });

const noLongerSold = (field: 'ItemKey' | 'OrderId', messages: string[]) =>
  new BusinessRuleError(PROBLEM_TYPES.variantUnavailable, 'Nothing of this order is sold any more.', {
    [field]: messages,
  });

const sold = (facts: CartVariantFacts | undefined): facts is CartVariantFacts =>
  !!facts?.isPublished && facts.isAvailable;

/**
 * "Order again" (spec 001 §2 "Order list: add-to-cart buttons per item", §7 `PUT
 * /api/v1/sales/orders/addtocart`): an order's line, or all its lines, back in the shopper's
 * cart. What the page sent about the line (its name, price, currency) is never trusted: the line
 * is read from the order, which must be the shopper's (another's is not found), and added as the
 * catalogue adds it today, at today's price, within the stock and the variant's quantity rules.
 * The answer says what differs from the order.
 */
export function orderReorderService(
  db: Database,
  options: { cart: CartService; basePath: string; defaultCulture: Culture },
) {
  const { cart } = options;

  return {
    async addToCart(owner: Owner | null, input: Request, culture: Culture): Promise<OrderAddedToCart> {
      const repository = ordersRepository(db);
      const order = await repository.byId(input.OrderId);
      if (!order || !owner || !ownedBy(order, owner)) throw orderNotFound(input.OrderId);
      const lines = await repository.lines(order.id);
      const chosen = input.ItemKey ? lines.filter((line) => line.id === input.ItemKey) : lines;
      if (input.ItemKey && !chosen.length) throw lineNotFound(input.ItemKey);

      const facts = await cartFacts(db, options).forVariants(
        chosen.map((line) => line.variantId),
        culture,
      );
      const messages: string[] = [];
      const gone = chosen.filter((line) => !sold(facts.get(line.variantId)));
      for (const line of gone)
        messages.push(encodeMessage('Orders.Reorder.NoLongerSold', { name: line.name }));
      const sellable = chosen.filter((line) => sold(facts.get(line.variantId)));
      if (!sellable.length) throw noLongerSold(input.ItemKey ? 'ItemKey' : 'OrderId', messages);

      const itemIds: string[] = [];
      let answer: Awaited<ReturnType<CartService['add']>> | null = null;
      let refusal: DomainError | null = null;
      for (const line of sellable) {
        const quantity = (input.ItemKey ? input.quantity : undefined) ?? line.quantity;
        try {
          const update = await cart.add(
            { variantId: line.variantId, quantity, origin: 'Order', itemKey: line.id, orderId: order.id },
            culture,
            async () => owner,
          );
          answer = update;
          itemIds.push(update.ItemId);
          if (update.CartChange) messages.push(update.CartChange.Message);
          const priceChange = priceChanged(line, order.currencyCode, update, culture);
          if (priceChange) messages.push(priceChange);
        } catch (error) {
          // One line asked for: its refusal is the answer. The whole order: the others still go in.
          if (input.ItemKey || !(error instanceof DomainError)) throw error;
          refusal = error;
          messages.push(
            encodeMessage('Orders.Reorder.NotAdded', {
              name: facts.get(line.variantId)?.productName ?? line.name,
            }),
          );
        }
      }
      if (!answer) throw refusal ?? noLongerSold('OrderId', messages);
      const { ItemId: _line, CartChange: _change, ...shoppingCart } = answer;
      return { ...shoppingCart, ItemIds: itemIds, Messages: messages };
    },
  };
}

/**
 * The line's price in the cart now, said when it is not the one paid: the same currency compared
 * amount for amount; in another currency the amounts are simply both shown.
 */
function priceChanged(
  line: OrderLineRow,
  orderCurrency: string,
  update: Awaited<ReturnType<CartService['add']>>,
  culture: Culture,
): string | null {
  const item = update.Items.find((entry) => entry.Id === update.ItemId);
  if (!item) return null;
  const paid = Money.parse(line.unitPriceTaxIncl, orderCurrency);
  if (orderCurrency === update.CurrencyCode && paid.toNumber() === item.UnitPriceTaxIncl) return null;
  return encodeMessage('Orders.Reorder.PriceChanged', {
    name: item.ProductName,
    was: formatMoney(paid, culture),
    now: item.UnitPriceTaxInclHtml,
  });
}

export type OrderReorderService = ReturnType<typeof orderReorderService>;
