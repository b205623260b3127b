import { Modal } from '@vitrine/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import {
  type ConsentCategory,
  type ConsentChoice,
  type ConsentScript,
  type ConsentSettings,
  grantsNothing,
  readConsent,
  serializeConsentCookie,
  shouldShowBanner,
} from './consent-cookie';
import { runConsentScripts, runMarkedScripts, runSiteScripts } from './consent-scripts';
import { getConsent, openConsentSettings, publishConsent } from './consent-store';
import {
  CONSENT_CATEGORIES,
  CONSENT_EVENT,
  DEFAULT_CMS_NAME,
  OPEN_CONSENT_SETTINGS_EVENT,
  PAGE_LOADED_EVENT,
} from './constants';

export interface CookieConsentProps {
  /** The content-management name the cookie is named after (`<cmsName>CookieConsent`). */
  cmsName?: string;
  /** Version of the banner (site setting ConsentStamp); a different stored stamp asks again. */
  stamp: string;
  /** The site settings' consent scripts (ConsentScripts). */
  scripts?: readonly ConsentScript[];
  /** Runs after a save that grants at least one category. */
  onAccept?: (settings: ConsentSettings) => void;
  /** Runs after a save that refuses every category. */
  onDecline?: (settings: ConsentSettings) => void;
}

const NOTHING: ConsentChoice = { preferences: false, statistics: false, marketing: false };
const EVERYTHING: ConsentChoice = { preferences: true, statistics: true, marketing: true };

const CATEGORY_KEYS: Record<ConsentCategory, { label: string; text: string }> = {
  preferences: { label: 'Consent.Preferences', text: 'Consent.PreferencesText' },
  statistics: { label: 'Consent.Statistics', text: 'Consent.StatisticsText' },
  marketing: { label: 'Consent.Marketing', text: 'Consent.MarketingText' },
};

const HEIGHT_PROPERTY = '--cookie-consent-height';

/**
 * The cookie banner and its preferences modal (spec 000 §3-4, spec 001 §4). Nothing renders on
 * the server or in the hydration pass: the cookie is read after mount, so the server HTML never
 * depends on it and hydration cannot mismatch.
 */
export function CookieConsent({
  cmsName = DEFAULT_CMS_NAME,
  stamp,
  scripts = [],
  onAccept,
  onDecline,
}: CookieConsentProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mounted, setMounted] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(NOTHING);
  const bannerRef = useRef<HTMLElement>(null);
  // Read at event time: the callers' inline callbacks and arrays must not re-run the effects.
  const latest = useRef({ scripts, onAccept, onDecline });
  latest.current = { scripts, onAccept, onDecline };

  useEffect(() => {
    const stored = readConsent(document.cookie, cmsName);
    const ask = shouldShowBanner(stored, stamp);
    const effective = ask ? null : stored;
    if (effective) {
      window.CookieConsent = effective;
      runConsentScripts(latest.current.scripts, effective);
    }
    publishConsent(effective);
    setBannerOpen(ask);
    setMounted(true);
  }, [cmsName, stamp]);

  // Settings may bring new snippets later (revalidation); already-run ones are skipped.
  useEffect(() => {
    const consent = getConsent();
    if (consent) runSiteScripts(scripts, consent);
  }, [scripts]);

  useEffect(() => {
    const onPageLoaded = () => {
      const consent = getConsent();
      if (consent) runMarkedScripts(document, consent);
    };
    const onOpenSettings = () => {
      setDraft(pickChoice(getConsent() ?? NOTHING));
      setSettingsOpen(true);
    };
    document.addEventListener(PAGE_LOADED_EVENT, onPageLoaded);
    document.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, onOpenSettings);
    return () => {
      document.removeEventListener(PAGE_LOADED_EVENT, onPageLoaded);
      document.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, onOpenSettings);
    };
  }, []);

  // The fixed banner would hide the end of the page (and focused controls there); the page
  // reserves its height through a custom property that consent.css applies.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    const root = document.documentElement;
    if (!bannerOpen || !banner) return;
    const measure = () => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [bannerOpen]);

  const save = useCallback(
    (choice: ConsentChoice) => {
      const settings: ConsentSettings = { stamp, ...pickChoice(choice) };
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet; serializeConsentCookie builds and escapes the value.
      document.cookie = serializeConsentCookie(settings, cmsName, {
        secure: window.location.protocol === 'https:',
      });
      window.CookieConsent = settings;
      publishConsent(settings);
      const { scripts: siteScripts, onAccept: accept, onDecline: decline } = latest.current;
      // A failing callback must not leave the visitor stuck behind the banner.
      try {
        if (grantsNothing(settings)) decline?.(settings);
        else accept?.(settings);
      } catch (error) {
        console.error('[consent] a consent callback failed', error);
      }
      if (!grantsNothing(settings)) runConsentScripts(siteScripts, settings);
      document.dispatchEvent(new CustomEvent<ConsentSettings>(CONSENT_EVENT, { detail: settings }));
      setSettingsOpen(false);
      setBannerOpen(false);
    },
    [cmsName, stamp],
  );

  if (!mounted) return null;

  const actions = (
    <>
      <button type="button" className="button button--primary" onClick={() => save(EVERYTHING)}>
        {t('Consent.AcceptAll')}
      </button>
      <button type="button" className="button button--primary" onClick={() => save(NOTHING)}>
        {t('Consent.DeclineAll')}
      </button>
    </>
  );

  return (
    <>
      {bannerOpen ? (
        <section ref={bannerRef} className="cookie-consent" aria-labelledby={titleId}>
          <div className="cookie-consent__inner">
            <div className="cookie-consent__body">
              <h2 className="cookie-consent__title" id={titleId}>
                {t('Consent.Title')}
              </h2>
              <p className="cookie-consent__text">{t('Consent.Text')}</p>
            </div>
            <div className="cookie-consent__actions">
              {actions}
              <button
                type="button"
                className="button button--link cookie-consent__settings"
                aria-haspopup="dialog"
                onClick={openConsentSettings}
              >
                {t('Consent.Settings')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <Modal
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        title={t('Consent.SettingsTitle')}
        closeLabel={t('Core.Close')}
        className="cookie-consent-modal"
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => save(draft)}>
              {t('Consent.Save')}
            </button>
            {actions}
          </>
        }
      >
        <p className="cookie-consent-modal__intro">{t('Consent.SettingsText')}</p>
        <ul className="cookie-consent-options">
          <CategoryOption
            label={t('Consent.Necessary')}
            text={t('Consent.NecessaryText')}
            checked
            disabled
            onChange={() => {}}
          />
          {CONSENT_CATEGORIES.map((category) => (
            <CategoryOption
              key={category}
              label={t(CATEGORY_KEYS[category].label)}
              text={t(CATEGORY_KEYS[category].text)}
              checked={draft[category]}
              onChange={(checked) => setDraft((previous) => ({ ...previous, [category]: checked }))}
            />
          ))}
        </ul>
      </Modal>
    </>
  );
}

function CategoryOption({
  label,
  text,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="cookie-consent-option">
      <div className="form-check">
        <input
          type="checkbox"
          id={id}
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p className="cookie-consent-option__text" id={`${id}-text`}>
        {text}
      </p>
    </li>
  );
}

function pickChoice(choice: ConsentChoice): ConsentChoice {
  return { preferences: choice.preferences, statistics: choice.statistics, marketing: choice.marketing };
}

export { ConsentStatus } from './consent-status';
export { CookieConsentSettingsButton } from './cookie-consent-settings-button';
