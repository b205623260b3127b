import { shopUrls } from '@vitrine/api-client/urls';
import { useState } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../features/account/account-forms';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import type { PageHandle } from '../root';
import type { Route } from './+types/forgot-password';

export const handle: PageHandle = { alternates: alternatesFromData };

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/culture-layout')?.data as
    | { strings: Record<string, string>; settings: { ShopName: string } }
    | undefined;
  const title = layout?.strings['Security.ForgotPasswordTitle'] ?? 'Forgot password';
  return [
    { title: `${title} | ${layout?.settings.ShopName ?? 'Vitrine'}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export function loader({ context }: Route.LoaderArgs) {
  return { alternates: samePathAlternates(context.site.basePath, '/security/forgot-password') };
}

/** The forgotten password as a page: the address, then the word that a link is on its way. */
export default function ForgotPassword() {
  const { t, culture } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className="account-page forgot-password-page">
      <h1>{t('Security.ForgotPasswordTitle')}</h1>
      {sent ? (
        <p className="notice notice--success" role="status">
          {sent}
        </p>
      ) : (
        <ForgotPasswordForm onDone={setSent} />
      )}
      <p className="account-links">
        <Link to={shopUrls.login(culture)}>{t('Security.Login')}</Link>
      </p>
    </section>
  );
}
