import {
  CART_ITEM_ORIGINS,
  type CartChange,
  type CartItemOrigin,
  type CartUpdate,
  PROBLEM_TYPES,
  type ShoppingCart,
  type ShoppingCartItem,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money, MoneyDecimal } from '@vitrine/money';
import { encodeMessage } from '@vitrine/validation';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import type { Owner, VisitorSignIn } from '../../lib/ownership';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import { type CartVariantFacts, cartFacts } from '../catalog/index';
import { currencyService } from '../currency/index';
import { customerReferencesOf } from '../customer-references/index';
import { promotionsService } from '../promotions/index';
import { type CartDelivery, type CartDeliveryChoice, shippingService } from '../shipping/index';
import { couponFacts, couponFields } from './cart-coupons';
import { deliveryChoice, deliveryFields, lineTaxRate, shippingFacts } from './cart-delivery';
import { type AllowedQuantity, allowedQuantity } from './cart-quantity';
import { type CartItemRow, type CartRow, cartRepository } from './cart-repository';
import { deliveryRepository } from './delivery-repository';
import {
  type CartPickupPointRow,
  type ChosenPickupPoint,
  pickupPointRepository,
} from './pickup-point-repository';
import { type LineFacts, type PriceTier, priceCart, tierUnitPrice } from './pricing';

export interface CartServiceOptions {
  basePath: string;
  /** The shop's currency (SHOP_CURRENCY): the catalogue's prices and, for now, every cart's. */
  currency: string;
  defaultCulture: Culture;
  /** The shop's own country (SHOP_COUNTRY): carts ship there and pay its VAT until told otherwise. */
  shopCountry: string;
}

export interface AddToCart {
  variantId: string;
  quantity: number;
  origin: CartItemOrigin;
  itemKey: string | null;
  orderId: string | null;
}

/** Lines and a delivery priced without a cart (an order staff place for a customer). */
interface CartDraft {
  readonly items: CartItemRow[];
  readonly choice: CartDeliveryChoice;
}

/** An order staff put together for a customer: what to price, and where it goes. */
export interface OrderDraft {
  readonly customerId: string;
  readonly lines: readonly { variantId: string; quantity: number }[];
  readonly shippingCountryCode: string;
  readonly billingCountryCode: string;
  /** A home-delivery method; null: the first one that serves the country. */
  readonly shippingMethodId: string | null;
}

const variantNotFound = (variantId: string) =>
  new NotFoundError(`There is no product variant '${variantId}' for sale.`, PROBLEM_TYPES.notFound, {
    ProductVariantId: ['Cart.VariantNotFound'],
  });
const variantUnavailable = () =>
  new BusinessRuleError(
    PROBLEM_TYPES.variantUnavailable,
    'This product variant cannot be ordered any more.',
    {
      ProductVariantId: ['Cart.VariantUnavailable'],
    },
  );
const outOfStock = () =>
  new BusinessRuleError(PROBLEM_TYPES.outOfStock, 'Not even the smallest quantity is in stock.', {
    Quantity: ['Cart.OutOfStock'],
  });
const itemNotFound = (itemId: string) =>
  new NotFoundError(`There is no line '${itemId}' in this cart.`, PROBLEM_TYPES.notFound, {
    id: ['Cart.ItemNotFound'],
  });

const productNotInCart = (productId: string) =>
  new NotFoundError(`The cart holds no line of product '${productId}'.`, PROBLEM_TYPES.notFound, {
    productId: ['Cart.ProductNotInCart'],
  });

const isOrigin = (value: string): value is CartItemOrigin =>
  (CART_ITEM_ORIGINS as readonly string[]).includes(value);
const originOf = (item: CartItemRow): CartItemOrigin =>
  isOrigin(item.itemOrigin) ? item.itemOrigin : 'Catalog';
/** How a cart-change message names a line: its origin and the origin's key ("Catalog:{line id}"). */
const originAndKey = (item: CartItemRow) => `${originOf(item)}:${item.itemKey ?? item.id}`;

