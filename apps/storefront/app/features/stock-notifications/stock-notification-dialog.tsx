import { Modal } from '@vitrine/ui';
import { useTranslation } from '../i18n/translation-context';
import { StockNotificationForm } from './stock-notification-form';

/** The back-in-stock modal of the product page: the subscribe page's form, in a dialog. */
export function StockNotificationDialog({
  open,
  onClose,
  productVariantId,
  productId,
}: {
  open: boolean;
  onClose: () => void;
  productVariantId: string;
  productId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('StockNotification.Title')}
      closeLabel={t('Core.Close')}
      size="small"
      className="stock-notification-modal"
    >
      {/* A variant is its own subscription: another variant starts a fresh form. */}
      <StockNotificationForm
        key={productVariantId}
        productVariantId={productVariantId}
        productId={productId}
      />
    </Modal>
  );
}
