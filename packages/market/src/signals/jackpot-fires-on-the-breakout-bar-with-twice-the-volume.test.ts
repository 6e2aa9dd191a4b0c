import { describe, expect, it } from 'vitest';
import { SignalEngine } from './engine';
import { jackpotRule } from './rules/jackpot';
import { scanWholeDay, steppedSymbol, withSpike } from './test-support';

// Opening-range high 10,010, previous-day high 10,020: the level is 10,020. Bar 6 closes at 10,100
// on 9,000 shares (≥ 2 × 4,000) with RSI 100 (no losses). ATR 14 = 27.142857: target
// 10,100 + 2·27.14 = 10,154.29 → 10,155, stop 10,072.86 → 10,075.
describe('jackpot rule', () => {
  it('fires JackpotBuy on the bar that closes above the opening range and previous-day high on 2× volume', () => {
    const signals = scanWholeDay(new SignalEngine([jackpotRule]), [
      steppedSymbol(10_000, 10_100, 6, withSpike(4_000, 25, 6, 9_000)),
    ]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['JackpotBuy', 6]]);
    expect(signals[0]).toMatchObject({ price: 10_100, target: 10_155, stop: 10_075 });
    expect(signals[0]?.details.level).toBe(10_020);
    expect(signals[0]?.details.rsi14).toBe(100);
  });

  it('does not fire on 1.5× volume', () => {
    const signals = scanWholeDay(new SignalEngine([jackpotRule]), [
      steppedSymbol(10_000, 10_100, 6, withSpike(4_000, 25, 6, 6_000)),
    ]);
    expect(signals).toEqual([]);
  });

  it('does not fire when the close stays below the previous-day high', () => {
    const signals = scanWholeDay(new SignalEngine([jackpotRule]), [
      steppedSymbol(10_000, 10_015, 6, withSpike(4_000, 25, 6, 9_000)),
    ]);
    expect(signals).toEqual([]);
  });

  it('fires JackpotSell below the opening-range and previous-day low with RSI < 40', () => {
    const signals = scanWholeDay(new SignalEngine([jackpotRule]), [
      steppedSymbol(10_000, 9_900, 9, withSpike(4_000, 25, 9, 9_000)),
    ]);
    expect(signals.map((s) => [s.type, s.barIndex, s.details.level])).toEqual([['JackpotSell', 9, 9_980]]);
  });
});
