import type { ProductVariantAttribute, VariationResponse } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { NotFoundError } from '../../lib/domain-errors';
import { catalogRepository, type TierRow, type VariantRow } from './catalog-repository';
import { wireAmount } from './urls';

/** The unit price for a quantity: the tier with the highest minimum the quantity reaches. */
export function tierPrice(base: string, tiers: readonly TierRow[], quantity: number): string {
  let price = base;
  for (const tier of tiers) if (tier.minQuantity <= quantity) price = tier.unitPriceTaxIncl;
  return price;
}

/**
 * The variation flow of spec 001 §4: the shopper's selected values (any order) lead to a
 * variant; an incomplete or impossible selection falls back to the variant keeping most of it
 * (an available one first), and every value says whether it can still be combined.
 */
export function variationService(db: Database) {
  const repository = catalogRepository(db);

  return {
    async resolve(
      productId: string,
      culture: Culture,
      selectedValueIds: readonly string[],
      quantity: number,
      /** Among equally good variants, those with these values first (the main photo's colour). */
      preferredValueIds: readonly string[] = [],
    ): Promise<VariationResponse> {
      const [variants, variantValues] = await Promise.all([
        repository.variants(productId),
        repository.variantValues(productId),
      ]);
      if (!variants.length) throw new NotFoundError(`There is no product '${productId}'.`);
      const valuesOf = new Map<string, Map<string, string>>(variants.map((v) => [v.id, new Map()]));
      for (const row of variantValues) valuesOf.get(row.variantId)?.set(row.attributeId, row.valueId);
      const attributeRows = await repository.attributeValues(culture, [
        ...new Set(variantValues.map((row) => row.valueId)),
      ]);
      const attributeOf = new Map(attributeRows.map((row) => [row.valueId, row.attributeId]));

      // One selected value per attribute; ids that are not this product's values are ignored.
      const selected = new Map<string, string>();
      for (const valueId of selectedValueIds) {
        const attributeId = attributeOf.get(valueId);
        if (attributeId && !selected.has(attributeId)) selected.set(attributeId, valueId);
      }
      const kept = (variant: VariantRow) =>
        [...selected].filter(
          ([attributeId, valueId]) => valuesOf.get(variant.id)?.get(attributeId) === valueId,
        ).length;
      const preferred = new Set(preferredValueIds);
      const liked = (variant: VariantRow) =>
        [...(valuesOf.get(variant.id)?.values() ?? [])].filter((valueId) => preferred.has(valueId)).length;
      // Variants come in display order; a stable sort keeps it among equals.
      const chosen = [...variants].sort(
        (a, b) => kept(b) - kept(a) || Number(b.isAvailable) - Number(a.isAvailable) || liked(b) - liked(a),
      )[0] as VariantRow;
      const chosenValues = valuesOf.get(chosen.id) ?? new Map<string, string>();

      const combinable = (attributeId: string, valueId: string) =>
        variants.some((variant) => {
          if (!variant.isAvailable) return false;
          const values = valuesOf.get(variant.id);
          if (values?.get(attributeId) !== valueId) return false;
          return [...chosenValues].every(
            ([other, value]) => other === attributeId || values.get(other) === value,
          );
        });

      const attributes: ProductVariantAttribute[] = [];
      for (const row of attributeRows) {
        let attribute = attributes.at(-1);
        if (attribute?.AttributeId !== row.attributeId) {
          attribute = {
            AttributeId: row.attributeId,
            Name: row.attributeName,
            VariationDisplayTypeValue: row.displayType,
            Value: chosenValues.get(row.attributeId) ?? null,
            ProductAttributeValuesViewModel: [],
          };
          attributes.push(attribute);
        }
        attribute.ProductAttributeValuesViewModel.push({
          ProductAttributeValueId: row.valueId,
          DisplayValue: row.displayValue,
          IsUnavailable: !combinable(row.attributeId, row.valueId),
          ColorCode1: row.colorCode1,
          ColorCode2: row.colorCode2,
          ColorCode3: row.colorCode3,
        });
      }

      const tiers = await repository.tiers(chosen.id);
      return {
        ProductId: productId,
        ProductVariantId: chosen.id,
        SKU: chosen.sku,
        UnitPriceTaxIncl: wireAmount(chosen.unitPriceTaxIncl, chosen.currencyCode),
        UnitPriceTaxExcl: wireAmount(chosen.unitPriceTaxExcl, chosen.currencyCode),
        CurrencyCode: chosen.currencyCode,
        QuantityUnitPriceTaxIncl: wireAmount(
          tierPrice(chosen.unitPriceTaxIncl, tiers, quantity),
          chosen.currencyCode,
        ),
        Quantity: quantity,
        IsAvailable: chosen.isAvailable,
        StockQuantity: Math.max(0, Number(chosen.stock)),
        MinQuantity: chosen.minQuantity,
        QuantityStep: chosen.quantityStep,
        MaxQuantity: chosen.maxQuantity,
        VariantValueIds: attributes.flatMap((attribute) => (attribute.Value ? [attribute.Value] : [])),
        ProductVariantAttributesViewModel: attributes,
      };
    },
  };
}

export type VariationService = ReturnType<typeof variationService>;
