import {
  type Coupon,
  type CouponEditParsed,
  type CouponLookup,
  type CouponLookupKind,
  type CouponRedemption,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import { catalogLookups } from '../catalog/index';
import { customerLookups } from '../security/index';
import {
  type CouponRow,
  isUniqueViolation,
  type NewCoupon,
  promotionsRepository,
} from './promotions-repository';

const codeTaken = () =>
  new ConflictError('Another coupon has this code.', PROBLEM_TYPES.conflict, { Code: ['Coupons.CodeTaken'] });
const couponNotFound = (id: string) => new NotFoundError(`There is no coupon '${id}'.`);
const amountOf = (value: string | null) => (value === null ? null : Number(value));

/**
 * The staff's coupon area (sales and admins): every coupon with how often it was used, its
 * rules written in one transaction with its restrictions, and its redemptions. A coupon is
 * switched off rather than deleted: orders keep pointing at what they used.
 */
export function couponAdminService(db: Database, options: { currency: string; defaultCulture: Culture }) {
  async function toCoupon(
    executor: Executor,
    row: CouponRow,
    counts: { usageCount: number; cartCount: number },
    culture: Culture,
  ): Promise<Coupon> {
    const restrictions = (await promotionsRepository(executor).restrictions([row.id])).get(row.id) ?? {
      productIds: [],
      categoryIds: [],
      brandIds: [],
    };
    const catalog = catalogLookups(executor);
    const named = (rows: { id: string; name: string }[]): CouponLookup[] =>
      rows.map((entry) => ({ Id: entry.id, Name: entry.name }));
    const [products, categories, brands, customers] = await Promise.all([
      restrictions.productIds.length ? catalog.products({ ids: restrictions.productIds }, culture) : [],
      restrictions.categoryIds.length ? catalog.categories({ ids: restrictions.categoryIds }, culture) : [],
      restrictions.brandIds.length ? catalog.brands({ ids: restrictions.brandIds }) : [],
      row.customerId ? customerLookups(executor).byIds([row.customerId]) : [],
    ]);
    const customer = customers[0];
    return {
      Id: row.id,
      Code: row.code,
      Description: row.description,
      Kind: row.kind,
      Percent: amountOf(row.percent),
      Amount: amountOf(row.amount),
      CurrencyCode: row.currencyCode,
      MinimumAmount: amountOf(row.minimumAmount),
      StartsAt: row.startsAt?.toISOString() ?? null,
      EndsAt: row.endsAt?.toISOString() ?? null,
      UsageLimit: row.usageLimit,
      PerCustomerLimit: row.perCustomerLimit,
      CustomerId: row.customerId,
      IsActive: row.isActive,
      UsageCount: counts.usageCount,
      CartCount: counts.cartCount,
      Customer: customer ? { Id: customer.id, Name: customer.name } : null,
      Products: named(products),
      Categories: named(categories),
      Brands: named(brands),
    };
  }

  function columns(edit: CouponEditParsed): NewCoupon {
    // Amounts as exact decimal text in the shop's currency (ADR 010).
    const decimal = (value: number | null) =>
      value === null ? null : Money.parse(value, options.currency).toDecimal();
    return {
      code: edit.Code,
      description: edit.Description,
      kind: edit.Kind,
      percent: edit.Kind === 'percentage' && edit.Percent !== null ? String(edit.Percent) : null,
      amount: edit.Kind === 'fixed' ? decimal(edit.Amount) : null,
      currencyCode: options.currency,
      minimumAmount: decimal(edit.MinimumAmount),
      startsAt: edit.StartsAt ? new Date(edit.StartsAt) : null,
      endsAt: edit.EndsAt ? new Date(edit.EndsAt) : null,
      usageLimit: edit.UsageLimit,
      perCustomerLimit: edit.PerCustomerLimit,
      customerId: edit.CustomerId,
      isActive: edit.IsActive,
    };
  }

  async function write(id: string | null, edit: CouponEditParsed, culture: Culture): Promise<Coupon> {
    try {
      return await unitOfWork(db, async ({ tx }) => {
        const repository = promotionsRepository(tx);
        const same = await repository.byCode(edit.Code);
        if (same && same.id !== id) throw codeTaken();
        if (edit.CustomerId && !(await customerLookups(tx).byIds([edit.CustomerId])).length)
          throw new ValidationError({ CustomerId: ['Coupons.CustomerUnknown'] });
        const row = id ? await repository.update(id, columns(edit)) : await repository.insert(columns(edit));
        if (!row) throw couponNotFound(id ?? '');
        await repository.setRestrictions(row.id, {
          productIds: edit.ProductIds,
          categoryIds: edit.CategoryIds,
          brandIds: edit.BrandIds,
        });
        return toCoupon(tx, row, await repository.counts(row.id), culture);
      });
    } catch (error) {
      // Two staff saving one code at once: the unique index decides.
      if (isUniqueViolation(error)) throw codeTaken();
      // A picked product, category or brand that is gone.
      if (
        (error as { cause?: { code?: string } }).cause?.code === '23503' ||
        (error as { code?: string }).code === '23503'
      )
        throw new ValidationError({ ProductIds: ['Coupons.RestrictionUnknown'] });
      throw error;
    }
  }

  return {
    async list(culture: Culture): Promise<Coupon[]> {
      const rows = await promotionsRepository(db).all();
      return Promise.all(rows.map((row) => toCoupon(db, row, row, culture)));
    },

    async get(id: string, culture: Culture): Promise<Coupon> {
      const repository = promotionsRepository(db);
      const row = await repository.byId(id);
      if (!row) throw couponNotFound(id);
      return toCoupon(db, row, await repository.counts(id), culture);
    },

    create: (edit: CouponEditParsed, culture: Culture) => write(null, edit, culture),

    async update(id: string, edit: CouponEditParsed, culture: Culture): Promise<Coupon> {
      if (!(await promotionsRepository(db).byId(id))) throw couponNotFound(id);
      return write(id, edit, culture);
    },

    async redemptions(id: string, culture: Culture): Promise<CouponRedemption[]> {
      const repository = promotionsRepository(db);
      if (!(await repository.byId(id))) throw couponNotFound(id);
      const rows = await repository.redemptions(id);
      const customers = new Map(
        (
          await customerLookups(db).byIds([
            ...new Set(rows.flatMap((row) => (row.customerId ? [row.customerId] : []))),
          ])
        ).map((customer) => [customer.id, customer.email] as const),
      );
      return rows.map((row) => {
        const amount = Money.parse(row.amount, row.currencyCode);
        return {
          Id: row.id,
          OrderId: row.orderId,
          CustomerId: row.customerId,
          CustomerEmail: row.customerId ? (customers.get(row.customerId) ?? null) : null,
          Amount: amount.toNumber(),
          AmountHtml: formatMoney(amount, culture),
          CurrencyCode: row.currencyCode,
          RedeemedAt: row.redeemedAt.toISOString(),
        };
      });
    },

    async lookup(kind: CouponLookupKind, query: string, culture: Culture): Promise<CouponLookup[]> {
      const catalog = catalogLookups(db);
      const rows =
        kind === 'customers'
          ? await customerLookups(db).search(query)
          : kind === 'brands'
            ? await catalog.brands({ query })
            : await catalog[kind]({ query }, culture);
      return rows.map((row) => ({ Id: row.id, Name: row.name }));
    },
  };
}

export type CouponAdminService = ReturnType<typeof couponAdminService>;
