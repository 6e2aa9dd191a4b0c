export * from './charge-rates';
export * from './charges-for-order';
export * from './fno-charges';
