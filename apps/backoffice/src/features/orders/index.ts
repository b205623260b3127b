export { OrdersPage } from './orders-page';
