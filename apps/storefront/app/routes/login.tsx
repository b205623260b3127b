import { redirect } from 'react-router';
import { LoginForm } from '../features/account/login-form';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import type { PageHandle } from '../root';
import type { Route } from './+types/login';

export const handle: PageHandle = { alternates: alternatesFromData };

/**
 * The account forms post here when scripts do not run (with scripts they call the API): nothing is
 * read from the body, the visitor is sent back to this page to sign in with scripts on.
 */
export function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, 303);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    returnUrl: new URL(request.url).searchParams.get('returnUrl'),
    alternates: samePathAlternates(context.site.basePath, '/security/login'),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/culture-layout')?.data as
    | { strings: Record<string, string>; settings: { ShopName: string } }
    | undefined;
  const title = layout?.strings['Security.LoginTitle'] ?? 'Login';
  return [
    { title: `${title} | ${layout?.settings.ShopName ?? 'Vitrine'}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** Spec 000 §2: the login page, shown as a page when modals are disabled or reached directly. */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="login-page">
      <h1>{t('Security.LoginTitle')}</h1>
      <p>{t('Security.LoginRequired')}</p>
      <LoginForm returnUrl={loaderData.returnUrl} accountModals />
    </section>
  );
}
