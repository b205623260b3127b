export { CataloguePage } from './catalogue-page';
export { TaxonomyPage } from './taxonomy/taxonomy-page';
