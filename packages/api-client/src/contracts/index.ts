export * from './content';
export * from './localization';
export * from './problem';
export * from './security';
