import type { ProductDetail, ProductListItem } from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import { formatPrice } from '@vitrine/money';
import { Modal, Spinner } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { ModalPhotoSlider } from '../sliders/modal-slider';

/**
 * Spec 001 §2: each row has a quick-view panel loaded from the row's own URL: the product page's
 * loader data, fetched on demand when the panel opens.
 */
export function QuickView({ item }: { item: ProductListItem }) {
  const { t, culture } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ product: ProductDetail }>();
  const product = fetcher.data?.product;
  // The panel lives at the end of the body: inside the card, its clicks would count as clicks on
  // the card (bigger-link) and open the product page.
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);

  function show() {
    setOpen(true);
    if (!fetcher.data && fetcher.state === 'idle') void fetcher.load(shopUrls.product(culture, item.Slug));
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small quick-view__open"
        onClick={show}
        aria-haspopup="dialog"
      >
        {t('Catalog.QuickView')}
        <span className="visually-hidden"> : {item.Name}</span>
      </button>
      {host
        ? createPortal(
            <Modal
              open={open}
              onClose={() => setOpen(false)}
              title={item.Name}
              closeLabel={t('Core.Close')}
              className="quick-view"
              size="large"
            >
              {product ? (
                <div className="quick-view__body">
                  <div className="quick-view__media">
                    <ModalPhotoSlider photos={product.Photos} name={product.Name} open={open} />
                  </div>
                  <div className="quick-view__info">
                    {product.Brand ? <p className="product-brand">{product.Brand.Name}</p> : null}
                    <p className="product-reference">
                      {t('Catalog.Reference')} : <span>{product.Reference}</span>
                    </p>
                    <p className="product-price">
                      {formatPrice(
                        product.Variation.UnitPriceTaxIncl,
                        product.Variation.CurrencyCode,
                        culture,
                      )}
                    </p>
                    <p className={product.Variation.IsAvailable ? 'stock stock--in' : 'stock stock--out'}>
                      {product.Variation.IsAvailable ? t('Catalog.InStock') : t('Catalog.OutOfStock')}
                    </p>
                    <p>{product.ShortDescription}</p>
                    <a className="button button--primary" href={item.ProductUrl}>
                      {t('Catalog.ViewProduct')}
                    </a>
                  </div>
                </div>
              ) : (
                <div className="quick-view__loading">
                  <Spinner label={t('Core.Loading')} />
                </div>
              )}
            </Modal>,
            host,
          )
        : null}
    </>
  );
}
