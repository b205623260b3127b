import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/** The account's pages, the one shown marked as current. */
export function AccountNav() {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const { pathname } = useLocation();
  const links = [
    { href: inApp(basePath, shopUrls.account(culture)), label: t('Account.Profile') },
    { href: inApp(basePath, shopUrls.orders(culture)), label: t('Orders.MyOrders') },
    { href: inApp(basePath, shopUrls.refunds(culture)), label: t('Refunds.MyRefunds') },
    { href: inApp(basePath, shopUrls.accountAddresses(culture)), label: t('Account.Addresses') },
    {
      href: inApp(basePath, shopUrls.accountStockNotifications(culture)),
      label: t('AccountProfile.StockNotifications'),
    },
    { href: inApp(basePath, shopUrls.birthLists(culture)), label: t('BirthList.MyLists') },
    { href: inApp(basePath, shopUrls.accountPrepaid(culture)), label: t('Prepaid.Menu') },
    { href: inApp(basePath, shopUrls.accountSecurity(culture)), label: t('Security.TwoFactorTitle') },
  ];
  return (
    <nav className="account-nav" aria-label={t('Account.Menu')}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
