import { useTranslation } from '../i18n/translation-context';

/** A cart, checkout or order line's "My reference: …" when the customer keeps one for its variant. */
export function CustomerReferenceOfLine({
  reference,
  className,
}: {
  reference: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!reference) return null;
  return (
    <span
      className={['customer-reference-of-line', className].filter(Boolean).join(' ')}
      data-testid="line-customer-reference"
    >
      {t('CustomerReference.OfLine', { reference })}
    </span>
  );
}
