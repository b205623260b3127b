export { type DashboardLink, DashboardPage } from './dashboard-page';
