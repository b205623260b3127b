import { type ReactNode, useState } from 'react';
import type { ConsentCategory } from '../consent/consent-cookie';
import { openConsentSettings, useConsent } from '../consent/consent-store';
import { useTranslation } from '../i18n/translation-context';

/**
 * The consent each kind of third-party content needs (ADR 042): a video player sets its provider's
 * cookies and tells it what the visitor watched, which is marketing; map tiles set no cookie but
 * hand the visitor's address to the tile server, a convenience the visitor may refuse (preferences).
 */
export const THIRD_PARTY_CONSENT = { video: 'marketing', map: 'preferences' } as const satisfies Record<
  string,
  ConsentCategory
>;

/** Whether the visitor has agreed to `category` (never known on the server). */
export function useConsentTo(category: ConsentCategory): boolean {
  const consent = useConsent();
  return consent?.[category] === true;
}

/**
 * Third-party content behind the visitor's consent: with the category granted the content shows;
 * otherwise a placeholder says who serves it and offers two ways on: show it (this once, the
 * click being the consent for this item) or open the cookie settings (and grant the category for
 * every such item). The server always renders the placeholder: it never knows the consent.
 */
export function ThirdPartyGate({
  category,
  message,
  children,
  className,
  allowed = false,
  onAllowed,
}: {
  category: ConsentCategory;
  /** Who serves the content and what they learn. */
  message: string;
  children: ReactNode;
  className?: string;
  /** Already allowed once by the visitor (kept by a parent that outlives this gate, e.g. across a modal's openings). */
  allowed?: boolean;
  onAllowed?: () => void;
}) {
  const { t } = useTranslation();
  const granted = useConsentTo(category);
  const [allowedOnce, setAllowedOnce] = useState(false);
  if (granted || allowed || allowedOnce) return <>{children}</>;
  return (
    <div
      className={['third-party-gate', className].filter(Boolean).join(' ')}
      data-consent-category={category}
    >
      <p className="third-party-gate__message">{message}</p>
      <p className="third-party-gate__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setAllowedOnce(true);
            onAllowed?.();
          }}
        >
          {t('Media.Consent.Allow')}
        </button>
        <button type="button" className="button button--link" onClick={openConsentSettings}>
          {t('Media.Consent.Settings')}
        </button>
      </p>
    </div>
  );
}
