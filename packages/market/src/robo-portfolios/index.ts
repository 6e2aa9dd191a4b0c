export * from './follow-model';
export * from './robo-rules';
export type * from './robo-types';
export * from './run-robo-model';
export * from './follow-rebalance';
