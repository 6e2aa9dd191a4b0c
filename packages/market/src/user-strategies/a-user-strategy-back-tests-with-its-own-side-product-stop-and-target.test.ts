import { describe, expect, it } from 'vitest';
import type { BacktestRequest, BacktestRunResult, IntradayHistory } from '../backtest-runs/backtest-request';
import { BacktestRequestError } from '../backtest-runs/backtest-request-error';
import { runBacktestRequest, runStrategySteps } from '../backtest-runs/run-backtest-request';
import { LEDGER_BARS, marketData, stock } from '../backtest-runs/test-market-data';
import type { StrategyDefinition } from '../strategies/strategy-types';
import { USER_STRATEGY_FAMILY, userStrategyRun } from './user-strategy-run';

const mine = (overrides: Partial<StrategyDefinition>): StrategyDefinition => ({
  id: 'user-1',
  name: 'Narrow day',
  family: USER_STRATEGY_FAMILY,
  description: '',
  timeframe: 'daily',
  side: 'long',
  product: 'delivery',
  entry: 'high - close = 1 and close - low = 1',
  exit: 'close > 104.5',
  stopLossPercent: 5,
  targetPercent: 10,
  parameters: {},
  ...overrides,
});

const data = marketData([stock('TEST', 'Banks', LEDGER_BARS)], 10);
const request: BacktestRequest = {
  strategy: { kind: 'custom', entry: '', exit: '' },
  scope: { kind: 'symbol', symbol: 'TEST' },
  capitalRupees: 100_000,
  positionPercent: 50,
};

function run(d: StrategyDefinition, over = data): BacktestRunResult {
  const steps = runStrategySteps(userStrategyRun(d), request, over);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

describe('a user strategy back-tested with the engine', () => {
  it('runs a daily long strategy exactly as the same custom screen with its stop and target', () => {
    const own = run(mine({}));
    const custom = runBacktestRequest(
      {
        ...request,
        strategy: { kind: 'custom', entry: mine({}).entry, exit: mine({}).exit },
        stopLossPercent: 5,
        targetPercent: 10,
      },
      data,
    );
    expect(own.result.trades).toEqual(custom.result.trades);
    expect(own.result.trades.map((t) => t.reason)).toEqual(['signal', 'stop']);
    expect(own.strategy).toMatchObject({ kind: 'custom', id: 'user-1', name: 'Narrow day' });
    expect(own.strategy.summary).toBe(
      'Entry: high - close = 1 and close - low = 1 · Exit: close > 104.5 · Stop 5 % · Target 10 %',
    );
  });

  it('sells short on its own side with the intraday product, squaring off the same day', () => {
    const short = run(
      mine({ side: 'short', product: 'intraday', entry: 'close < open', exit: 'close > 1000' }),
    );
    expect(short.settings).toMatchObject({ side: 'short', product: 'intraday' });
    expect(short.result.trades.length).toBeGreaterThan(0);
    for (const t of short.result.trades) {
      expect(t.side).toBe('short');
      expect(t.exitDate).toBe(t.entryDate);
    }
  });

  it('refuses a rule reading a fundamental, with the field and the position', () => {
    try {
      userStrategyRun(mine({ exit: 'close > open and pe < 20' }));
      throw new Error('accepted');
    } catch (error) {
      if (!(error instanceof BacktestRequestError)) throw error;
      expect(error.field).toBe('exit');
      expect(error.message).toMatch(/^Exit: "pe" is a fundamental known only as of today/);
      expect(error.at?.position).toBe(17);
    }
  });

  it('runs a 15-minute strategy on the 15-minute history, every trade inside its session', () => {
    const sessions = ['2024-03-04', '2024-03-05'];
    const labels: string[] = [];
    const dates: string[] = [];
    const close: number[] = [];
    for (const date of sessions)
      for (let b = 0; b < 25; b++) {
        const minute = 555 + b * 15;
        labels.push(
          `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        );
        dates.push(date);
        close.push(10_000 + (b % 5) * 50);
      }
    const bars = {
      open: Int32Array.from(close, (c) => c - 10),
      high: Int32Array.from(close, (c) => c + 30),
      low: Int32Array.from(close, (c) => c - 30),
      close: Int32Array.from(close),
      volume: new Float64Array(close.length).fill(500),
      adjFactor: new Float64Array(close.length).fill(1),
    };
    const intraday: IntradayHistory = {
      labels,
      dates,
      method: 'Two synthetic sessions.',
      bars: () => bars,
      benchmark: { dates: labels, close },
    };
    const m15 = run(
      mine({
        timeframe: 'm15',
        product: 'intraday',
        entry: 'm15(crosses_above(close, sma(close, 3)))',
        exit: 'm15(close < close[1])',
        stopLossPercent: 0,
        targetPercent: 0,
      }),
      { ...data, intraday },
    );
    expect(m15.period.bars).toBe(50);
    expect(m15.result.trades.length).toBeGreaterThan(0);
    for (const t of m15.result.trades) expect(t.exitDate.slice(0, 10)).toBe(t.entryDate.slice(0, 10));
  });
});
