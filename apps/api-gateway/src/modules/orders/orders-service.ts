import { type Order, type OrderList, type OrderSummary, PROBLEM_TYPES, shopUrls } from '@vitrine/api-client';
import type { ActorKind, Database, Executor, OrderStatus } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { executorOf, type Work } from '../../lib/unit-of-work';
import { recordPaidGifts } from '../birth-lists/index';
import { stockService } from '../catalog/index';
import { enqueueMail, type MailShop } from '../mail/index';
import { promotionsService } from '../promotions/index';
import { countryName } from '../shipping/index';
import { orderConfirmationMail } from './order-mails';
import {
  type NewOrderAddress,
  type NewOrderLine,
  type NewOrderRow,
  type OrderAddressRow,
  type OrderRow,
  ordersRepository,
} from './orders-repository';

export interface OrdersOptions {
  /** The shop as its e-mail names it, and its public address with the base path (links in mail). */
  shop: MailShop;
  shopUrl: string;
}

export const ORDERS_PAGE_SIZE = 10;

export interface Actor {
  readonly kind: ActorKind;
  readonly id: string | null;
}

export interface NewOrder {
  readonly order: NewOrderRow;
  readonly lines: readonly NewOrderLine[];
  readonly addresses: readonly NewOrderAddress[];
  readonly allocations: readonly { variantId: string; warehouseId: string; quantity: number }[];
  readonly actor: Actor;
}

/**
 * Where an order may go from each status. Cancelling gives the stock and the coupons' uses back;
 * refunded (every line refunded) is recorded by the refunds feature, never set by hand.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT[from].includes(to);

const orderNotFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    orderId: ['Orders.NotFound'],
  });

/** Who may read an order in the shop: the customer who placed it, or the guest's own session. */
export function ownedBy(order: OrderRow, owner: Owner | null): boolean {
  if (!owner) return false;
  return owner.kind === 'customer'
    ? order.customerId === owner.customerId
    : order.customerId === null && order.visitorId === owner.visitorId;
}

/**
 * Orders: written once by checkout inside its unit of work, read back by their shopper, moved
 * through their statuses with a history entry each time (who, when, why).
 */
