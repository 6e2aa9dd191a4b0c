export * from './judge';
export * from './rules';
