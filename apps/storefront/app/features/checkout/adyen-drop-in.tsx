import type { Order, PaymentSession } from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { Spinner } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadScript } from '../../lib/load-script';
import { useTranslation } from '../i18n/translation-context';

/** Adyen Web's last major version with the sessions flow as written here (`AdyenCheckout` on window). */
export const ADYEN_WEB_VERSION = '5.68.0';

/** What the drop-in reports when a payment ends (Adyen Web 5, sessions flow). */
interface AdyenPaymentResult {
  resultCode: string;
}

/** The part of Adyen Web 5's API this page uses. */
export interface AdyenCheckoutConfiguration {
  environment: string;
  clientKey: string;
  locale: string;
  session: { id: string; sessionData: string };
  paymentMethodsConfiguration: {
    card: { hasHolderName: boolean; holderNameRequired: boolean; billingAddressRequired: boolean };
  };
  onPaymentCompleted: (result: AdyenPaymentResult) => void;
  onError: (error: unknown) => void;
}
export type AdyenCheckoutFactory = (
  configuration: AdyenCheckoutConfiguration,
) => Promise<{ create(type: 'dropin'): { mount(element: HTMLElement): { unmount(): void } } }>;

/** Adyen's CDN for an environment: `test`, `live`, or a live region (`live-us`, `live-au` …). */
export function adyenAssets(environment: string) {
  const base = `https://checkoutshopper-${environment}.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}`;
  return { script: `${base}/adyen.js`, stylesheet: `${base}/adyen.css` };
}

/** Loads Adyen Web from its CDN once (its stylesheet too) and gives its `AdyenCheckout`. */
async function loadAdyenWeb(environment: string): Promise<AdyenCheckoutFactory> {
  const { script, stylesheet } = adyenAssets(environment);
  if (!document.querySelector(`link[href="${stylesheet}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
  await loadScript(script, { attributes: { crossorigin: 'anonymous' } });
  const factory = (window as unknown as { AdyenCheckout?: AdyenCheckoutFactory }).AdyenCheckout;
  if (!factory) throw new Error('Adyen Web did not define AdyenCheckout');
  return factory;
}

const ADYEN_LOCALES: Record<Culture, string> = {
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

/** Results after which the order is paid or will be once the provider's webhook arrives. */
const COMPLETED = new Set(['Authorised', 'Received', 'Pending']);

/**
 * Adyen's card drop-in (spec 001 §2 "payment screen with a card payment drop-in", §3 "Payment
 * session"; §5: the holder's name and the billing address are required), opened with the session
 * the server created. Written against Adyen Web 5's documented sessions flow: the order is
 * settled by Adyen's webhook, the page only goes to the confirmation. A refused card offers a new
 * try, which asks for a new session.
 */
export function AdyenDropIn({
  session,
  order,
  onRetry,
  load = loadAdyenWeb,
}: {
  session: PaymentSession;
  order: Order;
  onRetry: () => void;
  load?: (environment: string) => Promise<AdyenCheckoutFactory>;
}) {
  const { t, culture } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'refused' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let mounted: { unmount(): void } | null = null;
    (async () => {
      try {
        const AdyenCheckout = await load(session.Environment);
        const checkout = await AdyenCheckout({
          environment: session.Environment,
          clientKey: session.ClientKey,
          locale: ADYEN_LOCALES[culture],
          session: { id: session.SessionId, sessionData: session.SessionData },
          paymentMethodsConfiguration: {
            card: { hasHolderName: true, holderNameRequired: true, billingAddressRequired: true },
          },
          onPaymentCompleted: (result) => {
            if (cancelled) return;
            if (COMPLETED.has(result.resultCode)) navigate(shopUrls.orderConfirmation(culture, order.Id));
            else setState('refused');
          },
          onError: () => {
            if (!cancelled) setState('failed');
          },
        });
        if (cancelled || !container.current) return;
        mounted = checkout.create('dropin').mount(container.current);
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      mounted?.unmount();
    };
  }, [load, session, culture, navigate, order.Id]);

  return (
    <section className="card-form" aria-labelledby="drop-in-title">
      <h2 id="drop-in-title" className="checkout-section__title">
        {t('Checkout.CardTitle')}
      </h2>
      <div role="alert">
        {state === 'refused' || state === 'failed' ? (
          <div className="notice notice--error">
            <p>{t(state === 'refused' ? 'Payment.Refused' : 'Payment.FailedTryAgain')}</p>
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {t('Checkout.TryAgain')}
            </button>
          </div>
        ) : null}
      </div>
      {state === 'loading' ? <Spinner label={t('Checkout.DropInLoading')} /> : null}
      <div ref={container} className="adyen-drop-in" data-testid="adyen-drop-in" />
    </section>
  );
}
