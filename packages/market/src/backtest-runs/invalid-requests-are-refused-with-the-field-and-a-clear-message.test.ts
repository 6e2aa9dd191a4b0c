import { describe, expect, it } from 'vitest';
import { randomWalkPaise } from '../backtest/test-bars';
import type { BacktestRequest } from './backtest-request';
import { BacktestRequestError } from './backtest-request-error';
import { runBacktestRequest } from './run-backtest-request';
import { marketData, stock } from './test-market-data';

const N = 60;
const data = marketData(
  [
    stock('AAA', 'Banks', randomWalkPaise(N, 1)),
    stock('BBB', 'Banks', randomWalkPaise(N, 2)),
    stock('CCC', 'IT', randomWalkPaise(N, 3)),
  ],
  N,
);
const base: BacktestRequest = {
  strategy: { kind: 'tradingTool', id: 'sma-cross-20-50' },
  scope: { kind: 'symbol', symbol: 'AAA' },
  capitalRupees: 100_000,
};

function refusal(request: Partial<BacktestRequest>): BacktestRequestError {
  try {
    runBacktestRequest({ ...base, ...request }, data);
  } catch (error) {
    if (error instanceof BacktestRequestError) return error;
    throw error;
  }
  throw new Error('the request ran');
}

describe('invalid back-test requests', () => {
  it('points at the mistake in a custom rule with its position, line and column', () => {
    const e = refusal({
      strategy: { kind: 'custom', entry: 'close > sma(close, 20)', exit: 'close < smaa(close, 20)' },
    });
    expect(e.field).toBe('exit');
    expect(e.message).toMatch(/^Exit: .*smaa.*did you mean "sma"/);
    expect(e.at).toMatchObject({ position: 8, line: 1, column: 9 });
  });

  it('refuses a fundamental in a rule (known only as of today) at its position', () => {
    const e = refusal({ strategy: { kind: 'custom', entry: 'close > 10 and pe < 15', exit: 'close < 10' } });
    expect(e.field).toBe('entry');
    expect(e.message).toBe(
      'Entry: "pe" is a fundamental known only as of today: a back-test over history cannot use it (it would see the future)',
    );
    expect(e.at).toMatchObject({ position: 15, column: 16 });
  });

  it('refuses an empty rule, an unknown tool, stock, sector or auto-signal type', () => {
    expect(refusal({ strategy: { kind: 'custom', entry: ' ', exit: 'close > 1' } }).message).toBe(
      'Entry: write a condition, e.g. close > sma(close, 50)',
    );
    expect(refusal({ strategy: { kind: 'tradingTool', id: 'nope' } }).message).toBe('No trading tool "nope"');
    expect(refusal({ scope: { kind: 'symbol', symbol: 'ZZZ' } })).toMatchObject({
      field: 'symbol',
      message: 'No stock "ZZZ" in the universe',
    });
    expect(refusal({ scope: { kind: 'sector', sector: 'Shipping' } })).toMatchObject({
      field: 'sector',
      message: 'No sector "Shipping"',
    });
    expect(refusal({ strategy: { kind: 'autosignal', type: 'Moonshot' } }).message).toBe(
      'No auto-signal type "Moonshot"',
    );
  });

  it('refuses the 15-minute auto-signal types on a market without 15-minute history, and a short in the delivery product', () => {
    expect(refusal({ strategy: { kind: 'autosignal', type: 'IntradayBuy' } })).toMatchObject({
      field: 'strategy',
      message: 'Intraday Buy runs on 15-minute bars, which this market does not keep',
    });
    expect(refusal({ strategy: { kind: 'autosignal', type: 'DnTrend' }, product: 'delivery' })).toMatchObject(
      {
        field: 'product',
        message:
          'This strategy sells short, which NSE cash allows only intraday: choose the Intraday product',
      },
    );
  });

  it('refuses out-of-range money and rules, naming the field', () => {
    expect(refusal({ capitalRupees: 500 }).field).toBe('capital');
    expect(refusal({ positionPercent: 0 }).field).toBe('positionPercent');
    expect(refusal({ scope: { kind: 'universe' }, maxOpenPositions: 51 }).field).toBe('maxOpenPositions');
    expect(refusal({ stopLossPercent: 100 }).field).toBe('stopLossPercent');
    expect(refusal({ targetPercent: -1 }).field).toBe('targetPercent');
    expect(refusal({ slippageBps: 501 }).field).toBe('slippageBps');
  });

  it('refuses periods that are reversed, malformed, outside the history or one session long', () => {
    expect(refusal({ from: '2024-02-01', to: '2024-01-15' })).toMatchObject({
      field: 'to',
      message: 'To must be on or after From',
    });
    expect(refusal({ from: '01/02/2024' })).toMatchObject({
      field: 'from',
      message: 'From must be a date (YYYY-MM-DD)',
    });
    expect(refusal({ from: '2026-11-20' })).toMatchObject({
      field: 'from',
      message: 'From is after the last completed session (2024-02-29)',
    });
    expect(refusal({ to: '2023-12-31' })).toMatchObject({
      field: 'to',
      message: 'To is before the history starts (2024-01-01)',
    });
    expect(refusal({ from: '2024-01-05', to: '2024-01-05' }).message).toBe(
      'The period must hold at least two trading sessions',
    );
  });

  it('refuses an auto-signal replay beyond its work limit with the numbers', () => {
    const many = marketData(
      Array.from({ length: 9 }, (_, i) => stock(`S${i}`, 'Banks', randomWalkPaise(2500, i))),
      2500,
    );
    let caught: unknown;
    try {
      runBacktestRequest(
        {
          ...base,
          strategy: { kind: 'autosignal', type: 'UpTrend' },
          scope: { kind: 'sector', sector: 'banks' },
        },
        many,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BacktestRequestError);
    expect((caught as BacktestRequestError).message).toBe(
      'An auto-signal back-test replays the rule day by day: at most 20,000 stock-days, and this asks for 22,500 (9 stocks × 2,500 days). Choose a shorter period or a smaller scope.',
    );
  });
});
