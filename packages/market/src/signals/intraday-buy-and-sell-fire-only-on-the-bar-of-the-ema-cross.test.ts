import { describe, expect, it } from 'vitest';
import { SignalEngine } from './engine';
import { intradayRule } from './rules/intraday';
import { jackpotRule } from './rules/jackpot';
import { repeat, scanWholeDay, steppedSymbol, withSpike } from './test-support';

// Flat at ₹100.00 (10,000 paise, bars ±10), bar 6 closes at 10,100 on 6,000 shares (average 4,000).
// EMA 9 and EMA 21 were equal, so they cross on bar 6; VWAP = (24,000·10,000 + 6,000·10,066.67)/30,000
// = 10,013.33 < 10,100. ATR 14 = 20 + (120 − 20)/14 = 27.142857 → target 10,100 + 1.5·27.14 = 10,140.71
// → 10,140 on the tick, stop 10,100 − 27.14 = 10,072.86 → 10,075.
describe('intraday rule', () => {
  it('fires IntradayBuy on the bar of the EMA 9/21 cross above VWAP with volume, and never again that day', () => {
    const engine = new SignalEngine([intradayRule, jackpotRule]);
    const signals = scanWholeDay(engine, [steppedSymbol(10_000, 10_100, 6, withSpike(4_000, 25, 6, 6_000))]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['IntradayBuy', 6]]);
    const [buy] = signals;
    expect(buy).toMatchObject({ side: 'buy', price: 10_100, target: 10_140, stop: 10_075, horizonDays: 0 });
    expect(buy?.details.vwap).toBeCloseTo(10_013.3333, 3);
    expect(buy?.details.atr14).toBeCloseTo(27.142857, 5);
  });

  it('fires IntradaySell on a cross below VWAP, with target and stop mirrored', () => {
    const engine = new SignalEngine([intradayRule]);
    const signals = scanWholeDay(engine, [steppedSymbol(10_000, 9_900, 6, withSpike(4_000, 25, 6, 6_000))]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['IntradaySell', 6]]);
    // 9,900 − 1.5·27.14 = 9,859.29 → 9,860; 9,900 + 27.14 = 9,927.14 → 9,925.
    expect(signals[0]).toMatchObject({ side: 'sell', price: 9_900, target: 9_860, stop: 9_925 });
  });

  it('does not fire when the cross bar has no more volume than the 20-bar average', () => {
    const engine = new SignalEngine([intradayRule]);
    expect(scanWholeDay(engine, [steppedSymbol(10_000, 10_100, 6, repeat(4_000, 25))])).toEqual([]);
  });

  it('does not fire after 14:45 (bar 21), the last intraday entry', () => {
    const engine = new SignalEngine([intradayRule]);
    const late = steppedSymbol(10_000, 10_100, 22, withSpike(4_000, 25, 22, 6_000));
    expect(scanWholeDay(engine, [late])).toEqual([]);
  });
});
