import { describe, expect, it } from 'vitest';
import { backtest } from './run-backtest';
import { barLabels, barsFromRupees, signalAt } from './test-bars';

// Delivery, long, ₹1,00,000 start, ₹50,000 per trade, stop 5 %, target 10 %, no slippage.
const bars = barsFromRupees([
  [100, 101, 99, 100], // 0 entry signal
  [102, 104, 101, 103], // 1 buy 490 @ 102 (stop 96.90, target 112.20)
  [103, 106, 102, 105], // 2 exit signal
  [106, 107, 104, 104], // 3 sell 490 @ 106 at the open
  [104, 105, 103, 104], // 4 entry signal
  [100, 101, 98, 99], // 5 buy 500 @ 100 (stop 95, target 110)
  [97, 98, 94, 96], // 6 low 94 ≤ 95: stopped at 95
  [96, 99, 95, 98],
  [98, 100, 97, 99],
  [99, 101, 98, 100], // 9 entry signal on the last bar: never filled
]);
const dates = barLabels(10);
const result = backtest(
  { bars, dates },
  { entries: signalAt(10, 0, 4, 9), exits: signalAt(10, 2) },
  {
    initialCapitalPaise: 10_000_000,
    sizing: { kind: 'fixed', capitalPaise: 5_000_000 },
    stopLossPercent: 5,
    targetPercent: 10,
    symbol: 'TEST',
  },
);

describe('a 10-bar delivery back-test with two trades', () => {
  it('fills the signal exit at the next open and the stop at its level', () => {
    // Trade 1 buy charges on ₹49,980: STT ₹50, exch 148.44 → 1.48, SEBI 0.05, stamp 7.50 (749.7 p
    //   → 750 p), GST 18 % × 1.53 = 0.2754 → 0.28; total 59.31.
    // Trade 1 sell charges on ₹51,940: STT 51.94 → ₹52, exch 154.26 p → 1.54, SEBI 0.05, DP 13.50,
    //   GST 18 % × 15.09 = 2.7162 → 2.72; total 69.81. Gross 490 × 4 = 1,960; net 1,960 − 129.12.
    // Trade 2 buy on ₹50,000: STT 50, exch 148.5 p → 1.49, SEBI 0.05, stamp 7.50, GST 18 % × 1.54
    //   = 0.2772 → 0.28; total 59.32. Sell 500 @ 95 = ₹47,500: STT 47.50 → ₹48, exch 141.075 p →
    //   1.41, SEBI 0.05, DP 13.50, GST 18 % × 14.96 = 2.6928 → 2.69; total 65.65.
    //   Gross −2,500; net −2,500 − 124.97.
    expect(result.trades).toEqual([
      {
        symbol: 'TEST',
        side: 'long',
        quantity: 490,
        entryIndex: 1,
        entryDate: 'D01',
        entryPricePaise: 10_200,
        exitIndex: 3,
        exitDate: 'D03',
        exitPricePaise: 10_600,
        grossPnlPaise: 196_000,
        chargesPaise: 12_912,
        netPnlPaise: 183_088,
        reason: 'signal',
      },
      {
        symbol: 'TEST',
        side: 'long',
        quantity: 500,
        entryIndex: 5,
        entryDate: 'D05',
        entryPricePaise: 10_000,
        exitIndex: 6,
        exitDate: 'D06',
        exitPricePaise: 9500,
        grossPnlPaise: -250_000,
        chargesPaise: 12_497,
        netPnlPaise: -262_497,
        reason: 'stop',
      },
    ]);
  });

  it('marks equity = cash + shares × close at every close', () => {
    // cash after buy 1: 1,00,00,000 − 49,98,000 − 5,931 = 49,96,069 p
    // cash after sell 1: + 51,94,000 − 6,981 = 1,01,83,088 p
    // cash after buy 2: − 50,00,000 − 5,932 = 51,77,156 p; after the stop: + 47,50,000 − 6,565 = 99,20,591 p
    expect(Array.from(result.equityPaise)).toEqual([
      10_000_000,
      4_996_069 + 490 * 10_300,
      4_996_069 + 490 * 10_500,
      10_183_088,
      10_183_088,
      5_177_156 + 500 * 9900,
      9_920_591,
      9_920_591,
      9_920_591,
      9_920_591,
    ]);
  });

  it('derives the trade metrics from the ledger', () => {
    const m = result.metrics;
    expect(m.trades).toBe(2);
    expect(m.totalChargesPaise).toBe(25_409);
    expect(m.winRate).toBe(0.5);
    expect(m.averageWinPaise).toBe(183_088);
    expect(m.averageLossPaise).toBe(-262_497);
    expect(m.expectancyPaise).toBe((183_088 - 262_497) / 2);
    expect(m.profitFactor).toBeCloseTo(183_088 / 262_497, 12);
    // Position held during bars 1, 2, 3 (sold at its open), 5 and 6.
    expect(m.exposure).toBe(0.5);
    expect(m.totalReturn).toBeCloseTo(-0.0079409, 12);
  });
});
