export { ComingSoonPage } from './coming-soon-page';
export { NotFoundPage } from './not-found-page';