const canBeOrdered = (facts: CartVariantFacts) => facts.isPublished && facts.isAvailable;

/**
 * Whether a company's confirmed VAT number takes the VAT off (the EU's reverse charge): a number
 * the register confirmed for the tax country, when that country is another member state than the
 * shop's. Then every line and the shipping are sold without VAT; the buyer accounts for it.
 */
export function isVatExempt(cart: CartRow | null, place: CartDelivery): boolean {
  return !!cart?.vatNumber && cart.vatCountryCode === place.taxCountryCode && !place.isHomeTaxCountry;
}

/**
 * The point chosen for the method in use, when that method delivers to a pickup point and the
 * point is in the delivery country: a point chosen for another method, or before the country
 * changed, waits until its method is used again there.
 */
function pickupPointInUse(row: CartPickupPointRow | null, place: CartDelivery): CartPickupPointRow | null {
  const { method } = place;
  if (!row || !method?.isPickupPoint) return null;
  return row.shippingMethodId === method.id && row.countryCode === place.shippingCountryCode ? row : null;
}

/** The cart answer's `PickupPoint`. */
function pickupPointView(row: CartPickupPointRow): NonNullable<ShoppingCart['PickupPoint']> {
  return {
    ShippingMethodId: row.shippingMethodId,
    PickupPointId: row.pickupPointId,
    ExternalPickupPointRef: row.externalId ?? row.pickupPointId ?? '',
    Name: row.name,
    Street1: row.street1,
    PostalCode: row.postalCode,
    City: row.city,
    CountryId: row.countryCode,
    StandardHoursOfOperation: row.openingHours,
  };
}

function withVatExemption(cart: CartRow | null, place: CartDelivery): CartDelivery {
  if (!isVatExempt(cart, place)) return place;
  return { ...place, taxRateOf: () => 0, taxStandardRate: 0 };
}

/**
 * The shopper's cart (spec 001 §4 "Cart update"): one line per variant, quantities kept within the
 * variant's rules and stock on every change, priced on the server from the catalogue only. Every
 * change is one transaction that locks the cart first, so parallel changes queue up (ADR 011).
 */
