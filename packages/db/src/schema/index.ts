// One file per gateway module: the tables the module owns (docs/architecture.md).
export * from './assets-library';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './currency';
export * from './customers';
export * from './newsletter';
export * from './orders';
export * from './payments';
export * from './pickup-points';
export * from './platform';
export * from './promotions';
export * from './security';
export * from './shipping';
export * from './stock-notifications';
