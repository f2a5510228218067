export * from './dates';
export * from './messages';
export * from './schema';
export * from './slots';
export * from './staff';
export * from './status';
export * from './manage';
export * from './i18n';
