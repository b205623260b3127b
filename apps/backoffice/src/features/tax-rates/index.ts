export { TaxRatesPage } from './tax-rates-page';
