export { CataloguePage } from './catalogue-page';
