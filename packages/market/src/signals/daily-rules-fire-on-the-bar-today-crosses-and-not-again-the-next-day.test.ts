import { describe, expect, it } from 'vitest';
import { SignalEngine } from './engine';
import { longTermRule } from './rules/long-term';
import { shortTermRule } from './rules/short-term';
import { trendRule } from './rules/trend';
import type { SignalSymbolBars } from './signal-types';
import {
  dailyFromCloses,
  m15FromCloses,
  repeat,
  scanWholeDay,
  steppedSession,
  steppedSymbol,
} from './test-support';

// 260 flat days at 10,000 paise (high 10,020, low 9,980: daily ATR 14 = 40); today bar 6 closes at 10,100.
// Provisional EMA 5 = 10,100/3 + 10,000·2/3 = 10,033.33, EMA 13 = 10,100/7 + 10,000·6/7 = 10,014.29:
// they were equal yesterday, so they cross on bar 6 (and not on bars 0–5, where today's close is 10,000).
const stepUp = steppedSymbol(10_000, 10_100, 6);
const stepDown = steppedSymbol(10_000, 9_900, 6);

function typesAndBars(engine: SignalEngine, bars: SignalSymbolBars) {
  return scanWholeDay(engine, [bars]).map((s) => [s.type, s.barIndex]);
}

describe('daily rules on the provisional day', () => {
  it('ShortTBuy fires on the bar of the EMA 5/13 cross with RSI > 50; target 2 ATR, stop 1 ATR, 5 days', () => {
    const signals = scanWholeDay(new SignalEngine([shortTermRule]), [stepUp]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['ShortTBuy', 6]]);
    expect(signals[0]).toMatchObject({ price: 10_100, target: 10_180, stop: 10_060, horizonDays: 5 });
    expect(signals[0]?.details.ema5).toBeCloseTo(10_033.3333, 3);
    expect(signals[0]?.details.ema13).toBeCloseTo(10_014.2857, 3);
  });

  it('ShortTSell fires on the cross down with RSI < 50', () => {
    expect(typesAndBars(new SignalEngine([shortTermRule]), stepDown)).toEqual([['ShortTSell', 6]]);
  });

  it('UpTrend fires when close > EMA 20 > EMA 50 with Supertrend up; target 3 ATR, stop 1.5 ATR, 20 days', () => {
    const signals = scanWholeDay(new SignalEngine([trendRule]), [stepUp]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['UpTrend', 6]]);
    expect(signals[0]).toMatchObject({ target: 10_220, stop: 10_040, horizonDays: 20 });
  });

  it('DnTrend does not fire while the previous close has Supertrend bullish', () => {
    // The flat history leaves Supertrend bullish, so a drop below the EMAs alone is not a down-trend.
    expect(typesAndBars(new SignalEngine([trendRule]), stepDown)).toEqual([]);
  });

  it('DnTrend fires when a bounce above EMA 20 in a Supertrend down-trend falls back below it', () => {
    // 200 days at 12,000, 59 days down 20 a day to 10,820, then a bounce to 11,090 (bars ±100).
    // Yesterday: EMA 20 = 11,017.15 < close 11,090 (no down-trend state), Supertrend bearish (upper
    // band 11,420). ATR 14 = 200 + (370 − 200)/14 = 212.142857 (the bounce's true range is 370).
    // Bar 8 closes at 10,800: EMA 20 = 10,800·2/21 + 11,017.15·19/21 = 10,996.47 < EMA 50.
    // Target 10,800 − 3·212.14 = 10,163.57 → 10,165; stop 10,800 + 1.5·212.14 = 11,118.21 → 11,120.
    const closes = [
      ...repeat(12_000, 200),
      ...Array.from({ length: 59 }, (_, i) => 12_000 - 20 * (i + 1)),
      11_090,
    ];
    const bounce: SignalSymbolBars = {
      symbol: 'DN',
      sector: 'IT',
      daily: dailyFromCloses(closes, 100_000, 100),
      m15: m15FromCloses(steppedSession(11_090, 10_800, 8), repeat(4_000, 25)),
    };
    const signals = scanWholeDay(new SignalEngine([trendRule]), [bounce]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['DnTrend', 8]]);
    expect(signals[0]).toMatchObject({ side: 'sell', price: 10_800, target: 10_165, stop: 11_120 });
    expect(signals[0]?.details.ema20).toBeCloseTo(10_996.47, 2);
    expect(signals[0]?.details.atr14).toBeCloseTo(212.142857, 5);
  });

  it('LongTBuy fires on the golden cross (SMA 50 10,002 > SMA 200 10,000.5); target 4 ATR, stop 2 ATR', () => {
    const signals = scanWholeDay(new SignalEngine([longTermRule]), [stepUp]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['LongTBuy', 6]]);
    expect(signals[0]).toMatchObject({ target: 10_260, stop: 10_020, horizonDays: 20 });
    expect(signals[0]?.details.goldenOrDeathCross).toBe(1);
    expect(signals[0]?.details.sma50).toBeCloseTo(10_002, 6);
  });

  it('none of them fires again the next day when the move has held', () => {
    const engine = new SignalEngine([shortTermRule, trendRule, longTermRule]);
    const held: SignalSymbolBars = {
      symbol: 'TEST',
      sector: 'IT',
      daily: dailyFromCloses([...repeat(10_000, 260), 10_100]),
      m15: m15FromCloses(repeat(10_100, 25), repeat(4_000, 25)),
      m15Previous: stepUp.m15,
    };
    expect(scanWholeDay(engine, [held])).toEqual([]);
  });
});
