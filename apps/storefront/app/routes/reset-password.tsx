import { shopUrls } from '@vitrine/api-client/urls';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResetPasswordForm } from '../features/account/account-forms';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import type { PageHandle } from '../root';
import type { Route } from './+types/reset-password';

export const handle: PageHandle = { alternates: alternatesFromData };

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/culture-layout')?.data as
    | { strings: Record<string, string>; settings: { ShopName: string } }
    | undefined;
  const title = layout?.strings['Security.ResetPasswordTitle'] ?? 'Reset password';
  return [
    { title: `${title} | ${layout?.settings.ShopName ?? 'Vitrine'}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    // The token stays out of the other cultures' addresses: it is a secret, not a page.
    alternates: samePathAlternates(context.site.basePath, '/security/reset-password'),
  };
}

/** The page a reset e-mail links to: a new password, twice; then the way to sign in with it. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t, culture } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="account-page reset-password-page">
      <h1>{t('Security.ResetPasswordTitle')}</h1>
      {done ? (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      ) : (
        <ResetPasswordForm token={loaderData.token} onDone={setDone} />
      )}
      <p className="account-links">
        <Link to={shopUrls.login(culture)}>{t('Security.Login')}</Link>
        {done ? null : <Link to={shopUrls.forgotPassword(culture)}>{t('Security.ForgotPassword')}</Link>}
      </p>
    </section>
  );
}
