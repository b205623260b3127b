export type { NewsMediaKit } from './news-kit';
export { NewsPage } from './news-page';
