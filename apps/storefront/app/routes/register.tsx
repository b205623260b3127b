import { shopUrls } from '@vitrine/api-client/urls';
import { useState } from 'react';
import { Link } from 'react-router';
import { RegisterForm } from '../features/account/account-forms';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import type { PageHandle } from '../root';
import type { Route } from './+types/register';

export const handle: PageHandle = { alternates: alternatesFromData };

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/culture-layout')?.data as
    | { strings: Record<string, string>; settings: { ShopName: string } }
    | undefined;
  const title = layout?.strings['Security.RegisterTitle'] ?? 'Register';
  return [
    { title: `${title} | ${layout?.settings.ShopName ?? 'Vitrine'}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export function loader({ context }: Route.LoaderArgs) {
  return { alternates: samePathAlternates(context.site.basePath, '/security/register') };
}

/** Self-registration as a page (spec 001 §2's register screen): the form, then where the link went. */
export default function Register() {
  const { t, culture } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className="account-page register-page">
      <h1>{t('Security.RegisterTitle')}</h1>
      {sent ? (
        <p className="notice notice--success" role="status">
          {sent}
        </p>
      ) : (
        <RegisterForm onDone={setSent} />
      )}
      <p className="account-links">
        {t('Security.HaveAccount')} <Link to={shopUrls.login(culture)}>{t('Security.Login')}</Link>
      </p>
    </section>
  );
}