export function ordersService(db: Database, options: OrdersOptions) {
  /**
   * The order as the shop shows it. For the shopper (their pages, the payment screen, the
   * confirmation e-mail) an order delivered to a birth list's parents keeps only its shipping
   * address's country: the buyer chose the parents, never saw their address and is not told it.
   */
  async function view(
    executor: Executor,
    order: OrderRow,
    culture: Culture,
    audience: 'staff' | 'shopper' = 'staff',
  ): Promise<Order> {
    const repository = ordersRepository(executor);
    // One after the other: inside a transaction they share one connection.
    const lines = await repository.lines(order.id);
    const addresses = await repository.addresses(order.id);
    const history = await repository.history(order.id);
    const money = (amount: string) => Money.parse(amount, order.currencyCode);
    const format = (amount: string) => formatMoney(money(amount), culture);
    const address = (kind: 'billing' | 'shipping') => {
      const row = addresses.find((entry) => entry.kind === kind) ?? addresses[0];
      if (!row) throw new Error(`order ${order.id} has no address`);
      const view = addressView(row, culture);
      return kind === 'shipping' && audience === 'shopper' && order.deliveredToBirthList !== null
        ? hiddenAddress(view)
        : view;
    };
    const pickup = order.pickupPoint as { name?: unknown } | null;
    return {
      Id: order.id,
      Number: order.number,
      Status: order.status,
      PlacedAt: order.placedAt.toISOString(),
      Email: order.email,
      AccountType: order.accountType,
      VAT: order.vatNumber,
      VatExempt: order.vatExempt,
      CurrencyCode: order.currencyCode,
      Items: lines.map((line) => ({
        Id: line.id,
        ProductVariantId: line.variantId,
        Name: line.name,
        SKU: line.sku,
        Quantity: line.quantity,
        UnitPriceTaxIncl: money(line.unitPriceTaxIncl).toNumber(),
        UnitPriceTaxInclHtml: format(line.unitPriceTaxIncl),
        TotalTaxIncl: money(line.totalTaxIncl).toNumber(),
        TotalTaxInclHtml: format(line.totalTaxIncl),
        ItemOrigin: line.itemOrigin,
        CustomerSKU: line.customerSku,
      })),
      SubtotalHtml: format(order.subtotal),
      Discount: money(order.discount).toNumber(),
      DiscountHtml: format(order.discount),
      ShippingAmountHtml: format(order.shipping),
      ShippingMethodName: order.shippingMethodName,
      TaxAmountHtml: format(order.tax),
      AmountTaxIncl: money(order.totalTaxIncl).toNumber(),
      AmountTaxInclHtml: format(order.totalTaxIncl),
      AmountTaxExclHtml: format(order.totalTaxExcl),
      BillingAddress: address('billing'),
      ShippingAddress: address('shipping'),
      PickupPointName: typeof pickup?.name === 'string' ? pickup.name : null,
      DeliveredToBirthList: order.deliveredToBirthList,
      History: history.map((entry) => ({
        Status: entry.status,
        At: entry.createdAt.toISOString(),
        ActorKind: entry.actorKind,
        Note: entry.note,
      })),
      CanPay: order.status === 'placed',
    };
  }

  async function sendConfirmation(work: Work, order: OrderRow): Promise<void> {
    const culture = order.culture as Culture;
    const orderUrl = `${options.shopUrl}${shopUrls.orderConfirmation(culture, order.id)}`;
    const message = orderConfirmationMail(await view(work.tx, order, culture, 'shopper'), culture, {
      shop: options.shop,
      orderUrl,
    });
    await enqueueMail(work.tx, message);
  }

  async function move(
    work: Work,
    orderId: string,
    to: OrderStatus,
    actor: Actor,
    note: string,
    /** Move only from this status (checked under the order's lock); otherwise nothing happens. */
    onlyFrom?: OrderStatus,
  ): Promise<{ order: OrderRow; moved: boolean }> {
    const repository = ordersRepository(work.tx);
    const order = await repository.lock(orderId);
    if (!order) throw orderNotFound(orderId);
    if (order.status === to || (onlyFrom && order.status !== onlyFrom)) return { order, moved: false };
    if (!canMove(order.status, to))
      throw new BusinessRuleError(
        PROBLEM_TYPES.orderTransitionRefused,
        `An order that is ${order.status} cannot become ${to}.`,
        { Status: ['Orders.TransitionRefused'] },
      );
    if (to === 'cancelled') {
      // Whatever the order still holds goes back: its stock, and its coupons' uses.
      const held = await repository.heldAllocations(orderId);
      await stockService.release(work, held);
      await repository.markAllocationsReleased(orderId);
      await promotionsService(work.tx, { currency: order.currencyCode }).release(work, orderId);
    }
    await repository.setStatus(orderId, to, {
      ...(to === 'paid' ? { paidAt: new Date(), holdUntil: null } : {}),
      ...(to === 'cancelled' ? { holdUntil: null } : {}),
    });
    await repository.addHistory(orderId, { status: to, actorKind: actor.kind, actorId: actor.id, note });
    const moved = { ...order, status: to };
    // Paid: the customer is told, by a message sent once this unit of work commits (ADR 023),
    // and the birth-list gifts among its lines count as bought, in this same transaction.
    if (to === 'paid') {
      await sendConfirmation(work, moved);
      await recordPaidGifts(work, orderId, await repository.lines(orderId));
    }
    return { order: moved, moved: true };
  }

  return {
    /** Writes a whole order in the caller's unit of work: the order, its lines, addresses, discounts, stock taken. */
    async record(work: Work, input: NewOrder): Promise<OrderRow> {
      const repository = ordersRepository(work.tx);
      const order = await repository.insert(input.order);
      await repository.insertLines(order.id, input.lines);
      await repository.insertAddresses(order.id, input.addresses);
      await repository.insertAllocations(order.id, input.allocations);
      await repository.addHistory(order.id, {
        status: 'placed',
        actorKind: input.actor.kind,
        actorId: input.actor.id,
        note: '',
      });
      return order;
    },

    /** The coupons' discounts, once the promotions module has counted their uses for the order. */
    async addDiscounts(
      work: Work,
      orderId: string,
      discounts: readonly { code: string; couponId: string | null; amount: string }[],
    ): Promise<void> {
      await ordersRepository(work.tx).insertDiscounts(orderId, discounts);
    },

    async row(orderId: string, work?: Work): Promise<OrderRow | null> {
      return ordersRepository(executorOf(db, work)).byId(orderId);
    },

    async byNumber(number: string, work?: Work): Promise<OrderRow | null> {
      return ordersRepository(executorOf(db, work)).byNumber(number);
    },

    /** The whole order, as staff see it. */
    view: (order: OrderRow, culture: Culture, work?: Work) => view(executorOf(db, work), order, culture),

    /** The order as its shopper sees it (a parents' address hidden). */
    shopperView: (order: OrderRow, culture: Culture, work?: Work) =>
      view(executorOf(db, work), order, culture, 'shopper'),

    /** The shopper's own order; anyone else's (or none) is not found, never forbidden. */
    async forShopper(owner: Owner | null, orderId: string, culture: Culture): Promise<Order> {
      const order = await ordersRepository(db).byId(orderId);
      if (!order || !ownedBy(order, owner)) throw orderNotFound(orderId);
      return view(db, order, culture, 'shopper');
    },

    isOwnedBy: ownedBy,

    async ofCustomer(customerId: string, page: number, culture: Culture): Promise<OrderList> {
      const { total, rows } = await ordersRepository(db).ofCustomer(customerId, page, ORDERS_PAGE_SIZE);
      return {
        Items: rows.map((row) => orderSummary(row, culture)),
        TotalCount: total,
        PageNumber: page,
        PageSize: ORDERS_PAGE_SIZE,
      };
    },

    /** Moves an order to a status (history entry, stock and coupons given back on cancel). Same status: nothing. */
    move,

    /** The order, locked until the caller's unit of work ends: what changes it queues up behind. */
    lock: (work: Work, orderId: string) => ordersRepository(work.tx).lock(orderId),

    /** The order's lines as they were sold, in their order. */
    lines: (orderId: string, work?: Work) => ordersRepository(executorOf(db, work)).lines(orderId),

    /** Where the order's stock was taken from (warehouse by variant), given back or not. */
    allocations: (orderId: string, work?: Work) =>
      ordersRepository(executorOf(db, work)).allocations(orderId),

    /** A history entry that keeps the status (a refund of some lines, a request): who, when, what. */
    async note(work: Work, orderId: string, actor: Actor, note: string): Promise<void> {
      const repository = ordersRepository(work.tx);
      const order = await repository.lock(orderId);
      if (!order) throw orderNotFound(orderId);
      await repository.addHistory(orderId, {
        status: order.status,
        actorKind: actor.kind,
        actorId: actor.id,
        note,
      });
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;

/** An order as a list shows it (the customer's orders, the staff's desk). */
export function orderSummary(
  row: Pick<OrderRow, 'id' | 'number' | 'status' | 'placedAt' | 'totalTaxIncl' | 'currencyCode'> & {
    quantity: number;
  },
  culture: Culture,
): OrderSummary {
  const amount = Money.parse(row.totalTaxIncl, row.currencyCode);
  return {
    Id: row.id,
    Number: row.number,
    Status: row.status,
    PlacedAt: row.placedAt.toISOString(),
    ItemsQuantityCount: Number(row.quantity),
    AmountTaxIncl: amount.toNumber(),
    AmountTaxInclHtml: formatMoney(amount, culture),
  };
}

/** An address reduced to its country (the shipping was priced for it). */
function hiddenAddress(address: ReturnType<typeof addressView>): ReturnType<typeof addressView> {
  return {
    ...address,
    FirstName: '',
    LastName: '',
    Company: null,
    Street1: '',
    HouseNumber: '',
    BoxNumber: null,
    PostalCode: '',
    City: '',
    Phone: null,
  };
}

function addressView(row: OrderAddressRow, culture: Culture) {
  return {
    FirstName: row.firstName,
    LastName: row.lastName,
    Company: row.company,
    Street1: row.street1,
    HouseNumber: row.houseNumber,
    BoxNumber: row.boxNumber,
    PostalCode: row.postalCode,
    City: row.city,
    CountryId: row.countryCode,
    CountryName: countryName(row.countryCode, culture),
    Phone: row.phone,
  };
}
