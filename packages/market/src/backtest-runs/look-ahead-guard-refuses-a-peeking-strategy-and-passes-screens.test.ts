import { describe, expect, it } from 'vitest';
import { randomWalkPaise } from '../backtest/test-bars';
import type { BacktestRequest } from './backtest-request';
import { BacktestRequestError } from './backtest-request-error';
import { type RunStrategy, SCREEN_METHOD } from './resolve-strategy';
import { runBacktestRequest, runStrategySteps } from './run-backtest-request';
import { marketData, stock } from './test-market-data';

const N = 300;
const data = marketData([stock('WALK', 'Banks', randomWalkPaise(N, 7))], N);
const request: BacktestRequest = {
  strategy: { kind: 'custom', entry: 'close > 0', exit: 'close > 0' },
  scope: { kind: 'symbol', symbol: 'WALK' },
  capitalRupees: 100_000,
};

/** A custom strategy that buys when TOMORROW's close is higher: it reads bar t + 1. */
const peeking: RunStrategy = {
  info: {
    kind: 'custom',
    id: 'peek',
    name: 'Peeks at tomorrow',
    summary: 'close[t+1] > close[t]',
    method: SCREEN_METHOD,
  },
  side: 'long',
  product: 'delivery',
  stopLossPercent: 0,
  targetPercent: 0,
  replay: false,
  timeframe: 'daily',
  signals: ({ bars }) => {
    const n = bars.close.length;
    const entries = new Uint8Array(n);
    const exits = new Uint8Array(n);
    for (let t = 0; t + 1 < n; t++) {
      if ((bars.close[t + 1] ?? 0) > (bars.close[t] ?? 0)) entries[t] = 1;
      else exits[t] = 1;
    }
    return { entries, exits };
  },
};

function drive(steps: Generator<void, unknown, undefined>): unknown {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

describe('the look-ahead guard of the request layer', () => {
  it('refuses a strategy that peeks at the next bar, naming the first signal the future changed', () => {
    let caught: unknown;
    try {
      drive(runStrategySteps(peeking, request, data));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BacktestRequestError);
    const error = caught as BacktestRequestError;
    expect(error.field).toBe('strategy');
    expect(error.message).toMatch(
      /^Refused: the strategy looks ahead — its (entry|exit) signal on WALK 2024-\d\d-\d\d changes when later bars are removed$/,
    );
  });

  it('passes the screening language, which reads only bars up to today', () => {
    const run = runBacktestRequest(
      {
        ...request,
        strategy: {
          kind: 'custom',
          entry: 'crosses_above(sma(close, 5), sma(close, 20))',
          exit: 'crosses_below(sma(close, 5), sma(close, 20))',
        },
      },
      data,
    );
    expect(run.result.trades.length).toBeGreaterThan(0);
  });
});
