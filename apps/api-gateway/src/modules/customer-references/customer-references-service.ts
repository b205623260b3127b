import {
  CUSTOMER_REFERENCE_PAGE_SIZE,
  type CustomerReference,
  type CustomerReferenceDisplay,
  CustomerReferenceDisplaySchema,
  type CustomerReferenceSearchResult,
  type CustomerReferenceUpdateResult,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { NotFoundError } from '../../lib/domain-errors';
import { cartFacts } from '../catalog/index';
import { siteSettingValues } from '../content/index';
import { customerReferencesRepository } from './customer-references-repository';

/** The site setting that chooses how the update form shows its outcome ('modal' unless set). */
export const CUSTOMER_REFERENCE_DISPLAY_SETTING = 'catalog.customerReferenceDisplay';

export interface CustomerReferencesOptions {
  basePath: string;
  defaultCulture: Culture;
}

const variantNotFound = () =>
  new NotFoundError('There is no such product variant.', PROBLEM_TYPES.notFound, {
    ProductVariantId: ['CustomerReference.NotFound'],
  });

/**
 * Customer references (spec 001 §1, §3, §7): a signed-in customer's own name for a variant.
 * Every call takes the customer from the session and reads or writes only their rows, so another
 * customer's reference can be neither read, changed nor found.
 */
export function customerReferencesService(db: Database, options: CustomerReferencesOptions) {
  const facts = (executor: Executor) =>
    cartFacts(executor, { basePath: options.basePath, defaultCulture: options.defaultCulture });

  /** A variant of a published product: the only ones a reference may be read or kept for. */
  async function requireVariant(variantId: string, culture: Culture) {
    const found = (await facts(db).forVariants([variantId], culture)).get(variantId);
    if (!found?.isPublished) throw variantNotFound();
    return found;
  }

  async function display(): Promise<CustomerReferenceDisplay> {
    const values = await siteSettingValues(db, [CUSTOMER_REFERENCE_DISPLAY_SETTING]);
    return CustomerReferenceDisplaySchema.catch('modal').parse(
      values.get(CUSTOMER_REFERENCE_DISPLAY_SETTING) ?? 'modal',
    );
  }

  return {
    /** The customer's reference for the variant (null when they keep none) and the form's display. */
    async get(customerId: string, variantId: string): Promise<CustomerReference> {
      await requireVariant(variantId, options.defaultCulture);
      const row = await customerReferencesRepository(db).find(customerId, variantId);
      return { ProductVariantId: variantId, CustomerSKU: row?.customerSku ?? null, Display: await display() };
    },

    /** Keeps the trimmed reference, or forgets it when empty; the Message is in `culture`. */
    async update(
      customerId: string,
      input: { ProductVariantId: string; CustomerSKU: string },
      culture: Culture,
    ): Promise<CustomerReferenceUpdateResult> {
      await requireVariant(input.ProductVariantId, culture);
      const t = createTranslator(stringResources[culture]);
      const repository = customerReferencesRepository(db);
      const sku = input.CustomerSKU.trim();
      if (!sku) {
        await repository.remove(customerId, input.ProductVariantId);
        return { Status: 'Cleared', Message: t('CustomerReference.Cleared'), CustomerSKU: null };
      }
      await repository.upsert(customerId, input.ProductVariantId, sku);
      return {
        Status: 'Saved',
        Message: t('CustomerReference.Saved', { reference: sku }),
        CustomerSKU: sku,
      };
    },

    /** The customer's references containing `text`, with their products' addresses. */
    async search(
      customerId: string,
      text: string,
      page: number,
      culture: Culture,
    ): Promise<CustomerReferenceSearchResult> {
      const { rows, total } = await customerReferencesRepository(db).search(customerId, text, {
        limit: CUSTOMER_REFERENCE_PAGE_SIZE,
        offset: (page - 1) * CUSTOMER_REFERENCE_PAGE_SIZE,
      });
      const found = await facts(db).forVariants(
        rows.map((row) => row.variantId),
        culture,
      );
      return {
        Items: rows.map((row) => {
          const variant = found.get(row.variantId);
          return {
            CustomerSKU: row.customerSku,
            // An unpublished product has no page: its reference is still the customer's.
            ProductLink: variant?.isPublished ? variant.productUrl : '',
            ProductVariantId: row.variantId,
            ProductName: variant?.productName ?? '',
            SKU: variant?.sku ?? '',
          };
        }),
        Page: page,
        PageSize: CUSTOMER_REFERENCE_PAGE_SIZE,
        TotalCount: total,
      };
    },
  };
}

/**
 * The customer's references of these variants, read through `executor` (the cart's answer and
 * checkout's order lines, inside their own transactions). A guest keeps none.
 */
export async function customerReferencesOf(
  executor: Executor,
  customerId: string | null | undefined,
  variantIds: readonly string[],
): Promise<Map<string, string>> {
  if (!customerId) return new Map();
  return customerReferencesRepository(executor).forVariants(customerId, variantIds);
}
