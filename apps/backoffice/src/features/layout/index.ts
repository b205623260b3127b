export { AppLayout, type AppLayoutProps, DRAWER_WIDTH, type NavItem } from './components/app-layout';
export { useNavigationDrawer } from './hooks/use-navigation-drawer';
