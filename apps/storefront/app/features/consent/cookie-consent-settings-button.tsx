import { useTranslation } from '../i18n/translation-context';
import { openConsentSettings } from './consent-store';

/** The footer's way back to the cookie preferences once the banner is gone. */
export function CookieConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={['button', 'button--link', className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      onClick={openConsentSettings}
    >
      {t('Consent.ManageCookies')}
    </button>
  );
}
