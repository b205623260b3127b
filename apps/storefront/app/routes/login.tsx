import { LoginForm } from '../features/account/login-form';
import { useTranslation } from '../features/i18n/translation-context';
import type { Route } from './+types/login';

export function loader({ request }: Route.LoaderArgs) {
  return { returnUrl: new URL(request.url).searchParams.get('returnUrl') };
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
      <LoginForm returnUrl={loaderData.returnUrl} />
    </section>
  );
}
