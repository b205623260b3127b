import {
  type CustomerAddress,
  PROBLEM_TYPES,
  type SalesCustomer,
  type SalesCustomerDetail,
  type SalesOrderDraft,
  type SalesOrderQuote,
  type SalesProduct,
} from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, type Money } from '@vitrine/money';
import { NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import type { CartService, OrderDraft } from '../cart/index';
import { catalogLookups } from '../catalog/index';
import { customerReferencesOf } from '../customer-references/index';
import {
  type CustomerAddressesService,
  customerDirectoryRepository,
  type DirectoryCustomer,
  type SavedAddress,
} from '../customers/index';

export const customerNotFound = (customerId: string) =>
  new NotFoundError(`There is no customer '${customerId}'.`, PROBLEM_TYPES.notFound, {
    CustomerId: ['Sales.CustomerNotFound'],
  });

const asSalesCustomer = (row: DirectoryCustomer): SalesCustomer => ({
  CustomerId: row.id,
  Email: row.email,
  FirstName: row.firstName,
  LastName: row.lastName,
  Company: row.company,
});

/** The draft's saved addresses, read as the customer's own (another customer's id is refused). */
export interface DraftAddresses {
  readonly billing: SavedAddress;
  readonly shipping: SavedAddress | null;
}

/**
 * The sales desk (spec 001 §1 "pick a customer (searched by e-mail)"): the customer picker, the
 * picked customer's addresses, the variants to order, and a draft priced for that customer as
 * their own cart would be priced. Reads only; placing the order is the prepaid orders service's.
 */
export function salesService(
  db: Database,
  { cart, addresses }: { cart: CartService; addresses: CustomerAddressesService },
) {
  const directory = () => customerDirectoryRepository(db);

  async function customer(customerId: string, work?: Work): Promise<DirectoryCustomer> {
    const found = await customerDirectoryRepository(work?.tx ?? db).byId(customerId);
    if (!found) throw customerNotFound(customerId);
    return found;
  }

  async function draftAddresses(draft: SalesOrderDraft, work?: Work): Promise<DraftAddresses> {
    const owner: Owner = { kind: 'customer', customerId: draft.CustomerId };
    const executor = work?.tx ?? db;
    const billing = await addresses.forOrder(owner, draft.BillingAddressId, 'billing', executor);
    const shipping = draft.ShippingAddressId
      ? await addresses.forOrder(owner, draft.ShippingAddressId, 'shipping', executor)
      : null;
    return { billing, shipping };
  }

  function orderDraft(draft: SalesOrderDraft, where: DraftAddresses): OrderDraft {
    return {
      customerId: draft.CustomerId,
      lines: draft.Lines.map((line) => ({ variantId: line.ProductVariantId, quantity: line.Quantity })),
      shippingCountryCode: (where.shipping ?? where.billing).countryCode,
      billingCountryCode: where.billing.countryCode,
      shippingMethodId: null,
    };
  }

  async function priced(work: Work, draft: SalesOrderDraft, culture: Culture) {
    await customer(draft.CustomerId, work);
    const where = await draftAddresses(draft, work);
    const order = orderDraft(draft, where);
    return { where, order, priced: await cart.priceDraft(work, order, culture) };
  }

  return {
    customer,
    draftAddresses,
    orderDraft,

    async search(email: string, limit: number): Promise<SalesCustomer[]> {
      return (await directory().search(email, limit)).map(asSalesCustomer);
    },

    async detail(customerId: string, culture: Culture): Promise<SalesCustomerDetail> {
      const found = await customer(customerId);
      const saved: CustomerAddress[] = await addresses.list(customerId, culture);
      return { ...asSalesCustomer(found), Addresses: saved };
    },

    async products(query: string, culture: Culture): Promise<SalesProduct[]> {
      return (await catalogLookups(db).variants(query, culture)).map((row) => ({
        ProductVariantId: row.id,
        Name: row.name,
        SKU: row.sku,
      }));
    },

    /** The draft priced for its customer (their tax country, tiers and references); nothing is written. */
    async quote(draft: SalesOrderDraft, culture: Culture): Promise<SalesOrderQuote> {
      return unitOfWork(db, async (work) => {
        const { priced: draftPrice } = await priced(work, draft, culture);
        const { lines, priced: totals, place } = draftPrice;
        const format = (money: Money) => formatMoney(money, culture);
        const references = await customerReferencesOf(
          work.tx,
          draft.CustomerId,
          lines.map(({ item }) => item.variantId),
        );
        return {
          Items: lines.map(({ item, facts }, index) => {
            const line = totals.lines[index];
            if (!line) throw new Error('a draft line was not priced');
            return {
              ProductVariantId: item.variantId,
              ProductName: facts.productName,
              SKU: facts.sku,
              CustomerSKU: references.get(item.variantId) ?? null,
              Quantity: item.quantity,
              UnitPriceTaxIncl: line.unitPrice.toNumber(),
              UnitPriceTaxInclHtml: format(line.unitPrice),
              TierApplied: line.tierApplied,
              TotalTaxIncl: line.total.toNumber(),
              TotalTaxInclHtml: format(line.total),
            };
          }),
          CurrencyCode: totals.currency,
          SubtotalHtml: format(totals.subtotal),
          ShippingMethodName: place.method?.name ?? null,
          ShippingAmountHtml: format(totals.shipping),
          TaxAmountHtml: format(totals.tax),
          AmountTaxIncl: totals.totalTaxIncl.toNumber(),
          AmountTaxInclHtml: format(totals.totalTaxIncl),
        };
      });
    },
  };
}

export type SalesService = ReturnType<typeof salesService>;
