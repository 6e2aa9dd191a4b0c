export * from './charge-rates';
export * from './charges-for-order';
