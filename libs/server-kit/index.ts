export * from './kit';
export * from './common';
export * from './trust-proxy';
export * from './docs';
export * from './env-file';
export * from './json-log';
export * from './loop-watch';
