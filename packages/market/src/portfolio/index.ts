// The pure portfolio engine (issue 18): transactions, FIFO holdings, XIRR, time-weighted return,
// the NIFTY 50 TRI benchmark and Indian capital gains. `test-support.ts` is test-only.

export * from './capital-gains';
export * from './cash-flows';
export * from './dates';
export * from './holdings';
export * from './time-weighted-return';
export * from './transactions';
export * from './xirr';