export function cartService(db: Database, options: CartServiceOptions) {
  const { currency } = options;
  // The cart's currency and today's rate from the currency module (ADR 019).
  const currencies = currencyService(db, { shopCurrency: options.currency });
  // Delivery and the tax country from the shipping module: what the shopper's choices mean.
  const delivery = shippingService(db, {
    shopCountry: options.shopCountry,
    currency,
    defaultCulture: options.defaultCulture,
  });
  const factsOf = (executor: Executor) =>
    cartFacts(executor, { basePath: options.basePath, defaultCulture: options.defaultCulture });

  /**
   * The catalogue keeps each price with and without tax, not a tax class: the rate the pair for
   * this quantity implies, unrounded, makes a line's tax-exclusive amount the catalogue's own
   * exclusive price times the quantity. Home and tax country are the shop's until the shopper
   * picks a country, so no price moves from one rate to another.
   */
  function taxRateOf(facts: CartVariantFacts, quantity: number) {
    const tiers = (pick: 'taxIncl' | 'taxExcl'): PriceTier[] =>
      facts.tiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPrice: Money.parse(tier[pick], currency),
      }));
    const inclusive = tierUnitPrice(
      Money.parse(facts.unitPrice.taxIncl, currency),
      tiers('taxIncl'),
      quantity,
    );
    const exclusive = tierUnitPrice(
      Money.parse(facts.unitPrice.taxExcl, currency),
      tiers('taxExcl'),
      quantity,
    );
    if (!exclusive.isPositive()) return new MoneyDecimal(0);
    return new MoneyDecimal(inclusive.minor).dividedBy(exclusive.minor).minus(1).times(100);
  }

  function lineFacts(item: CartItemRow, facts: CartVariantFacts, place: CartDelivery): LineFacts {
    const homeTaxRate = taxRateOf(facts, item.quantity);
    const taxRate = lineTaxRate(place, facts.taxClass, homeTaxRate);
    return {
      lineId: item.id,
      productId: facts.productId,
      brandId: facts.brandId,
      categoryIds: facts.categoryIds,
      quantity: item.quantity,
      unitPrice: Money.parse(facts.unitPrice.taxIncl, currency),
      tiers: facts.tiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPrice: Money.parse(tier.taxIncl, currency),
      })),
      homeTaxRate,
      taxRate,
    };
  }

  /**
   * Everything the server knows about a cart's price: its lines with their catalogue facts, the
   * delivery, the coupons and the pricing. The summary shows it; checkout writes the order from it.
   */
  async function priceOf(executor: Executor, cart: CartRow | null, culture: Culture, draft?: CartDraft) {
    const items = draft ? draft.items : cart ? await cartRepository(executor).items(cart.id) : [];
    const facts = await factsOf(executor).forVariants(
      items.map((item) => item.variantId),
      culture,
    );
    // A variant's lines go with it (cascade), so every line has its facts.
    const lines = items.flatMap((item) => {
      const found = facts.get(item.variantId);
      return found ? [{ item, facts: found }] : [];
    });
    // Coupons, shipping and other currencies come with their features; the pricing already knows them.
    // The cart's own currency at today's rate (the shop's when it can no longer be used).
    const pricing = await currencies.pricingFor(cart?.currencyCode ?? currency, executor);
    const place = withVatExemption(
      cart,
      await delivery.delivery(executor, draft?.choice ?? deliveryChoice(cart), culture),
    );
    // The coupons on the cart: those that may be used now are priced, the others say why not.
    const applied = cart
      ? await promotionsService(executor, { currency }).applied(cart.id, cart.customerId, culture)
      : [];
    const pickupPoint = pickupPointInUse(
      cart ? await pickupPointRepository(executor).find(cart.id) : null,
      place,
    );
    const pricedFacts = lines.map((line) => lineFacts(line.item, line.facts, place));
    const priced = priceCart({
      shopCurrency: currency,
      currency: pricing.currency,
      exchangeRate: pricing.rate,
      lines: pricedFacts,
      coupons: couponFacts(applied),
      shipping: shippingFacts(place),
    });
    return {
      lines,
      pricedFacts,
      pricing,
      place,
      applied,
      priced,
      vatExempt: isVatExempt(cart, place),
      pickupPoint,
    };
  }

  async function answer(executor: Executor, cart: CartRow | null, culture: Culture): Promise<ShoppingCart> {
    const { lines, pricing, place, applied, priced, vatExempt, pickupPoint } = await priceOf(
      executor,
      cart,
      culture,
    );
    const format = (money: Money) => formatMoney(money, culture);
    const references = await customerReferencesOf(
      executor,
      cart?.customerId,
      lines.map(({ item }) => item.variantId),
    );
    const Items = lines.map(({ item, facts: variant }, index): ShoppingCartItem => {
      const line = priced.lines[index];
      if (!line) throw new Error('a cart line was not priced');
      const { min, step, max } = variant.quantityRules;
      return {
        Id: item.id,
        ProductVariantId: item.variantId,
        ProductId: variant.productId,
        ProductName: variant.productName,
        SKU: variant.sku,
        ProductUrl: variant.productUrl,
        Photo: variant.photo,
        Quantity: item.quantity,
        MinQuantity: min,
        QuantityStep: step,
        MaxQuantity: max,
        StockQuantity: variant.stock,
        IsAvailable:
          canBeOrdered(variant) &&
          allowedQuantity(min, variant.quantityRules, variant.stock, 'none') !== null,
        UnitPriceTaxIncl: line.unitPrice.toNumber(),
        UnitPriceTaxInclHtml: format(line.unitPrice),
        TierApplied: line.tierApplied,
        TotalTaxIncl: line.total.toNumber(),
        TotalTaxInclHtml: format(line.total),
        ItemOrigin: originOf(item),
        ItemOriginAndKey: originAndKey(item),
        CustomerSKU: references.get(item.variantId) ?? null,
      };
    });
    return {
      ItemsCount: priced.itemsCount,
      ItemsQuantityCount: priced.itemsQuantityCount,
      CurrencyCode: priced.currency,
      AmountTaxIncl: priced.totalTaxIncl.toNumber(),
      AmountTaxExcl: priced.totalTaxExcl.toNumber(),
      AmountTaxInclHtml: format(priced.totalTaxIncl),
      AmountTaxExclHtml: format(priced.totalTaxExcl),
      Items,
      // Coupons come with a cart (as its delivery does): no cart, the bare summary.
      ...(cart ? couponFields(applied, priced, format, culture) : {}),
      // Without a cart nothing was chosen: the bare summary (the header's) is the whole answer.
      ...(cart
        ? deliveryFields(
            place,
            priced,
            (amount) =>
              amount.currency === priced.currency ? amount : amount.convert(pricing.rate, priced.currency),
            format,
          )
        : {}),
      ...(cart ? { VatNumber: cart.vatNumber, VatExempt: vatExempt } : {}),
      ...(cart ? { PickupPoint: pickupPoint ? pickupPointView(pickupPoint) : null } : {}),
    };
  }

  function change(
    item: CartItemRow,
    facts: CartVariantFacts,
    requested: number,
    allowed: AllowedQuantity,
  ): CartChange | null {
    if (!allowed.reason) return null;
    return {
      ItemOriginAndKey: originAndKey(item),
      ItemName: facts.productName,
      ItemId: item.id,
      RequestedQuantity: requested,
      Quantity: allowed.quantity,
      Reason: allowed.reason,
      Message: encodeMessage(`Cart.QuantityAdjusted.${allowed.reason}`, {
        name: facts.productName,
        quantity: allowed.quantity,
        step: facts.quantityRules.step,
      }),
    };
  }

  /** The variant's facts when it may go in a cart, else the refusal a shopper is shown. */
  function orderable(variantId: string, facts: CartVariantFacts | undefined): CartVariantFacts {
    // An unpublished product is not for sale and is not said to exist.
    if (!facts?.isPublished) throw variantNotFound(variantId);
    if (!facts.isAvailable) throw variantUnavailable();
    return facts;
  }

  return {
    /** The cart's answer read through `executor` (another change of this module, inside its unit of work). */
    answerIn: answer,

    /** The owner's cart, or an empty one (a read never creates a cart or a session). */
    async summary(owner: Owner | null, culture: Culture): Promise<ShoppingCart> {
      const cart = owner ? await cartRepository(db).find(owner) : null;
      return answer(db, cart, culture);
    },

    /** Where the owner's cart lines come from (a birth-list line names its gift): nothing without a cart. */
    async lineOrigins(owner: Owner | null): Promise<{ itemOrigin: string; itemKey: string | null }[]> {
      const repository = cartRepository(db);
      const cart = owner ? await repository.find(owner) : null;
      if (!cart) return [];
      return (await repository.items(cart.id)).map(({ itemOrigin, itemKey }) => ({ itemOrigin, itemKey }));
    },

    /**
     * Adds to the variant's line, or makes one. Refusals come before anything is written, the
     * visitor's session included: `owner` is only asked for (and a session created) once the
     * variant may be ordered.
     */
    async add(input: AddToCart, culture: Culture, owner: () => Promise<Owner>): Promise<CartUpdate> {
      const { variantId } = input;
      const known = orderable(
        variantId,
        (await factsOf(db).forVariants([variantId], culture)).get(variantId),
      );
      if (!allowedQuantity(input.quantity, known.quantityRules, known.stock, 'up')) throw outOfStock();
      const cartOwner = await owner();
      return unitOfWork(db, async ({ tx }) => {
        const repository = cartRepository(tx);
        const cart = await repository.lockOrCreate(cartOwner, currency);
        // Read again under the cart's lock: the stock or the variant may have changed meanwhile.
        const facts = orderable(
          variantId,
          (await factsOf(tx).forVariants([variantId], culture)).get(variantId),
        );
        const existing = await repository.lockItemOfVariant(cart.id, variantId);
        const requested = (existing?.quantity ?? 0) + input.quantity;
        const allowed = allowedQuantity(requested, facts.quantityRules, facts.stock, 'up');
        if (!allowed) throw outOfStock();
        // A gift from a birth list names its gift on the line, whatever the line came from before:
        // paying the order then records the gift (ADR 033).
        const claims = input.origin === 'BirthList';
        const item =
          existing && existing.quantity === allowed.quantity && !claims
            ? existing
            : await repository.putItem({
                cartId: cart.id,
                variantId,
                quantity: allowed.quantity,
                itemOrigin: claims ? input.origin : (existing?.itemOrigin ?? input.origin),
                itemKey: existing && !claims ? existing.itemKey : input.itemKey,
                orderId: existing ? existing.orderId : input.orderId,
              });
        await repository.touch(cart.id);
        return {
          ...(await answer(tx, cart, culture)),
          ItemId: item.id,
          CartChange: change(item, facts, requested, allowed),
        };
      });
    },

    /** PUT of a line's quantity: only the owner's lines; another owner's id is not found. */
    async changeQuantity(
      owner: Owner | null,
      itemId: string,
      quantity: number,
      culture: Culture,
    ): Promise<CartUpdate> {
      if (!owner) throw itemNotFound(itemId);
      return unitOfWork(db, async ({ tx }) => {
        const repository = cartRepository(tx);
        const cart = await repository.lock(owner);
        const item = cart ? await repository.lockItem(cart.id, itemId) : null;
        if (!cart || !item) throw itemNotFound(itemId);
        const facts = (await factsOf(tx).forVariants([item.variantId], culture)).get(item.variantId);
        if (!facts || !canBeOrdered(facts)) throw variantUnavailable();
        const direction = quantity > item.quantity ? 'up' : quantity < item.quantity ? 'down' : 'none';
        const allowed = allowedQuantity(quantity, facts.quantityRules, facts.stock, direction);
        if (!allowed) throw outOfStock();
        if (allowed.quantity !== item.quantity) await repository.setQuantity(item.id, allowed.quantity);
        await repository.touch(cart.id);
        return {
          ...(await answer(tx, cart, culture)),
          ItemId: item.id,
          CartChange: change(item, facts, quantity, allowed),
        };
      });
    },

    async deleteItem(owner: Owner | null, itemId: string, culture: Culture): Promise<ShoppingCart> {
      if (!owner) throw itemNotFound(itemId);
      return unitOfWork(db, async ({ tx }) => {
        const repository = cartRepository(tx);
        const cart = await repository.lock(owner);
        if (!cart || !(await repository.deleteItem(cart.id, itemId))) throw itemNotFound(itemId);
        await repository.touch(cart.id);
        return answer(tx, cart, culture);
      });
    },

    /**
     * Clears a product: every line of its variants leaves the cart at once (spec 001 §2 "clear a
     * product"). A product the cart does not hold is not found, and nothing changes.
     */
    async clearProduct(owner: Owner | null, productId: string, culture: Culture): Promise<ShoppingCart> {
      if (!owner) throw productNotInCart(productId);
      return unitOfWork(db, async ({ tx }) => {
        const repository = cartRepository(tx);
        const cart = await repository.lock(owner);
        if (!cart) throw productNotInCart(productId);
        const items = await repository.items(cart.id);
        const facts = await factsOf(tx).forVariants(
          items.map((item) => item.variantId),
          culture,
        );
        const ofProduct = items.filter((item) => facts.get(item.variantId)?.productId === productId);
        if (
          !(await repository.deleteItems(
            cart.id,
            ofProduct.map((item) => item.id),
          ))
        )
          throw productNotInCart(productId);
        await repository.touch(cart.id);
        return answer(tx, cart, culture);
      });
    },

    /** The delivery country of the owner's cart now: its choice while served, else the shop's default. */
    async shippingCountryOf(owner: Owner | null): Promise<string> {
      const cart = owner ? await cartRepository(db).find(owner) : null;
      return delivery.effectiveShippingCountry(db, cart?.shippingCountryCode ?? null);
    },

    /**
     * The pickup point the shopper chose for a pickup method (POST
     * /shoppingcarts/externalpickuppoint), as its carrier described it: the method becomes the
     * cart's, the point is kept with it. `check` says again, under the cart's lock, that the
     * method and the point suit the delivery country as it is now. Refusals before this call
     * write nothing, not even a visitor's session: `owner` is asked for only here.
     */
    async choosePickupPoint(
      owner: () => Promise<Owner>,
      point: ChosenPickupPoint,
      culture: Culture,
      check: (executor: Executor, shippingCountryCode: string) => Promise<void>,
    ): Promise<ShoppingCart> {
      const cartOwner = await owner();
      return unitOfWork(db, async ({ tx }) => {
        const cart = await cartRepository(tx).lockOrCreate(cartOwner, currency);
        const shippingCountryCode = await delivery.effectiveShippingCountry(tx, cart.shippingCountryCode);
        await check(tx, shippingCountryCode);
        const columns = { shippingMethodId: point.shippingMethodId, shippingCountryCode };
        await deliveryRepository(tx).setDelivery(cart.id, columns);
        await pickupPointRepository(tx).put(cart.id, point);
        return answer(tx, { ...cart, ...columns }, culture);
      });
    },

    /**
     * The owner's cart, locked and priced inside checkout's unit of work (ADR 011): the order is
     * written from exactly this, never from what the client sent. Null when there is no cart.
     */
    async lockForCheckout(work: Work, owner: Owner, culture: Culture) {
      const cart = await cartRepository(work.tx).lock(owner);
      if (!cart) return null;
      return { cart, ...(await priceOf(work.tx, cart, culture)) };
    },

    /**
     * An order staff put together for a customer, priced as that customer's own cart would be
     * (ADR 038): the catalogue's prices and tiers for each quantity, the tax of the customer's
     * billing country, the shipping of the delivery country by a home-delivery method. Nothing is
     * written; quantities are put onto the variants' rules and stock as an add to cart does, and a
     * variant that cannot be ordered is refused. Coupons and pickup points are the shopper's own.
     */
    async priceDraft(work: Work, draft: OrderDraft, culture: Culture) {
      const { tx } = work;
      const requested = new Map<string, number>();
      for (const line of draft.lines)
        requested.set(line.variantId, (requested.get(line.variantId) ?? 0) + line.quantity);
      const facts = await factsOf(tx).forVariants([...requested.keys()], culture);
      const now = new Date();
      const items: CartItemRow[] = [...requested].map(([variantId, quantity]) => {
        const known = orderable(variantId, facts.get(variantId));
        const allowed = allowedQuantity(quantity, known.quantityRules, known.stock, 'up');
        if (!allowed) throw outOfStock();
        return {
          id: variantId,
          cartId: '',
          variantId,
          quantity: allowed.quantity,
          itemOrigin: 'Catalog',
          itemKey: null,
          orderId: null,
          createdAt: now,
          updatedAt: now,
        };
      });
      const served = await delivery.effectiveShippingCountry(tx, draft.shippingCountryCode);
      if (served !== draft.shippingCountryCode)
        throw new BusinessRuleError(
          PROBLEM_TYPES.notShippingCountry,
          `The shop does not deliver to ${draft.shippingCountryCode}.`,
          { ShippingAddressId: ['Checkout.NoShippingMethod'] },
        );
      const choice: CartDeliveryChoice = {
        shippingCountryCode: draft.shippingCountryCode,
        billingCountryCode: draft.billingCountryCode,
        cityId: null,
        shippingMethodId: draft.shippingMethodId,
      };
      const offered = await delivery.delivery(tx, choice, culture);
      const homeMethods = offered.methods.filter((method) => !method.isPickupPoint);
      const method = draft.shippingMethodId
        ? homeMethods.find((entry) => entry.id === draft.shippingMethodId)
        : homeMethods[0];
      if (!method)
        throw new BusinessRuleError(
          PROBLEM_TYPES.shippingMethodUnavailable,
          'No home-delivery method delivers to this country.',
          { ShippingMethodId: ['Checkout.NoShippingMethod'] },
        );
      const priced = await priceOf(tx, null, culture, {
        items,
        choice: { ...choice, shippingMethodId: method.id },
      });
      return { cart: null, ...priced, homeMethods };
    },

    /**
     * A VAT number was checked for the shopper's cart (ADR 022): confirmed, it is kept for the
     * tax country it belongs to; refused, the cart has none; not checkable now (the register is
     * down), a number confirmed earlier stays and any other is dropped. Without a cart nothing
     * is kept: there is nothing to price.
     */
    async vatNumberChecked(
      owner: Owner,
      vat: { number: string; countryCode: string },
      valid: boolean | null,
    ): Promise<void> {
      await unitOfWork(db, async (work) => {
        const repository = cartRepository(work.tx);
        const cart = await repository.lock(owner);
        if (!cart) return;
        const same = cart.vatNumber === vat.number && cart.vatCountryCode === vat.countryCode;
        if (valid === true && !same) await repository.setVatNumber(cart.id, vat);
        if ((valid === false || (valid === null && !same)) && cart.vatNumber !== null)
          await repository.setVatNumber(cart.id, null);
      });
    },

    /** Once the order is written, in its unit of work: the lines leave the cart, its choices stay. */
    async emptyAfterOrder(work: Work, cartId: string): Promise<void> {
      const repository = cartRepository(work.tx);
      const items = await repository.items(cartId);
      await repository.deleteItems(
        cartId,
        items.map((item) => item.id),
      );
      await repository.touch(cartId);
    },

    /**
     * At sign-in (ADR 013), in the sign-in's unit of work: the visitor's lines are added to the
     * customer's, each sum kept within the variant's rules and stock; a customer without a cart
     * simply takes the visitor's. A line that cannot be ordered now is kept as it was, unless the
     * customer has that variant already, for the cart page to show it.
     */
    async mergeVisitorCart({ visitorId, customerId }: VisitorSignIn, work: Work): Promise<void> {
      const repository = cartRepository(work.tx);
      const customer: Owner = { kind: 'customer', customerId };
      // Always the visitor's cart first, then the customer's: two sign-ins cannot wait on each other.
      const visitorCart = await repository.lock({ kind: 'visitor', visitorId });
      if (!visitorCart) return;
      const customerCart = await repository.lock(customer);
      if (!customerCart) {
        await repository.giveTo(visitorCart.id, customer);
        return;
      }
      const theirs = new Map(
        (await repository.items(customerCart.id)).map((item) => [item.variantId, item] as const),
      );
      const visitorItems = await repository.items(visitorCart.id);
      const facts = await factsOf(work.tx).forVariants(
        visitorItems.map((item) => item.variantId),
        options.defaultCulture,
      );
      for (const item of visitorItems) {
        const existing = theirs.get(item.variantId);
        const variant = facts.get(item.variantId);
        const requested = (existing?.quantity ?? 0) + item.quantity;
        const allowed =
          variant && canBeOrdered(variant)
            ? allowedQuantity(requested, variant.quantityRules, variant.stock, 'down')
            : null;
        if (allowed)
          await repository.putItem({
            cartId: customerCart.id,
            variantId: item.variantId,
            quantity: allowed.quantity,
            itemOrigin: (existing ?? item).itemOrigin,
            itemKey: (existing ?? item).itemKey,
            orderId: (existing ?? item).orderId,
            // A new line keeps its place: the lines added in one change would otherwise tie.
            ...(existing ? {} : { createdAt: item.createdAt }),
          });
        else if (!existing) await repository.moveItem(item.id, customerCart.id);
      }
      await repository.remove(visitorCart.id);
      await repository.touch(customerCart.id);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
export type CartForCheckout = NonNullable<Awaited<ReturnType<CartService['lockForCheckout']>>>;
