export * from './culture-url';
export * from './cultures';
export * from './formatters';
export { stringResources } from './resources';
export * from './translator';
