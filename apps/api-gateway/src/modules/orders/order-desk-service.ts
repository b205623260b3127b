import { ORDER_STATUSES, PROBLEM_TYPES, type StaffOrder, type StaffOrderList } from '@vitrine/api-client';
import type { Database, OrderStatus } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../lib/domain-errors';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import { customerLookups } from '../security/index';
import { type OrderRow, ordersRepository } from './orders-repository';
import { canMove, type OrdersService, orderSummary } from './orders-service';

/**
 * What staff may move an order to by hand. Paid by hand is for money that came outside the
 * payment provider (a bank transfer, cash at the counter) and needs the payment's reference in the
 * note, so that the history says where the money is; a card payment that arrives later for the
 * same order becomes a refund for staff, as any payment on an order already paid. Refunded is
 * recorded by the refunds feature only.
 */
const STAFF_MOVES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'cancelled'];

export const nextStaffStatuses = (from: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => STAFF_MOVES.includes(to) && canMove(from, to));

const orderNotFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    orderId: ['Orders.NotFound'],
  });

/** What else follows a staff member's cancelling of an order that was not paid, in its unit of work. */
export type OnStaffCancelled = (work: Work, order: OrderRow) => Promise<void>;

export interface StaffMove {
  Status: OrderStatus;
  Note: string;
  Version: number;
}

/**
 * The staff's order desk (sales and admins): every order of the shop, found by status, number or
 * e-mail; one order with its history (who moved it, and when) and what it may become; a move
 * made under the order's lock, refused when someone else moved it since it was read.
 */
export function orderDeskService(
  db: Database,
  options: { orders: OrdersService; onCancelled?: OnStaffCancelled },
) {
  const { orders } = options;

  async function staffView(order: OrderRow, culture: Culture): Promise<StaffOrder> {
    const [base, history] = await Promise.all([
      orders.view(order, culture),
      ordersRepository(db).history(order.id),
    ]);
    const staffIds = [
      ...new Set(
        history.flatMap((entry) => (entry.actorKind === 'staff' && entry.actorId ? [entry.actorId] : [])),
      ),
    ];
    const emails = new Map(
      (await customerLookups(db).byIds(staffIds)).map((user) => [user.id, user.email] as const),
    );
    return {
      ...base,
      CustomerId: order.customerId,
      History: history.map((entry) => ({
        Status: entry.status,
        At: entry.createdAt.toISOString(),
        ActorKind: entry.actorKind,
        Note: entry.note,
        ActorId: entry.actorId,
        ActorEmail: entry.actorKind === 'staff' && entry.actorId ? (emails.get(entry.actorId) ?? null) : null,
      })),
      NextStatuses: nextStaffStatuses(order.status),
      Version: order.version,
    };
  }

  return {
    async list(
      filter: { status?: OrderStatus | undefined; q?: string | undefined; page: number; pageSize: number },
      culture: Culture,
    ): Promise<StaffOrderList> {
      const { total, rows } = await ordersRepository(db).staffList({
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.q ? { query: filter.q } : {}),
        page: filter.page,
        pageSize: filter.pageSize,
      });
      return {
        Items: rows.map((row) => ({
          ...orderSummary(row, culture),
          Email: row.email,
          CustomerName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
          CurrencyCode: row.currencyCode,
        })),
        TotalCount: total,
        Page: filter.page,
        PageSize: filter.pageSize,
      };
    },

    async get(orderId: string, culture: Culture): Promise<StaffOrder> {
      const order = await ordersRepository(db).byId(orderId);
      if (!order) throw orderNotFound(orderId);
      return staffView(order, culture);
    },

    /**
     * Moves the order for a staff member. The version is compared under the order's row lock, so
     * of two staff moving the same order from the same screen, the second is told it changed.
     */
    async move(orderId: string, input: StaffMove, staffId: string, culture: Culture): Promise<StaffOrder> {
      const moved = await unitOfWork(db, async (work) => {
        const repository = ordersRepository(work.tx);
        const order = await repository.lock(orderId);
        if (!order) throw orderNotFound(orderId);
        if (order.version !== input.Version)
          throw new ConflictError(
            `Order ${order.number} changed since it was read (version ${input.Version}, now ${order.version}).`,
            PROBLEM_TYPES.conflict,
            { Version: ['Backoffice.OrdersChangedMeanwhile'] },
          ).withExtensions({ CurrentStatus: order.status, CurrentVersion: order.version });
        if (!nextStaffStatuses(order.status).includes(input.Status))
          throw new BusinessRuleError(
            PROBLEM_TYPES.orderTransitionRefused,
            `An order that is ${order.status} cannot be made ${input.Status} from the back office.`,
            { Status: ['Orders.TransitionRefused'] },
          );
        if (input.Status === 'paid' && !input.Note.trim())
          throw new BusinessRuleError(
            PROBLEM_TYPES.orderTransitionRefused,
            `Order ${order.number} is marked paid by hand without the payment's reference.`,
            { Note: ['Orders.PaymentReferenceRequired'] },
          );
        await orders.move(work, orderId, input.Status, { kind: 'staff', id: staffId }, input.Note);
        // A paid order's money goes back through a refund; an unpaid one's prepaid share, here.
        if (input.Status === 'cancelled' && order.status === 'placed')
          await options.onCancelled?.(work, order);
        const row = await repository.byId(orderId);
        if (!row) throw orderNotFound(orderId);
        return row;
      });
      return staffView(moved, culture);
    },
  };
}

export type OrderDeskService = ReturnType<typeof orderDeskService>;
