export { ShippingPage } from './shipping-page';
