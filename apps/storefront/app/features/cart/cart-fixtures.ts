import type { CartUpdate, ShoppingCart, ShoppingCartItem } from '@vitrine/api-client';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function cartLine(n: number, name: string, quantity: number, unit = 10): ShoppingCartItem {
  return {
    Id: uuid(100 + n),
    ProductVariantId: uuid(200 + n),
    ProductId: uuid(300 + n),
    ProductName: name,
    SKU: `SKU-${n}`,
    ProductUrl: `/fr/p/produit-${n}`,
    Photo: null,
    Quantity: quantity,
    MinQuantity: 1,
    QuantityStep: 1,
    MaxQuantity: 0,
    StockQuantity: 5,
    IsAvailable: true,
    UnitPriceTaxIncl: unit,
    UnitPriceTaxInclHtml: `${unit},00 €`,
    TierApplied: false,
    TotalTaxIncl: unit * quantity,
    TotalTaxInclHtml: `${unit * quantity},00 €`,
    ItemOrigin: 'Catalog',
    ItemOriginAndKey: `Catalog:${uuid(100 + n)}`,
  };
}

export function shoppingCart(items: ShoppingCartItem[]): ShoppingCart {
  const quantity = items.reduce((sum, item) => sum + item.Quantity, 0);
  const total = items.reduce((sum, item) => sum + item.TotalTaxIncl, 0);
  return {
    ItemsCount: items.length,
    ItemsQuantityCount: quantity,
    CurrencyCode: 'EUR',
    AmountTaxIncl: total,
    AmountTaxExcl: total,
    AmountTaxInclHtml: `${total},00 €`,
    AmountTaxExclHtml: `${total},00 € HT`,
    Items: items,
  };
}

export function cartUpdate(
  items: ShoppingCartItem[],
  itemId: string,
  change: CartUpdate['CartChange'] = null,
) {
  return { ...shoppingCart(items), ItemId: itemId, CartChange: change } satisfies CartUpdate;
}
