import { randomUUID } from 'node:crypto';
import {
  PROBLEM_TYPES,
  type RefundForm,
  type RefundMethod,
  type RefundRequest,
  type RefundRequestInput,
  type RefundStatus,
  type StaffRefund,
  type StaffRefundList,
  shopUrls,
} from '@vitrine/api-client';
import type { Database, OrderStatus } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { compactIban, computeRefundTotals, encodeMessage } from '@vitrine/validation';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../lib/domain-errors';
import { executorOf, unitOfWork, type Work } from '../../lib/unit-of-work';
import { stockService } from '../catalog/index';
import { enqueueMail, type MailShop } from '../mail/index';
import type { Actor, OrderLineRow, OrderRow, OrdersService } from '../orders/index';
import { type PaymentProvider, paidAttemptOf } from '../payments/index';
import { customerLookups } from '../security/index';
import { refundDecisionMail } from './refund-mails';
import { type RefundLineRow, type RefundRow, refundsRepository } from './refunds-repository';

/** An order's money may be asked back once it is paid, until every line was refunded. */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** A provider refund under way this long ago is taken as lost (a stopped process): it may be retried. */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;

/** Seals and opens the bank details of a transfer (the security module's secret box). */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

/**
 * The prepaid ledger as refunds use it: whether the customer has an account, and a credit made
 * once per key in the caller's unit of work (answers the ledger entry's reference).
 */
export interface PrepaidRefunds {
  hasAccount(customerId: string, work?: Work): Promise<boolean>;
  credit(
    work: Work,
    input: { customerId: string; orderId: string; amount: Money; key: string; reason: string; actor: Actor },
  ): Promise<string>;
}

export interface RefundsOptions {
  readonly orders: OrdersService;
  readonly provider: PaymentProvider;
  readonly prepaid: PrepaidRefunds | null;
  readonly sealer: Sealer;
  readonly shop: MailShop;
  /** The shop's public address with its base path (links in mail). */
  readonly shopUrl: string;
}

interface BankDetails {
  Holder: string;
  IBAN: string;
  BIC: string;
}

const refundNotFound = (refundId: string) =>
  new NotFoundError(`There is no refund request '${refundId}'.`, PROBLEM_TYPES.notFound, {
    refundId: ['Refunds.NotFound'],
  });

const orderNotFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    orderId: ['Orders.NotFound'],
  });

/** A refund refused by its rules: 422 with the refund problem type and the field's i18n key. */
export const refundRefused = (detail: string, errors: Record<string, string[]>) =>
  new BusinessRuleError(PROBLEM_TYPES.refundRefused, detail, errors);

const refused = refundRefused;

const claimLive = (row: RefundRow, now = Date.now()) =>
  row.claim !== null && row.claimedAt !== null && now - row.claimedAt.getTime() < CLAIM_TIMEOUT_MS;

/**
 * Refund requests (spec 001 §2 "Refund request page"; ADR 036): a customer asks for lines of a paid
 * order back — never more per line than bought minus what was refunded or is asked already —
 * choosing how; staff approve it in whole or in part (the money goes back the way chosen: the
 * payment provider's refund, the prepaid ledger, or a bank transfer staff make), or reject it.
 * Every decision is one unit of work: the request, the order's status and history, the stock, the
 * ledger and the customer's e-mail commit together or not at all.
 */
