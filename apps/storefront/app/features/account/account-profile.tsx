import type { CurrentUser } from '@vitrine/api-client';
import { useTranslation } from '../i18n/translation-context';
import { AccountNav } from './account-nav';
import { ChangeEmailForm, DeleteAccount, ProfileForm } from './profile-forms';

/**
 * `{culture}/account`: the signed-in customer's name and e-mail, the forms that change them, the
 * account's pages, and deleting the account.
 */
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
        <div className="account-profile__forms">
          {/* Keyed by the saved values: after a save the form starts from them. */}
          <ProfileForm key={`${me.FirstName}|${me.LastName}|${me.Culture}`} me={me} />
          <ChangeEmailForm />
        </div>
      </section>
      <DeleteAccount />
    </div>
  );
}
