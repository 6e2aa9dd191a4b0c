import { describe, expect, it } from 'vitest';
import { adjustedCloses } from '../backtest/sma-cross-strategy';
import { randomWalkPaise } from '../backtest/test-bars';
import { ema } from '../indicators/moving-averages';
import { supertrend } from '../indicators/supertrend';
import { autosignalSignals, findAutosignalStrategy } from './autosignal-replay';
import { runBacktestRequest } from './run-backtest-request';
import { marketData, stock } from './test-market-data';

const N = 600;
const bars = randomWalkPaise(N, 11);

/** UpTrend / DnTrend recomputed from the indicator functions: the state holds at day d's close, not at d − 1's. */
function expectedTrendDays(up: boolean): number[] {
  const close = adjustedCloses(bars);
  const high = Float64Array.from(bars.high);
  const low = Float64Array.from(bars.low);
  const e20 = ema(close, 20);
  const e50 = ema(close, 50);
  const bullish = supertrend(high, low, close, 10, 3).lowerBand.map((v) => (Number.isFinite(v) ? 1 : 0));
  const state = (i: number, st: number) => {
    const c = close[i] ?? Number.NaN;
    const a = e20[i] ?? Number.NaN;
    const b = e50[i] ?? Number.NaN;
    return up ? c > a && a > b && bullish[st] === 1 : c < a && a < b && bullish[st] === 0;
  };
  const days: number[] = [];
  // The rule steps today's EMA 50 from yesterday's, which exists from bar 49: it first fires on day 50.
  for (let d = 50; d < N; d++) if (state(d, d - 1) && !state(d - 1, d - 2)) days.push(d);
  return days;
}

const ones = (column: Uint8Array) => [...column.keys()].filter((i) => column[i] === 1);

describe('the daily auto-signal replay', () => {
  const upTrend = findAutosignalStrategy('uptrend');
  if (!upTrend) throw new Error('UpTrend missing');

  it('enters where UpTrend turns true at the close and exits where DnTrend does (same rule code)', () => {
    const { entries, exits } = autosignalSignals(upTrend, bars, 0, N - 1);
    expect(ones(entries)).toEqual(expectedTrendDays(true));
    expect(ones(exits)).toEqual(expectedTrendDays(false));
    expect(ones(entries).length).toBeGreaterThan(3);
  });

  it('computes only the days asked for, and the same days as a whole-history replay', () => {
    const whole = autosignalSignals(upTrend, bars, 0, N - 1);
    const part = autosignalSignals(upTrend, bars, 300, 399);
    expect(ones(part.entries)).toEqual(ones(whole.entries).filter((d) => d >= 300 && d <= 399));
  });

  it('back-tests the type: each trade enters at the open after an UpTrend day and leaves after a DnTrend day', () => {
    const run = runBacktestRequest(
      {
        strategy: { kind: 'autosignal', type: 'UpTrend' },
        scope: { kind: 'symbol', symbol: 'WALK' },
        capitalRupees: 100_000,
      },
      marketData([stock('WALK', 'Banks', bars)], N),
    );
    const up = new Set(expectedTrendDays(true));
    const down = new Set(expectedTrendDays(false));
    expect(run.result.trades.length).toBeGreaterThan(2);
    for (const t of run.result.trades) {
      expect(up.has(t.entryIndex - 1)).toBe(true);
      if (t.reason === 'signal') expect(down.has(t.exitIndex - 1)).toBe(true);
    }
    expect(run.strategy.method).toMatch(/^The signal rule itself/);
    expect(run.strategy.summary).toMatch(
      /^Entry: buy when Up Trend fires \(.*\) · Exit: when Down Trend fires$/,
    );
    expect(run.stockDays).toBe(N);
  });

  it('sells DnTrend short the next morning and squares off at the close of that day', () => {
    const run = runBacktestRequest(
      {
        strategy: { kind: 'autosignal', type: 'DnTrend' },
        scope: { kind: 'symbol', symbol: 'WALK' },
        capitalRupees: 100_000,
      },
      marketData([stock('WALK', 'Banks', bars)], N),
    );
    const down = expectedTrendDays(false);
    expect(run.settings).toMatchObject({ side: 'short', product: 'intraday' });
    expect(run.result.trades.map((t) => t.entryIndex - 1)).toEqual(down.filter((d) => d < N - 1));
    for (const t of run.result.trades) {
      expect(t.side).toBe('short');
      expect(t.exitIndex).toBe(t.entryIndex);
    }
    expect(run.strategy.summary).toMatch(/· Exit: square off at that day's close \(intraday\)$/);
  });
});
