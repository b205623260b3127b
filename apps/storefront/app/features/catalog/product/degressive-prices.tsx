import type { DegressivePrice } from '@vitrine/api-client';
import { formatPrice } from '@vitrine/money';
import { useTranslation } from '../../i18n/translation-context';

/** The degressive (tiered) price table (spec 001 §2); the tier of the chosen quantity is marked. */
export function DegressivePrices({ prices, quantity }: { prices: DegressivePrice | null; quantity: number }) {
  const { t, culture } = useTranslation();
  if (!prices || prices.Tiers.length === 0) return null;
  return (
    <section className="degressive-prices" aria-labelledby="degressive-prices-title">
      <h2 id="degressive-prices-title" className="product-section-title">
        {t('Catalog.DegressivePrices')}
      </h2>
      <div className="data-table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('Catalog.Quantity')}</th>
              <th scope="col" className="data-table__number">
                {t('Catalog.UnitPrice')}
              </th>
              <th scope="col" className="data-table__number">
                {t('Catalog.UnitPriceTaxExcl')}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.Tiers.map((tier) => {
              const current =
                quantity >= tier.MinQuantity && (tier.MaxQuantity === null || quantity <= tier.MaxQuantity);
              return (
                <tr
                  key={tier.MinQuantity}
                  className={current ? 'is-current' : undefined}
                  aria-current={current ? 'true' : undefined}
                >
                  <th scope="row">
                    {tier.MaxQuantity === null
                      ? t('Catalog.FromQuantity', { quantity: tier.MinQuantity })
                      : t('Catalog.QuantityRange', { min: tier.MinQuantity, max: tier.MaxQuantity })}
                  </th>
                  <td className="data-table__number">
                    {formatPrice(tier.UnitPriceTaxIncl, prices.CurrencyCode, culture)}
                  </td>
                  <td className="data-table__number">
                    {formatPrice(tier.UnitPriceTaxExcl, prices.CurrencyCode, culture)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
