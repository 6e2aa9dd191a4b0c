import { describe, expect, it } from 'vitest';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { fixtureInput } from './test-support';
import type { OtherInstrumentSeries } from './types';

const input = fixtureInput('ohlc', 2600);
const history = generateOtherInstrumentsHistory(input);

/** Every way bar t can be wrong, as readable strings (empty when the bar is valid). */
function barProblems(s: OtherInstrumentSeries, t: number): string[] {
  const o = s.open[t] ?? 0;
  const h = s.high[t] ?? 0;
  const l = s.low[t] ?? 0;
  const c = s.close[t] ?? 0;
  const v = s.volume[t] ?? -1;
  const { tick, volumeUnit } = s.meta;
  const problems: string[] = [];
  if (!(l <= Math.min(o, c) && Math.max(o, c) <= h)) problems.push(`order ${o}/${h}/${l}/${c}`);
  if (!(l >= tick)) problems.push(`low ${l} below one tick`);
  if (o % tick || h % tick || l % tick || c % tick) problems.push(`off tick ${tick}: ${o}/${h}/${l}/${c}`);
  if (!Number.isInteger(v) || (volumeUnit === 'none' ? v !== 0 : v < 1)) problems.push(`volume ${v}`);
  const f = s.adjFactor[t] ?? 0;
  if (!(f > 0 && f <= 1)) problems.push(`adjFactor ${f}`);
  return problems;
}

describe('bars of every ETF, commodity and global index over 2,600 days', () => {
  it('keep low ≤ open, close ≤ high on the instrument tick, with whole volumes', () => {
    const bad: string[] = [];
    for (const s of history.series.values()) {
      expect(s.close.length, s.symbol).toBe(input.dates.length);
      for (let t = 0; t < input.dates.length; t++) {
        for (const problem of barProblems(s, t)) bad.push(`${s.symbol} ${input.dates[t]}: ${problem}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('uses each MCX tick (gold ₹1, natural gas ₹0.10, copper ₹0.05, cotton ₹10) and 0.05 points for indices', () => {
    const ticks = Object.fromEntries([...history.series.values()].map((s) => [s.symbol, s.meta.tick]));
    expect(ticks).toMatchObject({
      GOLD: 100,
      NATURALGAS: 10,
      COPPER: 5,
      COTTONCNDY: 1000,
      SPX: 5,
      NIFTYBEES: 5,
    });
    // Gold prints whole rupees only: the tick is real, not just the 5-paise grid.
    const gold = history.series.get('GOLD');
    expect(gold?.close.every((p) => p % 100 === 0)).toBe(true);
    expect(gold?.close.some((p) => p % 1000 !== 0)).toBe(true);
  });

  it('has real ranges: high above low on most days except for the liquid ETF', () => {
    for (const s of history.series.values()) {
      let flat = 0;
      for (let t = 0; t < input.dates.length; t++) if (s.high[t] === s.low[t]) flat++;
      if (s.symbol === 'LIQUIDBEES') expect(flat).toBeGreaterThan(100);
      else expect(flat / input.dates.length, s.symbol).toBeLessThan(0.05);
    }
  });
});
