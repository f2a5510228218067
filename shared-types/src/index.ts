export * from './remote-contract';
export * from './site';
export * from './departments';
export * from './page-meta';
export * from './routes';
export * from './structured-data';
export * from './booking';
