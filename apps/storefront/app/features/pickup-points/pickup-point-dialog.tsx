import { Modal } from '@vitrine/ui';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/translation-context';
import { PickupPointSearch, type PickupPointSearchProps } from './pickup-point-search';

/**
 * The pickup-point search dialog (spec 001 §2): a large modal titled with the 'select pickup
 * point' label around the search the page shows too. Opened from within the checkout's form, it
 * is rendered at the end of the document so that its own forms are not nested in that one.
 */
export function PickupPointDialog({
  open,
  onClose,
  ...search
}: PickupPointSearchProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return createPortal(
    <Modal
      open={open}
      onClose={onClose}
      title={t('PickupSearch.Title')}
      closeLabel={t('Core.Close')}
      size="large"
      className="pickup-dialog"
    >
      <PickupPointSearch {...search} />
    </Modal>,
    document.body,
  );
}
