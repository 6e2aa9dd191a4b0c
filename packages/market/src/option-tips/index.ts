export * from './judge';
export * from './record';
export * from './rules';
