import type { ProductListItem } from '@vitrine/api-client';
import { useShownPrice } from '../../currency/use-shown-price';
import { useTranslation } from '../../i18n/translation-context';
import { Swatch } from '../swatch';
import { QuickView } from './quick-view';

function Availability({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={inStock ? 'stock stock--in' : 'stock stock--out'}>
      {inStock ? t('Catalog.InStock') : t('Catalog.OutOfStock')}
    </span>
  );
}

function PriceFrom({ item }: { item: ProductListItem }) {
  const { t } = useTranslation();
  const shown = useShownPrice();
  return (
    <span className="product-price">
      {t('Catalog.PriceFrom', { price: shown(item.PriceFrom, item.CurrencyCode) })}
    </span>
  );
}

function Swatches({ item }: { item: ProductListItem }) {
  if (item.ColorSwatches.length === 0) return null;
  return (
    <ul
      className="swatch-list"
      aria-label={item.ColorSwatches.map((swatch) => swatch.DisplayValue).join(', ')}
    >
      {item.ColorSwatches.slice(0, 8).map((swatch) => (
        <li key={swatch.ProductAttributeValueId}>
          <Swatch colours={swatch} title={swatch.DisplayValue} size="small" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Grid view: one card per product, the whole card following its link (bigger-link). The names
 * are headings one level below the section the grid is in (h2 on a list page, h3 in a titled
 * section of the home page).
 */
export function ProductGrid({ items, headingLevel = 2 }: { items: ProductListItem[]; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <ul className="product-grid">
      {items.map((item) => (
        <li key={item.ProductId}>
          <article className="product-card bigger-link" data-product-id={item.ProductId}>
            <div className="product-card__photo">
              {item.Photo ? (
                <img
                  src={item.Photo.ThumbnailUrl}
                  alt=""
                  loading="lazy"
                  width={item.Photo.Width ?? undefined}
                  height={item.Photo.Height ?? undefined}
                />
              ) : null}
            </div>
            <div className="product-card__body">
              {item.BrandName ? <p className="product-brand">{item.BrandName}</p> : null}
              <Name className="product-card__name">
                <a href={item.ProductUrl}>{item.Name}</a>
              </Name>
              <Swatches item={item} />
              <p className="product-card__meta">
                <PriceFrom item={item} />
                <Availability inStock={item.IsInStock} />
              </p>
              <QuickView item={item} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Table view: one row per product; on phones the rows become stacked blocks (CSS). */
export function ProductTable({ items }: { items: ProductListItem[] }) {
  const { t } = useTranslation();
  return (
    <table className="product-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('Catalog.Photos')}</span>
          </th>
          <th scope="col">{t('Catalog.Product')}</th>
          <th scope="col">{t('Catalog.Reference')}</th>
          <th scope="col">{t('Catalog.Brand')}</th>
          <th scope="col">{t('Catalog.Price')}</th>
          <th scope="col">{t('Catalog.Availability')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('Catalog.QuickView')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.ProductId} data-product-id={item.ProductId}>
            <td className="product-table__photo">
              {item.Photo ? (
                <img src={item.Photo.ThumbnailUrl} alt="" loading="lazy" width={64} height={64} />
              ) : null}
            </td>
            <th scope="row" className="product-table__name">
              <a href={item.ProductUrl}>{item.Name}</a>
              <Swatches item={item} />
            </th>
            <td data-label={t('Catalog.Reference')}>{item.Reference}</td>
            <td data-label={t('Catalog.Brand')}>{item.BrandName ?? ''}</td>
            <td data-label={t('Catalog.Price')}>
              <PriceFrom item={item} />
            </td>
            <td data-label={t('Catalog.Availability')}>
              <Availability inStock={item.IsInStock} />
            </td>
            <td>
              <QuickView item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
