export { CurrenciesPage } from './currencies-page';
