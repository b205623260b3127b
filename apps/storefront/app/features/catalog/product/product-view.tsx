import type { DegressivePrice, ProductDetail, ProductVariantViewModel } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { QuantityInput } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { AddToBirthListButton } from '../../birth-lists/add-to-birth-list';
import { AddedToCartDialog } from '../../cart/added-to-cart-dialog';
import { addedQuantity, useAddToCart } from '../../cart/use-add-to-cart';
import { useShownPrice } from '../../currency/use-shown-price';
import { CustomerReferenceForm } from '../../customer-references/customer-reference-form';
import { useTranslation } from '../../i18n/translation-context';
import { useSite } from '../../layout/site-context';
import { SocialShare } from '../../media/social-share';
import { StockNotificationDialog } from '../../stock-notifications/stock-notification-dialog';
import { trackRelatedProductClick } from '../../tracking/data-layer';
import { AddToWishlistButton } from '../../wishlists/wishlist-dialog';
import { ProductCarousel } from '../sliders/product-carousel';
import { DegressivePrices } from './degressive-prices';
import { orderPhotos, ProductGallery } from './product-gallery';
import { JsonLd, productJsonLd } from './product-json-ld';
import { StockByWarehouseButton } from './stock-by-warehouse';
import { useVariation } from './use-variation';
import { VariationPicker } from './variation-picker';

/** The product page (spec 001 §2): gallery, variations and quantity, prices, stock, associations. */
/**
 * The product variant view model of spec 001 §3 (ProductId, ProductVariantId, SKU,
 * UnitPriceTaxIncl, CurrencyCode, VariantValueId1..n), as the product form carries it.
 */
export function variantModel(variation: ProductVariantViewModel) {
  return {
    ProductId: variation.ProductId,
    ProductVariantId: variation.ProductVariantId,
    SKU: variation.SKU,
    UnitPriceTaxIncl: variation.UnitPriceTaxIncl,
    CurrencyCode: variation.CurrencyCode,
    ...Object.fromEntries(variation.VariantValueIds.map((id, index) => [`VariantValueId${index + 1}`, id])),
  };
}

