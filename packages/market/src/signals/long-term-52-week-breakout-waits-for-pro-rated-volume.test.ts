import { describe, expect, it } from 'vitest';
import { SignalEngine } from './engine';
import { longTermRule } from './rules/long-term';
import type { SignalSymbolBars } from './signal-types';
import {
  dailyFromCloses,
  m15FromCloses,
  repeat,
  scanWholeDay,
  steppedSession,
  withSpike,
} from './test-support';

// 150 days at 9,000 then 110 at 10,000: SMA 50 (10,000) is already above SMA 200, so no golden cross.
// The 52-week high is 10,020. Today closes at 10,100 from bar 4 on. Daily volume 100,000 → the breakout
// needs pro-rated volume ≥ 150,000: volume so far × 25 / (bar + 1).
function breakout(volumes: number[], before = 9_000, today = 10_100): SignalSymbolBars {
  return {
    symbol: 'BRK',
    sector: 'Metals',
    daily: dailyFromCloses([...repeat(before, 150), ...repeat(10_000, 110)]),
    m15: m15FromCloses(steppedSession(10_000, today, 4), volumes),
  };
}

describe('long-term 52-week breakout', () => {
  it('fires on the breakout bar when its pro-rated volume is 1.5× the 50-day average', () => {
    // Bars 0–3: 4,000 each; bar 4: 14,000 → 30,000 × 25 / 5 = 150,000.
    const signals = scanWholeDay(new SignalEngine([longTermRule]), [
      breakout(withSpike(4_000, 25, 4, 14_000)),
    ]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['LongTBuy', 4]]);
    expect(signals[0]?.details).toMatchObject({
      goldenOrDeathCross: 0,
      extreme52w: 10_020,
      projectedVolume: 150_000,
    });
  });

  it('waits for the first later bar on which the pro-rated volume qualifies', () => {
    // Bar 4 has 13,000 → 145,000 (short); bar 5 adds 9,000 → 38,000 × 25 / 6 = 158,333.
    const volumes = withSpike(4_000, 25, 4, 13_000);
    volumes[5] = 9_000;
    const signals = scanWholeDay(new SignalEngine([longTermRule]), [breakout(volumes)]);
    expect(signals.map((s) => [s.type, s.barIndex])).toEqual([['LongTBuy', 5]]);
  });

  it('does not fire on ordinary volume', () => {
    expect(scanWholeDay(new SignalEngine([longTermRule]), [breakout(repeat(4_000, 25))])).toEqual([]);
  });

  it('mirrors for LongTSell: a close below the 52-week low (9,980) on 1.5× pro-rated volume, no death cross', () => {
    // 150 days at 11,000 then 110 at 10,000: SMA 50 is already below SMA 200.
    const signals = scanWholeDay(new SignalEngine([longTermRule]), [
      breakout(withSpike(4_000, 25, 4, 14_000), 11_000, 9_900),
    ]);
    expect(signals.map((s) => [s.type, s.barIndex, s.details.extreme52w])).toEqual([['LongTSell', 4, 9_980]]);
    expect(signals[0]?.details.goldenOrDeathCross).toBe(0);
  });
});
