export * from './kit';
export * from './common';
export * from './trust-proxy';
export * from './docs';
