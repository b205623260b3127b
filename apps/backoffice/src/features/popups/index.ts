export type { PopupsMediaKit } from './popups-kit';
export { PopupsPage } from './popups-page';
