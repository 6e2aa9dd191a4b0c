import { describe, expect, it } from 'vitest';
import type { Trade, TradingRules } from './backtest-types';
import { backtest } from './run-backtest';
import { barLabels, barsFromRupees, signalAt } from './test-bars';

type Row = readonly [number, number, number, number];

const rules: TradingRules = { initialCapitalPaise: 10_000_000, stopLossPercent: 5, targetPercent: 10 };

/** Labels of 15-minute bars of one session from 09:15 (so an intraday position is not squared off early). */
function oneSession(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const minutes = 9 * 60 + 15 + 15 * i;
    return `2024-01-01T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** Entry signal on bar 0, so a fill at bar 1's open of ₹100; returns the only trade. */
function onlyTrade(after: Row[], extra: Partial<TradingRules> = {}): Trade {
  const rows: Row[] = [[100, 100, 100, 100], [100, 100, 100, 100], ...after];
  const n = rows.length;
  const { trades } = backtest(
    { bars: barsFromRupees(rows), dates: oneSession(n) },
    { entries: signalAt(n, 0), exits: new Uint8Array(n) },
    { ...rules, ...extra, sizing: { kind: 'fixed', capitalPaise: 1_000_000 } },
  );
  expect(trades).toHaveLength(1);
  const [trade] = trades;
  if (!trade) throw new Error('no trade');
  return trade;
}

describe('long stop (95) and target (110) after a ₹100 entry', () => {
  it('fills a stop touched inside the bar at the stop', () => {
    expect(onlyTrade([[98, 99, 94, 96]])).toMatchObject({
      exitIndex: 2,
      exitPricePaise: 9500,
      reason: 'stop',
    });
  });

  it('fills a stop gapped through at the open, not at the stop', () => {
    expect(onlyTrade([[90, 92, 88, 91]])).toMatchObject({ exitPricePaise: 9000, reason: 'stop' });
  });

  it('fills a target touched inside the bar at the target', () => {
    expect(onlyTrade([[104, 111, 103, 108]])).toMatchObject({ exitPricePaise: 11_000, reason: 'target' });
  });

  it('fills a target gapped through at the better open', () => {
    expect(onlyTrade([[115, 116, 112, 113]])).toMatchObject({ exitPricePaise: 11_500, reason: 'target' });
  });

  it('takes the stop when one bar touches both', () => {
    expect(onlyTrade([[100, 112, 94, 105]])).toMatchObject({ exitPricePaise: 9500, reason: 'stop' });
  });

  it('also watches the fill bar itself', () => {
    const rows: Row[] = [
      [100, 100, 100, 100],
      [100, 101, 94, 97],
    ];
    const { trades } = backtest(
      { bars: barsFromRupees(rows), dates: barLabels(2) },
      { entries: signalAt(2, 0), exits: new Uint8Array(2) },
      { ...rules, sizing: { kind: 'fixed', capitalPaise: 1_000_000 } },
    );
    expect(trades[0]).toMatchObject({ entryIndex: 1, exitIndex: 1, exitPricePaise: 9500, reason: 'stop' });
  });

  it('closes what is still open at the last close', () => {
    expect(onlyTrade([[101, 103, 99, 102]])).toMatchObject({
      exitIndex: 2,
      exitPricePaise: 10_200,
      reason: 'end',
    });
  });
});

describe('slippage', () => {
  it('worsens market fills by the bps but leaves target (limit) fills alone', () => {
    // 50 bps: entry 100 × 1.005 = 100.50; stop at 95.475 (5 % below the fill), sold × 0.995 = 94.997… → 95.00
    expect(onlyTrade([[98, 99, 90, 96]], { slippageBps: 50 })).toMatchObject({
      entryPricePaise: 10_050,
      exitPricePaise: 9500,
      reason: 'stop',
    });
    // target 10 % above 100.50 = 110.55, filled there
    expect(onlyTrade([[104, 112, 103, 108]], { slippageBps: 50 })).toMatchObject({
      exitPricePaise: 11_055,
      reason: 'target',
    });
  });
});

describe('short (intraday)', () => {
  it('puts the stop above and the target below, with P&L sign reversed', () => {
    expect(onlyTrade([[101, 106, 100, 104]], { side: 'short', product: 'intraday' })).toMatchObject({
      side: 'short',
      exitPricePaise: 10_500,
      reason: 'stop',
      grossPnlPaise: -(10_500 - 10_000) * 100,
    });
    expect(onlyTrade([[97, 98, 89, 92]], { side: 'short', product: 'intraday' })).toMatchObject({
      exitPricePaise: 9000,
      reason: 'target',
    });
  });

  it('is refused for delivery', () => {
    expect(() => onlyTrade([[100, 100, 100, 100]], { side: 'short', product: 'delivery' })).toThrow(
      /intraday/,
    );
  });
});

describe('timing', () => {
  it('fills a signal at the next open, never at the signal bar', () => {
    const rows: Row[] = [
      [100, 100, 100, 100],
      [120, 121, 119, 120],
      [130, 131, 129, 130],
    ];
    const { trades } = backtest(
      { bars: barsFromRupees(rows), dates: barLabels(3) },
      { entries: signalAt(3, 0), exits: signalAt(3, 1) },
      { initialCapitalPaise: 1_000_000, sizing: { kind: 'percentOfEquity', percent: 50 } },
    );
    // 50 % of ₹10,000 at ₹120 → 41 shares; exit signal on bar 1 → sold at bar 2's open, 130
    expect(trades[0]).toMatchObject({
      quantity: 41,
      entryPricePaise: 12_000,
      exitIndex: 2,
      exitPricePaise: 13_000,
    });
  });

  it('trades adjusted prices: printed × adjFactor', () => {
    const bars = barsFromRupees([
      [100, 100, 100, 100],
      [200, 200, 200, 200],
      [200, 200, 200, 200],
    ]);
    bars.adjFactor.set([0.5, 0.5, 1]);
    const { trades } = backtest(
      { bars, dates: barLabels(3) },
      { entries: signalAt(3, 0), exits: new Uint8Array(3) },
      { initialCapitalPaise: 1_000_000, sizing: { kind: 'fixed', capitalPaise: 500_000 } },
    );
    // bar 1: printed 200 × 0.5 = 100 adjusted (bought 50 with ₹5,000); closed out at bar 2: 200 × 1
    expect(trades[0]).toMatchObject({ quantity: 50, entryPricePaise: 10_000, exitPricePaise: 20_000 });
  });
});

describe('intraday square-off', () => {
  it('closes an intraday position at the close of the last bar of its session', () => {
    const rows: Row[] = [
      [100, 100, 100, 100],
      [100, 103, 99, 102],
      [102, 104, 101, 103],
      [105, 106, 104, 105],
    ];
    const dates = ['2024-01-01T15:00', '2024-01-01T15:15', '2024-01-02T09:15', '2024-01-02T09:30'];
    const { trades } = backtest(
      { bars: barsFromRupees(rows), dates },
      { entries: signalAt(4, 0), exits: new Uint8Array(4) },
      {
        initialCapitalPaise: 1_000_000,
        product: 'intraday',
        sizing: { kind: 'fixed', capitalPaise: 500_000 },
      },
    );
    // filled at 15:15's open and squared off at its close, before the next session
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({
      entryIndex: 1,
      exitIndex: 1,
      exitPricePaise: 10_200,
      reason: 'squareOff',
    });
  });

  it('makes an intraday trade on daily bars an open-to-close trade', () => {
    const rows: Row[] = [
      [100, 100, 100, 100],
      [100, 103, 99, 102],
      [102, 104, 101, 103],
    ];
    const { trades } = backtest(
      { bars: barsFromRupees(rows), dates: ['2024-01-01', '2024-01-02', '2024-01-03'] },
      { entries: signalAt(3, 0), exits: new Uint8Array(3) },
      {
        initialCapitalPaise: 1_000_000,
        product: 'intraday',
        sizing: { kind: 'fixed', capitalPaise: 500_000 },
      },
    );
    expect(trades.map((t) => [t.entryIndex, t.exitIndex, t.reason])).toEqual([[1, 1, 'squareOff']]);
  });
});
