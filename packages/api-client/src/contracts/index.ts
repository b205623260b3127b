export * from './assets-library';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './localization';
export * from './newsletter';
export * from './problem';
export * from './security';
