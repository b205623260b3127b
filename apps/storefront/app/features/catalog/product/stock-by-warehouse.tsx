import type { ApiClient, StockByWarehouse } from '@vitrine/api-client';
import { Modal, Spinner } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';

/** The stock-by-warehouse modal (spec 001 §2, §7): loaded when opened, for the variant shown. */
export function StockByWarehouseButton({
  api,
  productId,
  productVariantId,
}: {
  api: ApiClient['catalog'];
  productId: string;
  productVariantId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [stock, setStock] = useState<StockByWarehouse | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setStock(null);
    api
      .stockByWarehouse(
        { productId, productVariantId, displayAllActiveWarehouses: true },
        { signal: controller.signal, handles: [0] },
      )
      .then(setStock)
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, open, productId, productVariantId]);

  return (
    <>
      <button
        type="button"
        className="button button--link stock-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('Catalog.StockByWarehouse')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('Catalog.StockByWarehouse')}
        closeLabel={t('Core.Close')}
        className="stock-modal"
      >
        {stock ? (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('Catalog.Warehouse')}</th>
                <th scope="col">{t('Catalog.City')}</th>
                <th scope="col" className="data-table__number">
                  {t('Catalog.Quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {stock.Warehouses.map((warehouse) => (
                <tr key={warehouse.WarehouseId}>
                  <th scope="row">{warehouse.Name}</th>
                  <td>{warehouse.City}</td>
                  <td className="data-table__number">{warehouse.Quantity}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('Catalog.TotalStock')}
                </th>
                <td className="data-table__number">{stock.TotalQuantity}</td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <Spinner label={t('Core.Loading')} />
        )}
      </Modal>
    </>
  );
}
