export * from './remote-contract';
export * from './routes';
export * from './booking-links';
export * from './persisted-state';
export * from './offline';
export * from './deployment-map';
export * from './server-render';
export * from './releases-page';
