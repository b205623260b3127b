import { isApiError } from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import { useState } from 'react';
import { Link } from 'react-router';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import { useApi } from '../lib/api-context';
import type { PageHandle } from '../root';
import type { Route } from './+types/confirm-email';

export const handle: PageHandle = { alternates: alternatesFromData };

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/culture-layout')?.data as
    | { strings: Record<string, string>; settings: { ShopName: string } }
    | undefined;
  const title = layout?.strings['Security.ConfirmEmailTitle'] ?? 'Confirm e-mail';
  return [
    { title: `${title} | ${layout?.settings.ShopName ?? 'Vitrine'}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    alternates: samePathAlternates(context.site.basePath, '/security/confirm-email'),
  };
}

/**
 * The page a confirmation e-mail links to. The address is confirmed by a button, not by opening
 * the page: mail scanners that open every link in a message must not use the link for its owner.
 */
export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'refused'>('idle');
  const confirm = async () => {
    setState('busy');
    try {
      await api.security.confirmEmail({ Token: loaderData.token });
      setState('done');
    } catch (error) {
      // A used or expired link says so; any other failure is the error flow's.
      setState(isApiError(error) && (error.status === 400 || error.status === 429) ? 'refused' : 'idle');
    }
  };
  return (
    <section className="account-page confirm-email-page">
      <h1>{t('Security.ConfirmEmailTitle')}</h1>
      {state === 'done' ? (
        <p className="notice notice--success" role="status">
          {t('Security.EmailConfirmed')}
        </p>
      ) : state === 'refused' || !loaderData.token ? (
        <p className="notice notice--error" role="alert">
          {t('Security.TokenInvalid')}
        </p>
      ) : (
        <>
          <p>{t('Security.ConfirmEmailIntro')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'busy'}
            aria-busy={state === 'busy'}
            onClick={confirm}
          >
            {t('Security.ConfirmEmail')}
          </button>
        </>
      )}
      <p className="account-links">
        <Link to={shopUrls.login(culture)}>{t('Security.Login')}</Link>
      </p>
    </section>
  );
}
