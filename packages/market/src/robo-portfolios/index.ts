export * from './follow-model';
export * from './follow-rebalance';
export * from './robo-rules';
export type * from './robo-types';
export * from './run-robo-model';
