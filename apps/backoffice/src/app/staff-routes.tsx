import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { CurrentUser } from '@vitrine/api-client';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import {
  AssetsLibraryPage,
  ContentMediaPage,
  ImageWidget,
  ProductPhotosPage,
  toWidgetAsset,
} from '../features/assets';
import {
  displayName,
  hasAnyRole,
  RequireRoles,
  RequireStaff,
  useCurrentUser,
  useSignOut,
} from '../features/auth';
import { CataloguePage, TaxonomyPage } from '../features/catalogue';
import { ContentPagesPage } from '../features/content-pages';
import { CouponsPage } from '../features/coupons';
import { CurrenciesPage } from '../features/currencies';
import { DashboardPage } from '../features/dashboard';
import { FaqPage } from '../features/faq';
import { LanguageMenu, useT } from '../features/i18n';
import { AppLayout } from '../features/layout';
import { type NewsMediaKit, NewsPage } from '../features/news';
import { OrdersPage } from '../features/orders';
import { PickupPointsPage } from '../features/pickup-points';
import { ComingSoonPage } from '../features/placeholders';
import { type PopupsMediaKit, PopupsPage } from '../features/popups';
import { RefundsPage } from '../features/refunds';
import { PrepaidOrdersPage, SalesCustomersPage } from '../features/sales';
import { ShippingPage } from '../features/shipping';
import { TaxRatesPage } from '../features/tax-rates';
import { type Area, DASHBOARD, useNavItems } from './areas';

// The app composes the features here, so that none of them imports another (besides i18n's useT).

/** The staff layout route: the guard, then the frame around the pages. */
export function StaffRoute() {
  return <RequireStaff>{(user) => <StaffShell user={user} />}</RequireStaff>;
}

function StaffShell({ user }: { user: CurrentUser }) {
  const t = useT();
  const { signOut, isPending } = useSignOut();
  const navItems = useNavItems(user);
  return (
    <AppLayout
      title={t('Backoffice.Title')}
      userName={displayName(user)}
      navItems={navItems}
      actions={<LanguageMenu />}
      onSignOut={signOut}
      signingOut={isPending}
    >
      <Outlet />
    </AppLayout>
  );
}

export function DashboardRoute() {
  const user = useCurrentUser();
  // RequireStaff renders nothing without a user, so this only satisfies the types.
  if (!user) return null;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const links = useNavItems(user).filter((item) => item.to !== DASHBOARD.path);
  return <DashboardPage name={user.FirstName || displayName(user)} links={links} />;
}

/** The asset library's image widget for the news editor (its values are the widget's own assets). */
const NEWS_MEDIA: NewsMediaKit = {
  ImagePicker: ImageWidget as unknown as NewsMediaKit['ImagePicker'],
  fromAsset: toWidgetAsset,
};

function NewsArea({ title }: { title: string }) {
  return <NewsPage title={title} media={NEWS_MEDIA} />;
}

/** Content pages made of blocks: the same image widget as the news editor's. */
function PagesArea({ title }: { title: string }) {
  return <ContentPagesPage title={title} media={NEWS_MEDIA} />;
}

/** FAQ answers are bodies of blocks too: the same image widget picks their images. */
function FaqArea({ title }: { title: string }) {
  return <FaqPage title={title} media={NEWS_MEDIA} />;
}

/** The same image widget for the popups and banners editor. */
const POPUPS_MEDIA: PopupsMediaKit = {
  ImagePicker: ImageWidget as unknown as PopupsMediaKit['ImagePicker'],
  fromAsset: toWidgetAsset,
};

function PopupsArea({ title }: { title: string }) {
  return <PopupsPage title={title} media={POPUPS_MEDIA} />;
}

/** Categories, brands, tags and filters: catalogue staff and admins change them, the others read. */
function TaxonomyArea({ title }: { title: string }) {
  const user = useCurrentUser();
  const canEdit = user ? hasAnyRole(user, ['catalogue', 'admin']) : false;
  return <TaxonomyPage title={title} canEdit={canEdit} media={NEWS_MEDIA} />;
}

/** Products for everyone the area admits, changed by catalogue staff; photos for those who keep them. */
function CatalogueArea({ title }: { title: string }) {
  const user = useCurrentUser();
  const canEdit = user ? hasAnyRole(user, ['catalogue', 'admin']) : false;
  const keepsPhotos = user ? hasAnyRole(user, ['editor', 'admin']) : false;
  return (
    <CataloguePage
      title={title}
      canEdit={canEdit}
      photos={keepsPhotos ? <ProductPhotosPage title={title} /> : null}
    />
  );
}

/** The areas built so far, by path; the others show a "coming soon" notice. */
const AREA_PAGES: Readonly<Record<string, ComponentType<{ title: string }>>> = {
  assets: AssetsLibraryPage,
  content: ContentMediaPage,
  pages: PagesArea,
  news: NewsArea,
  faq: FaqArea,
  popups: PopupsArea,
  catalogue: CatalogueArea,
  'catalogue-structure': TaxonomyArea,
  coupons: CouponsPage,
  orders: OrdersPage,
  refunds: RefundsPage,
  customers: SalesCustomersPage,
  'prepaid-orders': PrepaidOrdersPage,
  currencies: CurrenciesPage,
  shipping: ShippingPage,
  'pickup-points': PickupPointsPage,
  'tax-rates': TaxRatesPage,
};

/** An area's page, for its roles only. */
export function AreaRoute({ area }: { area: Area }) {
  const t = useT();
  const title = t(area.titleKey);
  const Page = AREA_PAGES[area.path] ?? ComingSoonPage;
  return (
    <RequireRoles roles={area.roles} title={title}>
      <Page title={title} />
    </RequireRoles>
  );
}

/** Shown while the first route's data (who is signed in) loads. */
export function PageLoading() {
  const t = useT();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={t('Core.Loading')} />
    </Box>
  );
}
