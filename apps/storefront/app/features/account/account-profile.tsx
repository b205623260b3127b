import type { CurrentUser } from '@vitrine/api-client';
import { useTranslation } from '../i18n/translation-context';
import { AccountNav } from './account-nav';

/** `{culture}/account`: the signed-in customer's name and e-mail, and the account's pages. */
export function AccountProfile({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const name = [me.FirstName, me.LastName].filter(Boolean).join(' ');
  return (
    <div className="account-page">
      <h1>{t('Account.Title')}</h1>
      <AccountNav />
      <section aria-labelledby="account-profile-title">
        <h2 id="account-profile-title">{t('Account.Profile')}</h2>
        <dl className="account-profile">
          {name ? (
            <div>
              <dt>{t('Account.Name')}</dt>
              <dd>{name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('Account.Email')}</dt>
            <dd>{me.Email}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
