export * from './auth';
export * from './envelope';
export * from './health';
export * from './market/common';
export * from './route-match';
export * from './web-routes';
