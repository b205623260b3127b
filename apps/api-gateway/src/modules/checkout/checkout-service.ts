import { type PlaceOrder, PROBLEM_TYPES } from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { encodeMessage, normaliseVatNumber } from '@vitrine/validation';
import { BusinessRuleError, ConflictError } from '../../lib/domain-errors';
import { onceByKey, requestHash } from '../../lib/idempotency';
import { enqueueJob } from '../../lib/job-queue';
import type { Owner } from '../../lib/ownership';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import type { BirthListsService, ParentsDelivery } from '../birth-lists/index';
import type { CartForCheckout, CartService, OrderDraft } from '../cart/index';
import { stockService } from '../catalog/index';
import { customerReferencesOf } from '../customer-references/index';
import type { CustomerAddressesService } from '../customers/index';
import type { Actor, OrdersService } from '../orders/index';
import type { OrderPrepaidPayment } from '../prepaid-accounts/index';
import { promotionsService } from '../promotions/index';
import { pickupPointOf, pickupPointRecord, pickupShippingAddress } from './pickup-point';

/** The job that cancels an order whose payment did not come in time (ADR 023). */
export const EXPIRE_UNPAID_ORDER = 'orders.expire-unpaid';

export interface CheckoutOptions {
  /** The shop's currency: coupons' amounts and minimums are in it. */
  currency: string;
  /** Minutes an unpaid order holds its stock. */
  holdMinutes: number;
  now?: () => Date;
}

export interface PlaceOrderRequest {
  readonly owner: Owner;
  readonly culture: Culture;
  readonly form: PlaceOrder;
  readonly idempotencyKey: string;
}

const emptyCart = () =>
  new BusinessRuleError(PROBLEM_TYPES.emptyCart, 'The cart is empty: there is nothing to order.', {
    Cart: ['Checkout.EmptyCart'],
  });

const amount = (money: Money) => money.toDecimal();

/** What an order is written from: a shopper's locked cart, or a draft staff priced for a customer (no cart). */
type PricedOrder = Omit<CartForCheckout, 'cart'> & { cart: CartForCheckout['cart'] | null };

/** An order staff place for a customer (ADR 038): the draft's lines, the customer's saved addresses. */
export interface CustomerOrderRequest {
  readonly customerId: string;
  readonly culture: Culture;
  /** The order's form: the customer's e-mail and their saved addresses by id. */
  readonly form: PlaceOrder;
  readonly draft: OrderDraft;
  readonly actor: Actor;
}

/** The shopper's own key space: one shopper's key can never replay another's order. */
const ownerScope = (owner: Owner) =>
  owner.kind === 'customer' ? `checkout:customer:${owner.customerId}` : `checkout:visitor:${owner.visitorId}`;

/**
 * Checkout (spec 001 §1.8, ADR 011): the shopper's cart becomes an order in one unit of work.
 * The cart is locked and priced again from the catalogue (never from what the client sent), the
 * stock is taken under row locks (no oversell), the coupons' uses are counted, the order is
 * written with its lines and addresses as they are now, and the cart is emptied; all of it or
 * nothing. The same `Idempotency-Key` answers the same order.
 */