export function refundsService(db: Database, options: RefundsOptions) {
  const { orders, provider, prepaid, sealer } = options;

  const bankDetailsOf = (row: RefundRow): BankDetails | null => {
    if (!row.bankDetailsSealed) return null;
    const opened = sealer.open(row.bankDetailsSealed);
    return opened ? (JSON.parse(opened) as BankDetails) : null;
  };

  async function methodsFor(order: OrderRow, work?: Work): Promise<RefundMethod[]> {
    const methods: RefundMethod[] = [];
    const attempt = await paidAttemptOf(executorOf(db, work), order.id);
    if (attempt?.pspReference && attempt.provider === provider.id) methods.push('OriginalPayment');
    if (prepaid && order.customerId && (await prepaid.hasAccount(order.customerId, work)))
      methods.push('PrepaidAccount');
    methods.push('BankTransfer');
    return methods;
  }

  /** The customer's view of a request; read inside the caller's unit of work when given. */
  async function view(row: RefundRow, culture: Culture, work?: Work): Promise<RefundRequest> {
    const repository = refundsRepository(executorOf(db, work));
    const order = await orders.row(row.orderId, work);
    const orderLines = await orders.lines(row.orderId, work);
    const lines = await repository.lines([row.id]);
    const history = await repository.history(row.id);
    return shape(row, order, orderLines, lines, history, culture);
  }

  function shape(
    row: RefundRow,
    order: OrderRow | null,
    orderLines: readonly OrderLineRow[],
    lines: readonly RefundLineRow[],
    history: Awaited<ReturnType<ReturnType<typeof refundsRepository>['history']>>,
    culture: Culture,
  ): RefundRequest {
    const currency = row.currencyCode;
    const money = (amount: string) => Money.parse(amount, currency);
    const byId = new Map(orderLines.map((line) => [line.id, line]));
    const ordered = [...lines].sort(
      (a, b) => (byId.get(a.orderLineId)?.position ?? 0) - (byId.get(b.orderLineId)?.position ?? 0),
    );
    const totals = computeRefundTotals(
      ordered.map((line) => ({ unitPriceInclTax: line.unitPriceTaxIncl, quantity: line.quantity })),
      currency,
    );
    const bank = bankDetailsOf(row);
    return {
      Id: row.id,
      Number: row.number,
      OrderId: row.orderId,
      OrderNumber: order?.number ?? '',
      Status: row.status,
      PaymentMethod: row.method,
      CurrencyCode: currency,
      CreatedAt: row.createdAt.toISOString(),
      Reason: row.reason,
      Lines: ordered.map((line, index) => {
        const sold = byId.get(line.orderLineId);
        const computed = totals.lines[index];
        return {
          OrderLineId: line.orderLineId,
          Name: sold?.name ?? '',
          SKU: sold?.sku ?? '',
          Quantity: line.quantity,
          ApprovedQuantity: line.approvedQuantity,
          UnitPriceTaxIncl: money(line.unitPriceTaxIncl).toNumber(),
          UnitPriceTaxInclHtml: formatMoney(money(line.unitPriceTaxIncl), culture),
          Amount: Number(computed?.amount ?? 0),
          AmountDisplay: computed?.display ?? '',
        };
      }),
      TotalQuantity: totals.totalQuantity,
      TotalAmount: Number(totals.totalAmount),
      TotalAmountDisplay: totals.totalAmountDisplay,
      TotalAmountHtml: formatMoney(money(totals.totalAmount), culture),
      ApprovedAmount: row.approvedAmount === null ? null : money(row.approvedAmount).toNumber(),
      ApprovedAmountHtml:
        row.approvedAmount === null ? null : formatMoney(money(row.approvedAmount), culture),
      RejectionReason: row.rejectionReason,
      BankAccount: bank ? { Holder: bank.Holder, IbanEnd: row.ibanLast4 ?? '' } : null,
      History: history.map((entry) => ({
        Status: entry.status,
        At: entry.createdAt.toISOString(),
        ActorKind: entry.actorKind,
        Note: entry.note,
      })),
    };
  }

  async function staffView(row: RefundRow, culture: Culture): Promise<StaffRefund> {
    const base = await view(row, culture);
    const order = await orders.row(row.orderId);
    const history = await refundsRepository(db).history(row.id);
    const staffIds = [
      ...new Set(
        history.flatMap((entry) => (entry.actorKind === 'staff' && entry.actorId ? [entry.actorId] : [])),
      ),
    ];
    const emails = new Map((await customerLookups(db).byIds(staffIds)).map((user) => [user.id, user.email]));
    return {
      ...base,
      Email: order?.email ?? '',
      OrderStatus: order?.status ?? 'refunded',
      BankTransfer: bankDetailsOf(row),
      Restocked: row.restocked,
      SettlementReference: row.settlementReference,
      History: base.History.map((entry, index) => {
        const actorId = history[index]?.actorId ?? null;
        return {
          ...entry,
          ActorEmail: entry.ActorKind === 'staff' && actorId ? (emails.get(actorId) ?? null) : null,
        };
      }),
      Version: row.version,
    };
  }

  /** Each line: bought, and what may still be asked back (never below zero). */
  async function refundable(order: OrderRow, work?: Work) {
    const lines = await orders.lines(order.id, work);
    const taken = await refundsRepository(executorOf(db, work)).takenByLine(order.id);
    return lines.map((line) => ({ line, left: Math.max(line.quantity - (taken.get(line.id) ?? 0), 0) }));
  }

  async function mailCustomer(work: Work, row: RefundRow): Promise<void> {
    const order = await orders.row(row.orderId, work);
    if (!order) return;
    const culture = order.culture as Culture;
    const refund = await view(row, culture, work);
    await enqueueMail(
      work.tx,
      refundDecisionMail(refund, culture, {
        shop: options.shop,
        to: order.email,
        refundsUrl: `${options.shopUrl}${shopUrls.refunds(culture)}`,
      }),
    );
  }

  function checkVersion(row: RefundRow, version: number) {
    if (row.version !== version)
      throw new ConflictError(
        `Refund request ${row.number} changed since it was read (version ${version}, now ${row.version}).`,
        PROBLEM_TYPES.conflict,
        { Version: ['Backoffice.RefundsChangedMeanwhile'] },
      ).withExtensions({ CurrentStatus: row.status, CurrentVersion: row.version });
  }

  function checkUndecided(row: RefundRow) {
    if (row.status !== 'requested')
      throw refused(`Refund request ${row.number} is ${row.status} already.`, {
        Status: ['Refunds.AlreadyDecided'],
      });
    if (claimLive(row))
      throw new ConflictError(
        `Refund request ${row.number} is being refunded through the payment provider.`,
        PROBLEM_TYPES.conflict,
        { Version: ['Refunds.BeingSettled'] },
      );
  }

  interface Decision {
    readonly approved: ReadonlyMap<string, number>;
    readonly amount: Money;
    readonly partial: boolean;
    readonly restock: boolean;
    readonly note: string;
  }

  /** The approved quantities checked against the request: each at most what was asked, some above 0. */
  async function decide(
    work: Work,
    row: RefundRow,
    input: { Lines: readonly { OrderLineId: string; Quantity: number }[]; Restock: boolean; Note: string },
  ): Promise<Decision> {
    const lines = await refundsRepository(work.tx).lines([row.id]);
    const asked = new Map(lines.map((line) => [line.orderLineId, line]));
    const approved = new Map<string, number>(lines.map((line) => [line.orderLineId, 0]));
    const errors: Record<string, string[]> = {};
    input.Lines.forEach((entry, index) => {
      const line = asked.get(entry.OrderLineId);
      if (!line) errors[`Lines.${index}.OrderLineId`] = ['Refunds.UnknownLine'];
      else if (entry.Quantity > line.quantity)
        errors[`Lines.${index}.Quantity`] = [
          encodeMessage('Refunds.ApprovedAboveRequested', { max: line.quantity }),
        ];
      else approved.set(entry.OrderLineId, entry.Quantity);
    });
    if (Object.keys(errors).length)
      throw refused(`Refund request ${row.number} cannot be approved for those quantities.`, errors);
    const total = [...approved.values()].reduce((sum, quantity) => sum + quantity, 0);
    if (total === 0)
      throw refused(`Refund request ${row.number} is approved for nothing: reject it instead.`, {
        Lines: ['Refunds.NothingApproved'],
      });
    const totals = computeRefundTotals(
      lines.map((line) => ({
        unitPriceInclTax: line.unitPriceTaxIncl,
        quantity: approved.get(line.orderLineId) ?? 0,
      })),
      row.currencyCode as Parameters<typeof computeRefundTotals>[1],
    );
    return {
      approved,
      amount: Money.parse(totals.totalAmount, row.currencyCode),
      partial: lines.some((line) => (approved.get(line.orderLineId) ?? 0) < line.quantity),
      restock: input.Restock,
      note: input.Note,
    };
  }

  /** The order, locked, still refundable: what every decision starts from. */
  async function lockedOrder(work: Work, row: RefundRow): Promise<OrderRow> {
    const order = await orders.lock(work, row.orderId);
    if (!order) throw refundNotFound(row.id);
    if (!REFUNDABLE_ORDER_STATUSES.includes(order.status))
      throw refused(`Order ${order.number} is ${order.status}: it cannot be refunded.`, {
        Status: ['Refunds.OrderNotRefundable'],
      });
    return order;
  }

  /**
   * Records an approval whose money went back (or, for a bank transfer, is to go back): the
   * approved quantities, the prepaid credit, the stock, the request's status and history, the
   * order's status (refunded once every line is) and history, and the customer's e-mail.
   */
  async function settle(
    work: Work,
    row: RefundRow,
    order: OrderRow,
    decision: Decision,
    staffId: string,
    providerReference: string | null,
  ): Promise<RefundRow> {
    const repository = refundsRepository(work.tx);
    const staff: Actor = { kind: 'staff', id: staffId };
    for (const [orderLineId, quantity] of decision.approved)
      await repository.setApprovedQuantity(row.id, orderLineId, quantity);

    let reference = providerReference;
    if (row.method === 'PrepaidAccount') {
      if (!prepaid || !row.customerId)
        throw refused('There is no prepaid account to refund to.', {
          PaymentMethod: ['Refunds.MethodUnavailable'],
        });
      reference = await prepaid.credit(work, {
        customerId: row.customerId,
        orderId: order.id,
        amount: decision.amount,
        key: `refund:${row.id}`,
        reason: `Refund ${row.number} of order ${order.number}`,
        actor: staff,
      });
    }

    if (decision.restock) {
      const sold = new Map((await orders.lines(order.id, work)).map((line) => [line.id, line]));
      const allocations = await orders.allocations(order.id, work);
      const back = [...decision.approved].flatMap(([orderLineId, quantity]) => {
        const line = sold.get(orderLineId);
        // The warehouse the goods were taken from; the first one when the order took from several.
        const from = allocations.find((allocation) => allocation.variantId === line?.variantId);
        return line && from && quantity > 0
          ? [{ variantId: line.variantId, warehouseId: from.warehouseId, quantity }]
          : [];
      });
      await stockService.release(work, back);
    }

    const decided: RefundStatus = decision.partial ? 'partially_approved' : 'approved';
    // The provider took the refund, or the ledger was credited: the money is back, the request done.
    const done = row.method !== 'BankTransfer';
    const now = new Date();
    await repository.update(row.id, {
      status: done ? 'completed' : decided,
      approvedAmount: decision.amount.toDecimal(),
      restocked: decision.restock,
      settlementReference: reference,
      decidedBy: staffId,
      decidedAt: now,
      completedAt: done ? now : null,
      claim: null,
      claimedAt: null,
    });
    await repository.addHistory(row.id, {
      status: decided,
      actorKind: 'staff',
      actorId: staffId,
      note: decision.note,
    });
    if (done)
      await repository.addHistory(row.id, {
        status: 'completed',
        actorKind: 'system',
        actorId: null,
        note: reference ?? '',
      });

    const refunded = await repository.refundedByLine(order.id);
    const lines = await orders.lines(order.id, work);
    const whole = lines.every((line) => (refunded.get(line.id) ?? 0) >= line.quantity);
    const note = `${row.number}: ${decision.amount.toDecimal()} ${decision.amount.currency} (${row.method})`;
    if (whole) await orders.move(work, order.id, 'refunded', staff, note);
    else await orders.note(work, order.id, staff, note);

    const updated = await repository.byId(row.id);
    if (!updated) throw refundNotFound(row.id);
    await mailCustomer(work, updated);
    return updated;
  }

  return {
    /** The refund request page: the customer's own order, its lines with what is left, the methods. */
    async form(customerId: string, orderId: string, culture: Culture): Promise<RefundForm> {
      const order = await orders.row(orderId);
      if (!order || order.customerId !== customerId) throw orderNotFound(orderId);
      const lines = await refundable(order);
      const money = (amount: string) => Money.parse(amount, order.currencyCode);
      const open = REFUNDABLE_ORDER_STATUSES.includes(order.status);
      return {
        OrderId: order.id,
        OrderNumber: order.number,
        OrderStatus: order.status,
        CurrencyCode: order.currencyCode,
        Refundable: open && lines.some((entry) => entry.left > 0),
        Lines: lines.map(({ line, left }) => ({
          OrderLineId: line.id,
          Name: line.name,
          SKU: line.sku,
          Quantity: line.quantity,
          RefundableQuantity: open ? left : 0,
          UnitPriceTaxIncl: money(line.unitPriceTaxIncl).toNumber(),
          UnitPriceTaxInclHtml: formatMoney(money(line.unitPriceTaxIncl), culture),
        })),
        Methods: open ? await methodsFor(order) : [],
      };
    },

    /**
     * The customer asks for lines back. Under the order's lock, so that two requests sent at once
     * cannot both take the last unit: each line at most bought minus refunded or asked already.
     */
    async request(
      customerId: string,
      orderId: string,
      input: RefundRequestInput,
      culture: Culture,
    ): Promise<RefundRequest> {
      const created = await unitOfWork(db, async (work) => {
        const order = await orders.lock(work, orderId);
        if (!order || order.customerId !== customerId) throw orderNotFound(orderId);
        if (!REFUNDABLE_ORDER_STATUSES.includes(order.status))
          throw refused(`Order ${order.number} is ${order.status}: it cannot be refunded.`, {
            orderId: ['Refunds.OrderNotRefundable'],
          });
        const lines = await refundable(order, work);
        const byId = new Map(lines.map((entry) => [entry.line.id, entry]));
        const errors: Record<string, string[]> = {};
        const seen = new Set<string>();
        input.Lines.forEach((entry, index) => {
          const found = byId.get(entry.OrderLineId);
          if (!found || seen.has(entry.OrderLineId))
            errors[`Lines.${index}.OrderLineId`] = ['Refunds.UnknownLine'];
          else if (entry.Quantity > found.left)
            errors[`Lines.${index}.Quantity`] = [
              encodeMessage('Refunds.QuantityAboveRemaining', { max: found.left }),
            ];
          seen.add(entry.OrderLineId);
        });
        if (Object.keys(errors).length)
          throw refused(`Order ${order.number} cannot be refunded for those quantities.`, errors);
        const asked = input.Lines.filter((entry) => entry.Quantity > 0);
        if (!asked.length)
          throw refused('A refund request needs at least one item.', { Lines: ['Refunds.NothingSelected'] });
        if (!(await methodsFor(order, work)).includes(input.PaymentMethod))
          throw refused(`Order ${order.number} cannot be refunded by ${input.PaymentMethod}.`, {
            PaymentMethod: ['Refunds.MethodUnavailable'],
          });

        const priced = asked.map((entry) => {
          const line = byId.get(entry.OrderLineId)?.line as OrderLineRow;
          return { orderLineId: line.id, quantity: entry.Quantity, unitPriceTaxIncl: line.unitPriceTaxIncl };
        });
        const totals = computeRefundTotals(
          priced.map((line) => ({ unitPriceInclTax: line.unitPriceTaxIncl, quantity: line.quantity })),
          order.currencyCode as Parameters<typeof computeRefundTotals>[1],
        );
        const bank =
          input.PaymentMethod === 'BankTransfer'
            ? {
                Holder: input.BankAccountHolder ?? '',
                IBAN: compactIban(input.IBAN ?? ''),
                BIC: (input.BIC ?? '').toUpperCase(),
              }
            : null;
        const repository = refundsRepository(work.tx);
        const row = await repository.insert({
          orderId,
          customerId,
          method: input.PaymentMethod,
          currencyCode: order.currencyCode,
          reason: input.Reason,
          bankDetailsSealed: bank ? sealer.seal(JSON.stringify(bank)) : null,
          ibanLast4: bank ? bank.IBAN.slice(-4) : null,
          requestedAmount: totals.totalAmount,
        });
        await repository.insertLines(row.id, priced);
        await repository.addHistory(row.id, {
          status: 'requested',
          actorKind: 'customer',
          actorId: customerId,
          note: input.Reason,
        });
        await orders.note(
          work,
          orderId,
          { kind: 'customer', id: customerId },
          `${row.number}: ${totals.totalAmount} ${order.currencyCode} (${input.PaymentMethod})`,
        );
        return row;
      });
      return view(created, culture);
    },

    /** The customer's own requests, newest first; of one order when `orderId` is given. */
    async ofCustomer(customerId: string, culture: Culture, orderId?: string): Promise<RefundRequest[]> {
      const rows = await refundsRepository(db).ofCustomer(customerId, orderId);
      return Promise.all(rows.map((row) => view(row, culture)));
    },

    /** One of the customer's requests; anyone else's (or none) is not found, never forbidden. */
    async forCustomer(customerId: string, refundId: string, culture: Culture): Promise<RefundRequest> {
      const row = await refundsRepository(db).byId(refundId);
      if (!row || row.customerId !== customerId) throw refundNotFound(refundId);
      return view(row, culture);
    },

    async staffList(
      filter: { status?: RefundStatus | undefined; page: number; pageSize: number },
      culture: Culture,
    ): Promise<StaffRefundList> {
      const { total, rows } = await refundsRepository(db).staffList({
        ...(filter.status ? { status: filter.status } : {}),
        page: filter.page,
        pageSize: filter.pageSize,
      });
      const items = await Promise.all(
        rows.map(async (row) => {
          const refund = await view(row, culture);
          const order = await orders.row(row.orderId);
          return {
            Id: refund.Id,
            Number: refund.Number,
            OrderId: refund.OrderId,
            OrderNumber: refund.OrderNumber,
            Email: order?.email ?? '',
            Status: refund.Status,
            PaymentMethod: refund.PaymentMethod,
            CreatedAt: refund.CreatedAt,
            TotalQuantity: refund.TotalQuantity,
            TotalAmountHtml: refund.TotalAmountHtml,
          };
        }),
      );
      return { Items: items, TotalCount: total, Page: filter.page, PageSize: filter.pageSize };
    },

    async staffGet(refundId: string, culture: Culture): Promise<StaffRefund> {
      const row = await refundsRepository(db).byId(refundId);
      if (!row) throw refundNotFound(refundId);
      return staffView(row, culture);
    },

    /**
     * Staff approve a request in whole or in part (ADR 036). Without a provider call everything is
     * one unit of work. With one, the request is first claimed (a second approval meanwhile is
     * refused), the provider is called outside any transaction, and the approval is then recorded
     * in one unit of work — or, when the provider refuses, the claim is given up and nothing changed.
     */
    async approve(
      refundId: string,
      input: {
        Lines: readonly { OrderLineId: string; Quantity: number }[];
        Restock: boolean;
        Note: string;
        Version: number;
      },
      staffId: string,
      culture: Culture,
    ): Promise<StaffRefund> {
      const first = await unitOfWork(db, async (work) => {
        const repository = refundsRepository(work.tx);
        const row = await repository.lock(refundId);
        if (!row) throw refundNotFound(refundId);
        checkVersion(row, input.Version);
        checkUndecided(row);
        const order = await lockedOrder(work, row);
        const decision = await decide(work, row, input);
        if (row.method !== 'OriginalPayment')
          return { kind: 'settled', row: await settle(work, row, order, decision, staffId, null) } as const;
        const attempt = await paidAttemptOf(work.tx, order.id);
        if (!attempt?.pspReference || attempt.provider !== provider.id)
          throw refused(`Order ${order.number} was not paid through ${provider.id}.`, {
            PaymentMethod: ['Refunds.MethodUnavailable'],
          });
        const left = Money.parse(attempt.amount, attempt.currencyCode).minus(
          Money.parse(await repository.providerRefunded(order.id), attempt.currencyCode),
        );
        if (decision.amount.compare(left) > 0)
          throw refused(
            `Only ${left.toString()} of order ${order.number} can still be refunded by the provider.`,
            {
              Lines: [encodeMessage('Refunds.AboveAmountPaid', { amount: formatMoney(left, culture) })],
            },
          );
        const claim = randomUUID();
        await repository.setClaim(row.id, claim);
        return {
          kind: 'claimed',
          claim,
          decision,
          pspReference: attempt.pspReference,
          number: row.number,
        } as const;
      });
      if (first.kind === 'settled') return staffView(first.row, culture);

      let providerReference: string;
      try {
        ({ reference: providerReference } = await provider.refund({
          pspReference: first.pspReference,
          merchantReference: first.number,
          amount: first.decision.amount,
        }));
      } catch (error) {
        // Nothing was refunded: the request is free again for a new decision.
        await unitOfWork(db, async (work) => {
          const repository = refundsRepository(work.tx);
          const row = await repository.lock(refundId);
          if (row?.claim === first.claim) await repository.setClaim(refundId, null);
        });
        throw error;
      }
      const settled = await unitOfWork(db, async (work) => {
        const row = await refundsRepository(work.tx).lock(refundId);
        if (!row) throw refundNotFound(refundId);
        if (row.claim !== first.claim)
          throw new ConflictError(
            `Refund request ${row.number} was settled meanwhile.`,
            PROBLEM_TYPES.conflict,
            {
              Version: ['Backoffice.RefundsChangedMeanwhile'],
            },
          );
        const order = await orders.lock(work, row.orderId);
        if (!order) throw refundNotFound(refundId);
        return settle(work, row, order, first.decision, staffId, providerReference);
      });
      return staffView(settled, culture);
    },

    /** Staff reject a request not decided yet, saying why (the customer is told). */
    async reject(
      refundId: string,
      input: { Reason: string; Version: number },
      staffId: string,
      culture: Culture,
    ): Promise<StaffRefund> {
      const rejected = await unitOfWork(db, async (work) => {
        const repository = refundsRepository(work.tx);
        const row = await repository.lock(refundId);
        if (!row) throw refundNotFound(refundId);
        checkVersion(row, input.Version);
        checkUndecided(row);
        await repository.update(row.id, {
          status: 'rejected',
          rejectionReason: input.Reason,
          decidedBy: staffId,
          decidedAt: new Date(),
        });
        await repository.addHistory(row.id, {
          status: 'rejected',
          actorKind: 'staff',
          actorId: staffId,
          note: input.Reason,
        });
        await orders.note(
          work,
          row.orderId,
          { kind: 'staff', id: staffId },
          `${row.number}: rejected — ${input.Reason}`,
        );
        const updated = await repository.byId(row.id);
        if (!updated) throw refundNotFound(refundId);
        await mailCustomer(work, updated);
        return updated;
      });
      return staffView(rejected, culture);
    },

    /** Staff made the bank transfer of an approved request: its reference, and the request is done. */
    async complete(
      refundId: string,
      input: { Reference: string; Version: number },
      staffId: string,
      culture: Culture,
    ): Promise<StaffRefund> {
      const completed = await unitOfWork(db, async (work) => {
        const repository = refundsRepository(work.tx);
        const row = await repository.lock(refundId);
        if (!row) throw refundNotFound(refundId);
        checkVersion(row, input.Version);
        if (
          row.method !== 'BankTransfer' ||
          (row.status !== 'approved' && row.status !== 'partially_approved')
        )
          throw refused(`Refund request ${row.number} has no bank transfer to make.`, {
            Status: ['Refunds.NoTransferToMake'],
          });
        await repository.update(row.id, {
          status: 'completed',
          settlementReference: input.Reference,
          completedAt: new Date(),
        });
        await repository.addHistory(row.id, {
          status: 'completed',
          actorKind: 'staff',
          actorId: staffId,
          note: input.Reference,
        });
        await orders.note(
          work,
          row.orderId,
          { kind: 'staff', id: staffId },
          `${row.number}: ${input.Reference}`,
        );
        const updated = await repository.byId(row.id);
        if (!updated) throw refundNotFound(refundId);
        await mailCustomer(work, updated);
        return updated;
      });
      return staffView(completed, culture);
    },

    /** The order's refund requests, for the staff's order screen. */
    ofOrder: (orderId: string, work?: Work) => refundsRepository(executorOf(db, work)).ofOrder(orderId),
  };
}

export type RefundsService = ReturnType<typeof refundsService>;
