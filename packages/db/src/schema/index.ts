export * from './content';
export * from './users';