export function ProductView({
  product,
  degressive: initialDegressive,
  origin,
}: {
  product: ProductDetail;
  degressive: DegressivePrice | null;
  origin: string;
}) {
  const { t, culture } = useTranslation();
  // Shown in the shopper's currency (ADR 019); the form and the cart keep the catalogue's.
  const shown = useShownPrice();
  const api = useApi().catalog;
  const { variation, quantity, busy, answers, selectValue, changeQuantity } = useVariation(
    api,
    culture,
    product.Variation,
  );
  const [degressive, setDegressive] = useState(initialDegressive);
  const { basePath, user } = useSite();
  const [notifyOpen, setNotifyOpen] = useState(false);
  // Sold out: switched off in the catalogue, or none left in the active warehouses.
  const soldOut = !variation.IsAvailable || variation.StockQuantity <= 0;
  const cart = useAddToCart();
  const adding = cart.state.status === 'adding';
  const refusal = cart.state.status === 'refused' ? cart.state.messages : null;
  const selectedIds = variation.ProductVariantAttributesViewModel.map((attribute) => attribute.Value);
  const photos = orderPhotos(product.Photos, selectedIds);

  // Each variant has its own tiers: they follow the variant shown.
  useEffect(() => {
    if (variation.ProductVariantId === initialDegressive?.ProductVariantId) {
      setDegressive(initialDegressive);
      return;
    }
    const controller = new AbortController();
    api
      .degressivePrice(variation.ProductVariantId, { signal: controller.signal, handles: [0, 404] })
      .then(setDegressive)
      .catch(() => {
        if (!controller.signal.aborted) setDegressive(null);
      });
    return () => controller.abort();
  }, [api, initialDegressive, variation.ProductVariantId]);

  const unitPrice =
    variation.QuantityUnitPriceTaxIncl !== variation.UnitPriceTaxIncl
      ? variation.QuantityUnitPriceTaxIncl
      : null;

  return (
    <article className="product" data-product-id={product.ProductId}>
      <JsonLd data={productJsonLd(product, variation, photos, origin)} />
      <nav className="breadcrumb" aria-label={t('Catalog.Breadcrumb')}>
        <ol>
          {product.Breadcrumb.map((crumb) => (
            <li key={crumb.Url}>
              <a href={crumb.Url}>{crumb.Name}</a>
            </li>
          ))}
          <li aria-current="page">{product.Name}</li>
        </ol>
      </nav>
      <div className="product__layout">
        <ProductGallery photos={photos} name={product.Name} />
        <div className="product__info" aria-busy={busy}>
          {product.Brand ? <p className="product-brand">{product.Brand.Name}</p> : null}
          <h1 className="product__name">{product.Name}</h1>
          <dl className="product__facts">
            <div>
              <dt>{t('Catalog.Reference')}</dt>
              <dd>{product.Reference}</dd>
            </div>
            <div>
              <dt>{t('Catalog.Sku')}</dt>
              <dd className="product__sku" data-testid="product-sku">
                {variation.SKU}
              </dd>
            </div>
          </dl>
          <p className="product__price" data-testid="product-price">
            <span className="product-price product-price--large">
              {shown(variation.UnitPriceTaxIncl, variation.CurrencyCode)}
            </span>
            {unitPrice !== null ? (
              <span className="product__tier-price">
                {t('Catalog.UnitPrice')} : {shown(unitPrice, variation.CurrencyCode)}
              </span>
            ) : null}
          </p>
          <div className="product__stock" data-testid="product-stock">
            <span className={variation.IsAvailable ? 'stock stock--in' : 'stock stock--out'}>
              {variation.IsAvailable ? t('Catalog.InStock') : t('Catalog.OutOfStock')}
            </span>
            {variation.IsAvailable ? (
              <span className="product__stock-count">
                {t('Catalog.StockQuantity', { count: variation.StockQuantity })}
              </span>
            ) : null}
            <StockByWarehouseButton
              api={api}
              productId={product.ProductId}
              productVariantId={variation.ProductVariantId}
            />
          </div>
          <form
            className="product__form"
            aria-label={t('Catalog.Variations')}
            aria-describedby={refusal ? 'add-to-cart-error' : undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void cart.add({
                productVariantId: variation.ProductVariantId,
                sku: variation.SKU,
                name: product.Name,
                brand: product.Brand?.Name,
                category: product.Category.Name,
                unitPriceTaxIncl: variation.QuantityUnitPriceTaxIncl,
                currency: variation.CurrencyCode,
                quantity,
              });
            }}
          >
            <VariationPicker
              attributes={variation.ProductVariantAttributesViewModel}
              onSelect={selectValue}
            />
            {/* Spec 001 §3: what an add-to-cart reads from the product form besides the quantity. */}
            <input type="hidden" name="productVariantModel" value={JSON.stringify(variantModel(variation))} />
            <input type="hidden" name="productName" value={product.Name} />
            <input type="hidden" name="productBrandName" value={product.Brand?.Name ?? ''} />
            <input type="hidden" name="productCategoryName" value={product.Category.Name} />
            <QuantityInput
              value={quantity}
              onChange={changeQuantity}
              // The variant's own order quantities: the cart corrects onto the same rules.
              min={variation.MinQuantity}
              step={variation.QuantityStep}
              max={variation.MaxQuantity}
              label={t('Catalog.Quantity')}
              decreaseLabel={t('Catalog.Decrease')}
              increaseLabel={t('Catalog.Increase')}
              name="qty"
            />
            {/* Not while the variant is being confirmed: the add must be for the variant shown. */}
            <button
              type="submit"
              className="button button--primary product__add-to-cart"
              disabled={!variation.IsAvailable || busy}
              aria-busy={adding || undefined}
            >
              <span aria-hidden="true" className="icon-cart" />
              {adding ? t('Cart.Adding') : t('Cart.AddToCart')}
            </button>
            {refusal ? (
              <p className="form-error product__add-to-cart-error" id="add-to-cart-error" role="alert">
                {refusal.map((message) => translateMessage(message, t)).join(' ')}
              </p>
            ) : null}
          </form>
          <p className="product__wishlist">
            <AddToWishlistButton productVariantId={variation.ProductVariantId} />
          </p>
          {soldOut ? (
            <p className="product__notify">
              {/* A link to the form's page without script; the same form in a modal with it. */}
              <a
                className="button button--secondary"
                href={inApp(
                  basePath,
                  shopUrls.stockNotificationSubscribe(culture, {
                    ProductVariantId: variation.ProductVariantId,
                    ProductId: product.ProductId,
                  }),
                )}
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  setNotifyOpen(true);
                }}
              >
                {t('StockNotification.NotifyMe')}
              </a>
            </p>
          ) : null}
          <AddToBirthListButton productVariantId={variation.ProductVariantId} />
          <StockNotificationDialog
            open={notifyOpen && soldOut}
            onClose={() => setNotifyOpen(false)}
            productVariantId={variation.ProductVariantId}
            productId={product.ProductId}
          />
          <AddedToCartDialog
            update={cart.state.status === 'added' ? cart.state.update : null}
            quantity={
              cart.state.status === 'added' ? addedQuantity(cart.state.update, cart.state.item.quantity) : 0
            }
            onClose={cart.dismiss}
          />
          <p className="visually-hidden" role="status" aria-live="polite">
            {busy ? t('Catalog.Updating') : ''}
          </p>
          <DegressivePrices prices={degressive} quantity={quantity} />
          {/* Spec 001 §2, §4: the signed-in customer's own reference, read again after each variations answer. */}
          {user ? (
            <CustomerReferenceForm productVariantId={variation.ProductVariantId} refresh={answers} />
          ) : null}
          <SocialShare className="product__share" text={product.Name} />
        </div>
      </div>
      {product.DescriptionHtml ? (
        <section className="product__description" aria-labelledby="product-description-title">
          <h2 id="product-description-title" className="product-section-title">
            {t('Catalog.Description')}
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the product description is shop-authored HTML from our own API. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: product.DescriptionHtml }} />
        </section>
      ) : null}
      <ProductCarousel
        title={t('Catalog.Related')}
        items={product.Related}
        onProductClick={(item, index) =>
          trackRelatedProductClick({
            id: item.ProductId,
            name: item.Name,
            brand: item.BrandName,
            category: item.CategoryName,
            price: item.PriceFrom,
            currency: item.CurrencyCode,
            index,
          })
        }
      />
      <ProductCarousel title={t('Catalog.CrossSell')} items={product.CrossSell} />
    </article>
  );
}
