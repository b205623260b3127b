import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FeedIcon from '@mui/icons-material/Feed';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlaceIcon from '@mui/icons-material/Place';
import QuizIcon from '@mui/icons-material/Quiz';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import WebIcon from '@mui/icons-material/Web';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { CurrentUser, Role } from '@vitrine/api-client';
import { type ComponentType, useMemo } from 'react';
import { hasAnyRole, STAFF_ROLES } from '../features/auth';
import { useT } from '../features/i18n';
import type { NavItem } from '../features/layout';

export interface Area {
  /** Router path below the basename. */
  path: string;
  titleKey: string;
  Icon: ComponentType<SvgIconProps>;
  /** Who works in it; the gateway enforces the same split on the area's API calls. */
  roles: readonly Role[];
}

const EDITORS: readonly Role[] = ['editor', 'admin'];
const SALES: readonly Role[] = ['sales', 'admin'];
/** Catalogue staff change products, editors keep the photos, sales read. */
const CATALOGUE: readonly Role[] = ['catalogue', 'editor', 'sales', 'admin'];

export const DASHBOARD: Area = {
  path: '/',
  titleKey: 'Backoffice.Dashboard',
  Icon: DashboardIcon,
  roles: STAFF_ROLES,
};

/** The back office's capabilities, in menu order. */
export const AREAS: readonly Area[] = [
  { path: 'assets', titleKey: 'Backoffice.Assets', Icon: PhotoLibraryIcon, roles: EDITORS },
  { path: 'content', titleKey: 'Backoffice.Content', Icon: ArticleIcon, roles: EDITORS },
  { path: 'pages', titleKey: 'Backoffice.Pages', Icon: WebIcon, roles: EDITORS },
  { path: 'news', titleKey: 'Backoffice.News', Icon: FeedIcon, roles: EDITORS },
  { path: 'faq', titleKey: 'Backoffice.Faq', Icon: QuizIcon, roles: EDITORS },
  { path: 'popups', titleKey: 'Backoffice.Announcements', Icon: CampaignIcon, roles: EDITORS },
  { path: 'catalogue', titleKey: 'Backoffice.Catalogue', Icon: CategoryIcon, roles: CATALOGUE },
  {
    path: 'catalogue-structure',
    titleKey: 'Backoffice.CatalogueStructure',
    Icon: AccountTreeIcon,
    roles: CATALOGUE,
  },
  { path: 'orders', titleKey: 'Backoffice.Orders', Icon: ShoppingBagIcon, roles: SALES },
  { path: 'refunds', titleKey: 'Backoffice.Refunds', Icon: AssignmentReturnIcon, roles: SALES },
  { path: 'customers', titleKey: 'Backoffice.Customers', Icon: PeopleIcon, roles: SALES },
  { path: 'prepaid-orders', titleKey: 'Backoffice.PrepaidOrders', Icon: ReceiptLongIcon, roles: SALES },
  { path: 'coupons', titleKey: 'Backoffice.Coupons', Icon: LocalOfferIcon, roles: SALES },
  { path: 'currencies', titleKey: 'Backoffice.Currencies', Icon: CurrencyExchangeIcon, roles: ['admin'] },
  { path: 'shipping', titleKey: 'Backoffice.Shipping', Icon: LocalShippingIcon, roles: ['admin'] },
  { path: 'pickup-points', titleKey: 'Backoffice.PickupPoints', Icon: PlaceIcon, roles: ['admin'] },
  { path: 'tax-rates', titleKey: 'Backoffice.TaxRates', Icon: PercentIcon, roles: ['admin'] },
  { path: 'settings', titleKey: 'Backoffice.Settings', Icon: SettingsIcon, roles: ['admin'] },
];

export function visibleAreas(user: Pick<CurrentUser, 'Roles'>): Area[] {
  return [DASHBOARD, ...AREAS].filter((area) => hasAnyRole(user, area.roles));
}

/** The navigation entries this user may use, translated. */
export function useNavItems(user: Pick<CurrentUser, 'Roles'>): NavItem[] {
  const t = useT();
  return useMemo(
    () =>
      visibleAreas(user).map(({ path, titleKey, Icon }) => ({
        to: path,
        label: t(titleKey),
        icon: <Icon />,
        end: path === DASHBOARD.path,
      })),
    [user, t],
  );
}