export function checkoutService(
  db: Database,
  {
    cart,
    orders,
    options,
    savedAddresses,
    birthLists,
    prepaid,
  }: {
    cart: CartService;
    orders: OrdersService;
    options: CheckoutOptions;
    /** The signed-in customer's saved addresses, named by `Existing*AddressId`. */
    savedAddresses: CustomerAddressesService;
    /** The parents' saved address when the buyer ships a birth list's gifts to them. */
    birthLists: Pick<BirthListsService, 'parentsDelivery'>;
    /** What the customer's prepaid account paid of an order goes back when it is cancelled unpaid. */
    prepaid?: Pick<OrderPrepaidPayment, 'release'>;
  },
) {
  const now = options.now ?? (() => new Date());
  const promotions = (work: Work) => promotionsService(work.tx, { currency: options.currency });

  function refuseUnorderable(locked: PricedOrder): void {
    const refused = locked.lines.filter(({ facts }) => !facts.isPublished || !facts.isAvailable);
    if (refused.length)
      throw new BusinessRuleError(
        PROBLEM_TYPES.variantUnavailable,
        'Some products in the cart cannot be ordered any more.',
        {
          Cart: refused.map(({ facts }) =>
            encodeMessage('Checkout.ItemUnavailable', { name: facts.productName }),
          ),
        },
      );
  }

  /** The cart was priced for a delivery and tax country: the form must name the same ones. */
  function refuseOtherCountries(locked: PricedOrder, form: PlaceOrder): void {
    const shippingCountry = form.SameAddressForShipping ? form.BillingCountry : form.ShippingCountryId;
    const { place } = locked;
    const billingCountry = place.billingCountryCode ?? place.shippingCountryCode;
    if (shippingCountry !== place.shippingCountryCode || form.BillingCountry !== billingCountry)
      throw new ConflictError(
        `The cart is priced for delivery to ${place.shippingCountryCode}; choose the countries again.`,
        PROBLEM_TYPES.priceChanged,
        { ShippingCountryId: ['Checkout.CountryChanged'] },
      );
    if (!place.method)
      throw new BusinessRuleError(
        PROBLEM_TYPES.shippingMethodUnavailable,
        'No shipping method delivers to this country.',
        { ShippingMethodId: ['Checkout.NoShippingMethod'] },
      );
  }

  /** A cart priced without VAT was so for one company's confirmed number: the form must be that company's. */
  function refuseOtherVatNumber(locked: PricedOrder, form: PlaceOrder): void {
    if (!locked.vatExempt) return;
    const typed = form.BillingVAT ? normaliseVatNumber(form.BillingCountry, form.BillingVAT) : null;
    if (form.AccountType !== 'Company' || typed !== locked.cart?.vatNumber)
      throw new ConflictError(
        'The cart is priced without VAT for another VAT number: check the VAT number again.',
        PROBLEM_TYPES.priceChanged,
        { BillingVAT: ['Checkout.VatChanged'] },
      );
  }

  function refuseOtherTotal(locked: PricedOrder, form: PlaceOrder): void {
    if (form.ExpectedTotal === undefined) return;
    const total = locked.priced.totalTaxIncl;
    if (!Money.parse(form.ExpectedTotal, total.currency).equals(total))
      throw new ConflictError(
        'The cart’s total changed since it was shown: check it and order again.',
        PROBLEM_TYPES.priceChanged,
        { ExpectedTotal: ['Checkout.PriceChanged'] },
      );
  }

  async function takeStock(work: Work, locked: PricedOrder) {
    const taking = await stockService.take(
      work,
      locked.lines.map(({ item }) => ({ variantId: item.variantId, quantity: item.quantity })),
    );
    if (taking.ok) return taking.allocations;
    const names = new Map(locked.lines.map(({ facts }) => [facts.variantId, facts.productName] as const));
    throw new BusinessRuleError(PROBLEM_TYPES.outOfStock, 'Some products are no longer in stock.', {
      Cart: taking.short.map((entry) =>
        encodeMessage('Checkout.OutOfStock', {
          name: names.get(entry.variantId) ?? '',
          quantity: entry.available,
        }),
      ),
    });
  }

  function addresses(form: PlaceOrder) {
    const billing = {
      kind: 'billing' as const,
      firstName: form.BillingFirstName,
      lastName: form.BillingLastName,
      company: form.AccountType === 'Company' ? (form.BillingCompany ?? null) : null,
      street1: form.BillingStreet1,
      houseNumber: form.BillingHouseNumber,
      boxNumber: form.BillingBoxNumber || null,
      postalCode: form.BillingPostalCode,
      city: form.BillingCity,
      countryCode: form.BillingCountry,
      phone: form.BillingPhone || null,
    };
    const shipping = form.SameAddressForShipping
      ? { ...billing, kind: 'shipping' as const }
      : {
          kind: 'shipping' as const,
          firstName: form.ShippingFirstName ?? '',
          lastName: form.ShippingLastName ?? '',
          company: null,
          street1: form.ShippingStreet1 ?? '',
          houseNumber: form.ShippingHouseNumber ?? '',
          boxNumber: form.ShippingBoxNumber || null,
          postalCode: form.ShippingPostalCode ?? '',
          city: form.ShippingCity ?? '',
          countryCode: form.ShippingCountryId ?? form.BillingCountry,
          phone: form.BillingPhone || null,
        };
    return [billing, shipping];
  }

  /**
   * The form with the saved addresses it names (spec 001 §3 `ExistingBillingAddressId`,
   * `ExistingShippingAddressId`): their fields win over the typed ones, the account type and VAT
   * number included, and a saved delivery address is one apart from the billing address. A guest,
   * another customer's address or one of the other kind is refused before anything is written.
   */
  async function withSavedAddresses(
    owner: Owner,
    form: PlaceOrder,
    executor?: Executor,
  ): Promise<PlaceOrder> {
    let effective = form;
    if (form.ExistingBillingAddressId) {
      const saved = await savedAddresses.forOrder(owner, form.ExistingBillingAddressId, 'billing', executor);
      effective = {
        ...effective,
        AccountType: saved.accountType,
        BillingFirstName: saved.firstName,
        BillingLastName: saved.lastName,
        BillingCompany: saved.company ?? undefined,
        BillingVAT: saved.vat ?? undefined,
        BillingStreet1: saved.street1,
        BillingHouseNumber: saved.houseNumber,
        BillingBoxNumber: saved.boxNumber ?? undefined,
        BillingPostalCode: saved.postalCode,
        BillingCity: saved.city,
        BillingCountry: saved.countryCode,
        BillingPhone: saved.phone ?? undefined,
      };
    }
    if (form.ExistingShippingAddressId) {
      const saved = await savedAddresses.forOrder(
        owner,
        form.ExistingShippingAddressId,
        'shipping',
        executor,
      );
      effective = {
        ...effective,
        SameAddressForShipping: false,
        ShippingFirstName: saved.firstName,
        ShippingLastName: saved.lastName,
        ShippingStreet1: saved.street1,
        ShippingHouseNumber: saved.houseNumber,
        ShippingBoxNumber: saved.boxNumber ?? undefined,
        ShippingPostalCode: saved.postalCode,
        ShippingCity: saved.city,
        ShippingCountryId: saved.countryCode,
      };
    }
    return effective;
  }

  /** The form shipping to the parents' saved address: its country is the one the cart must be priced for. */
  function toTheParents(form: PlaceOrder, { address }: ParentsDelivery): PlaceOrder {
    return {
      ...form,
      SameAddressForShipping: false,
      ShippingFirstName: address.firstName,
      ShippingLastName: address.lastName,
      ShippingStreet1: address.street1,
      ShippingHouseNumber: address.houseNumber,
      ShippingBoxNumber: address.boxNumber ?? undefined,
      ShippingPostalCode: address.postalCode,
      ShippingCity: address.city,
      ShippingCountryId: address.countryCode,
    };
  }

  async function place(work: Work, request: PlaceOrderRequest, actor: Actor): Promise<{ orderId: string }> {
    const { owner, culture } = request;
    const locked = await cart.lockForCheckout(work, owner, culture);
    if (!locked?.lines.length) throw emptyCart();
    // Read under the cart's lock, in the order's transaction: the address is the one saved now.
    const parents = request.form.DeliverToBirthList
      ? await birthLists.parentsDelivery(
          work.tx,
          locked.lines.map(({ item }) => item),
        )
      : null;
    const form = parents ? toTheParents(request.form, parents) : request.form;
    const order = await writeOrder(work, locked, { owner, culture, form, actor, parents });
    await cart.emptyAfterOrder(work, locked.cart.id);

    if (locked.priced.totalTaxIncl.isZero())
      await orders.move(work, order.id, 'paid', actor, 'Nothing to pay');
    else
      await enqueueJob(work.tx, {
        kind: EXPIRE_UNPAID_ORDER,
        payload: { orderId: order.id },
        runAt: order.holdUntil ?? now(),
      });
    return { orderId: order.id };
  }

  /**
   * Writes the order from what the server priced, in the caller's unit of work: the refusals
   * first, then the stock under row locks, the order with its lines (the customer's references on
   * them), addresses and history, and the coupons' uses. Nothing is written when one refuses.
   */
  async function writeOrder(
    work: Work,
    locked: PricedOrder,
    {
      owner,
      culture,
      form,
      actor,
      parents,
    }: { owner: Owner; culture: Culture; form: PlaceOrder; actor: Actor; parents: ParentsDelivery | null },
  ) {
    refuseUnorderable(locked);
    refuseOtherCountries(locked, form);
    refuseOtherVatNumber(locked, form);
    refuseOtherTotal(locked, form);
    const pickupPoint = await pickupPointOf(work, locked);
    if (parents && pickupPoint)
      throw new BusinessRuleError(
        PROBLEM_TYPES.birthListDeliveryRefused,
        'An order for a pickup point cannot be delivered to the parents: choose a home delivery.',
        { DeliverToBirthList: ['BirthList.DeliveryPickupPoint'] },
      );
    const allocations = await takeStock(work, locked);

    const { priced, pricedFacts, place: delivery } = locked;
    const customerId = owner.kind === 'customer' ? owner.customerId : null;
    // The references the customer keeps today go on the lines: later changes leave the order as it was.
    const references = await customerReferencesOf(
      work.tx,
      customerId,
      locked.lines.map(({ item }) => item.variantId),
    );
    const placedAt = now();
    const holdUntil = new Date(placedAt.getTime() + options.holdMinutes * 60_000);
    const order = await orders.record(work, {
      order: {
        customerId,
        visitorId: owner.kind === 'visitor' ? owner.visitorId : null,
        email: form.Email,
        culture,
        currencyCode: priced.currency,
        accountType: form.AccountType,
        vatNumber: form.AccountType === 'Company' && form.BillingVAT ? form.BillingVAT : null,
        vatExempt: locked.vatExempt,
        taxCountryCode: delivery.taxCountryCode,
        shippingMethodId: delivery.method?.id ?? null,
        shippingMethodName: delivery.method?.name ?? null,
        pickupPoint: pickupPoint ? pickupPointRecord(pickupPoint) : null,
        deliveredToBirthList: parents?.title ?? null,
        subtotal: amount(priced.subtotal),
        discount: amount(priced.discount),
        shipping: amount(priced.shipping),
        tax: amount(priced.tax),
        totalTaxIncl: amount(priced.totalTaxIncl),
        totalTaxExcl: amount(priced.totalTaxExcl),
        holdUntil,
        placedAt,
      },
      lines: locked.lines.map(({ item, facts }, index) => {
        const line = priced.lines[index];
        const lineFacts = pricedFacts[index];
        if (!line || !lineFacts) throw new Error('a cart line was not priced');
        return {
          position: index + 1,
          variantId: item.variantId,
          productId: facts.productId,
          sku: facts.sku,
          name: facts.productName,
          quantity: item.quantity,
          unitPriceTaxIncl: amount(line.unitPrice),
          taxRate: String(lineFacts.taxRate),
          discount: amount(line.discount),
          tax: amount(line.tax),
          totalTaxIncl: amount(line.total),
          itemOrigin: item.itemOrigin,
          itemKey: item.itemKey,
          customerSku: references.get(item.variantId) ?? null,
        };
      }),
      addresses: addresses(form).map((address) => {
        if (address.kind !== 'shipping') return address;
        if (pickupPoint) return pickupShippingAddress(pickupPoint, form);
        // The carrier calls the parents, not the buyer.
        return parents ? { ...address, phone: parents.address.phone } : address;
      }),
      allocations,
      actor,
    });

    if (locked.cart) {
      const redeemed = await promotions(work).redeem(work, {
        discounts: priced.discounts,
        customerId,
        orderId: order.id,
        cartId: locked.cart.id,
      });
      await orders.addDiscounts(
        work,
        order.id,
        redeemed.map((entry) => ({
          code: entry.code,
          couponId: entry.couponId,
          amount: amount(entry.amount),
        })),
      );
    }
    return order;
  }

  return {
    /**
     * An order staff place for a customer, in the caller's unit of work (which pays it, ADR 025):
     * the draft priced as the customer's own cart would be, the customer's saved addresses, the
     * staff member in its history. Answers the order, placed and not yet paid; refusals write nothing.
     */
    async placeForCustomer(work: Work, request: CustomerOrderRequest) {
      const owner: Owner = { kind: 'customer', customerId: request.customerId };
      // Read in the order's own transaction (one connection on the embedded database).
      const form = await withSavedAddresses(owner, request.form, work.tx);
      const priced = await cart.priceDraft(work, request.draft, request.culture);
      if (!priced.lines.length) throw emptyCart();
      return writeOrder(work, priced, {
        owner,
        culture: request.culture,
        form,
        actor: request.actor,
        parents: null,
      });
    },

    /**
     * Places the owner's cart as an order, once per idempotency key: the same key and form answer
     * the first order again (`replayed`), the same key with another form is refused (409).
     */
    async placeOrder(request: PlaceOrderRequest): Promise<{ orderId: string; replayed: boolean }> {
      const actor: Actor =
        request.owner.kind === 'customer'
          ? { kind: 'customer', id: request.owner.customerId }
          : { kind: 'guest', id: null };
      const form = await withSavedAddresses(request.owner, request.form);
      // A cart priced without VAT for a company's number is so only for that company: a private
      // buyer, or another number, puts the VAT back first, so the total they were shown no longer
      // holds (409, the page reads the cart again) and the order is never written without VAT.
      const typed =
        form.AccountType === 'Company' && form.BillingVAT
          ? (normaliseVatNumber(form.BillingCountry, form.BillingVAT) ?? form.BillingVAT)
          : '';
      await cart.vatNumberChecked(request.owner, { number: typed, countryCode: form.BillingCountry }, null);
      const { answer, replayed } = await unitOfWork(db, (work) =>
        onceByKey(
          work,
          {
            scope: ownerScope(request.owner),
            key: request.idempotencyKey,
            hash: requestHash(request.form),
          },
          () => place(work, { ...request, form }, actor),
        ),
      );
      return { orderId: answer.orderId, replayed };
    },

    /**
     * The job at the end of an order's hold: still unpaid, it is cancelled and its stock and
     * coupons go back. Paid or cancelled meanwhile, nothing happens (the job may run twice).
     */
    async expireUnpaid(orderId: string): Promise<boolean> {
      return unitOfWork(db, async (work) => {
        const order = await orders.row(orderId, work);
        if (!order) return false;
        // Under the order's lock: a payment that came in meanwhile wins.
        const { moved } = await orders.move(
          work,
          orderId,
          'cancelled',
          { kind: 'system', id: null },
          'Payment not received in time',
          'placed',
        );
        if (moved && prepaid) await prepaid.release(work, order);
        return moved;
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
