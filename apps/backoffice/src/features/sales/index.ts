export { CustomerPicker } from './customer-picker';
export { PrepaidOrdersPage, SalesCustomersPage } from './sales-pages';
