import { describe, expect, it } from 'vitest';
import { runBacktestRequest } from './run-backtest-request';
import { LEDGER_BARS, marketData, stock } from './test-market-data';

// Entry `high - close = 1 and close - low = 1` holds on bars 0 and 4 (and nowhere else); exit
// `close > 104.5` only on bar 2 (close 105). ₹1,00,000, 50 % of equity per trade, stop 5 %,
// target 10 %, delivery, discount plan, no slippage.
const data = marketData([stock('TEST', 'Banks', LEDGER_BARS)], 10);
const run = runBacktestRequest(
  {
    strategy: { kind: 'custom', entry: 'high - close = 1 and close - low = 1', exit: 'close > 104.5' },
    scope: { kind: 'symbol', symbol: 'test' },
    capitalRupees: 100_000,
    positionPercent: 50,
    stopLossPercent: 5,
    targetPercent: 10,
  },
  data,
);

describe('a custom screen run through the request layer', () => {
  it('fills at the next open, stops at the level and charges every fill as hand-computed', () => {
    // Trade 1 is the engine ledger test's: 490 @ ₹102 (₹50,000 budget) → ₹106 at the open after
    // the exit signal; charges ₹59.31 + ₹69.81.
    // Trade 2: equity at bar 4's close is ₹1,01,830.88, half is ₹50,915.44 → 509 @ ₹100 = ₹50,900.
    //   Buy charges: STT 50.90 → ₹51, exch 151.173 p → 1.51, SEBI 0.05, stamp 763.5 p → 7.64,
    //   GST 18 % × 1.56 = 0.28; total ₹60.48. Stop 95 (low 94): sell 509 @ 95 = ₹48,355: STT
    //   48.355 → ₹48, exch 143.61 p → 1.44, SEBI 0.05, DP 13.50, GST 18 % × 14.99 = 2.70; total
    //   ₹65.69. Gross −₹2,545; charges ₹126.17.
    expect(
      run.result.trades.map((t) => [
        t.symbol,
        t.quantity,
        t.entryDate,
        t.entryPricePaise,
        t.exitDate,
        t.exitPricePaise,
        t.chargesPaise,
        t.netPnlPaise,
        t.reason,
      ]),
    ).toEqual([
      ['TEST', 490, '2024-01-02', 10_200, '2024-01-04', 10_600, 12_912, 183_088, 'signal'],
      ['TEST', 509, '2024-01-06', 10_000, '2024-01-07', 9_500, 12_617, -267_117, 'stop'],
    ]);
    expect(run.result.equityPaise.at(-1)).toBe(10_000_000 + 183_088 - 267_117);
  });

  it('breaks the charges down by component, summing to the charges of the trades', () => {
    expect(run.charges).toEqual({
      brokerage: 0,
      stt: 5000 + 5200 + 5100 + 4800,
      exchange: 148 + 154 + 151 + 144,
      sebi: 5 + 5 + 5 + 5,
      stampDuty: 750 + 764,
      dp: 1350 * 2,
      gst: 28 + 272 + 28 + 270,
      total: 12_912 + 12_617,
    });
    expect(run.result.metrics.totalChargesPaise).toBe(run.charges.total);
  });

  it('compares with NIFTY 50 bought and held over the same dates, and states what it ran', () => {
    expect(run.benchmark.name).toBe('NIFTY 50');
    expect(run.benchmark.totalReturn).toBeCloseTo(1.01 ** 9 - 1, 12);
    expect(run.period).toEqual({ from: '2024-01-01', to: '2024-01-10', bars: 10 });
    expect(run.scope).toEqual({ kind: 'symbol', label: 'TEST', symbols: ['TEST'] });
    expect(run.settings).toMatchObject({
      side: 'long',
      product: 'delivery',
      capitalPaise: 10_000_000,
      stopLossPercent: 5,
      brokerPlan: 'discount',
    });
    expect(run.strategy.summary).toBe('Entry: high - close = 1 and close - low = 1 · Exit: close > 104.5');
  });

  it('trades only inside the period: a later start drops the first trade, an end in the future stops at the last session', () => {
    const later = runBacktestRequest(
      {
        strategy: { kind: 'custom', entry: 'high - close = 1 and close - low = 1', exit: 'close > 104.5' },
        scope: { kind: 'symbol', symbol: 'TEST' },
        from: '2024-01-03',
        to: '2030-01-01',
        capitalRupees: 100_000,
        positionPercent: 50,
        stopLossPercent: 5,
      },
      data,
    );
    expect(later.period).toEqual({ from: '2024-01-03', to: '2024-01-10', bars: 8 });
    // The entry signal of bar 4 fills on bar 5 with half of ₹1,00,000: 500 @ ₹100, stopped at ₹95.
    expect(later.result.trades.map((t) => [t.quantity, t.entryDate, t.reason])).toEqual([
      [500, '2024-01-06', 'stop'],
    ]);
  });
});
