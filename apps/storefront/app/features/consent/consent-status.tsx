import { CULTURE_LOCALES } from '@vitrine/i18n';
import { useTranslation } from '../i18n/translation-context';
import { grantedCategories } from './consent-cookie';
import { useConsent } from './consent-store';
import { CONSENT_CATEGORIES } from './constants';

const CATEGORY_LABELS = {
  preferences: 'Consent.Preferences',
  statistics: 'Consent.Statistics',
  marketing: 'Consent.Marketing',
} as const;

/**
 * The sentence saying what the visitor consented to (spec 001 §4): none, all, or the list. The
 * live region is always rendered (empty on the server) so that a change of consent is announced.
 */
export function ConsentStatus({ className = 'consent-status' }: { className?: string }) {
  const { t, culture } = useTranslation();
  const consent = useConsent();
  let sentence = '';
  if (consent !== undefined) {
    const granted = consent ? grantedCategories(consent) : [];
    if (granted.length === 0) sentence = t('Consent.StatusNone');
    else if (granted.length === CONSENT_CATEGORIES.length) sentence = t('Consent.StatusAll');
    else {
      const names = granted.map((category) => t(CATEGORY_LABELS[category]));
      const categories = new Intl.ListFormat(CULTURE_LOCALES[culture], { type: 'conjunction' }).format(names);
      sentence = t('Consent.StatusSome', { categories });
    }
  }
  return (
    <p className={className} aria-live="polite">
      {sentence}
    </p>
  );
}
