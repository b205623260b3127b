export { PickupPointsPage } from './pickup-points-page';
