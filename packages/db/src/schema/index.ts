export * from './catalog';
export * from './content';
export * from './newsletter';
export * from './users';
