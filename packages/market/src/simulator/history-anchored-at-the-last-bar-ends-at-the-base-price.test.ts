import { describe, expect, it } from 'vitest';
import { type DailyHistory, type DailySeries, generateDailyHistory } from './daily-history';
import { countBarViolations, logReturns, universe, weekdays } from './test-support';

// anchor: 'last' pins basePricePaise to the last bar's close (today's price level) instead of the
// price before the first bar; the returns, actions and every bar invariant stay those of the model.
const dates = weekdays('2015-01-01', 2600);
const instruments = universe(60, 6);
const anchored = generateDailyHistory({ seed: 'anchor', dates, instruments, anchor: 'last' });
const last = dates.length - 1;

function seriesOf(history: DailyHistory, symbol: string): DailySeries {
  const s = history.series.get(symbol);
  if (!s) throw new Error(`missing ${symbol}`);
  return s;
}

function bytesOf(s: DailySeries): Buffer {
  return Buffer.concat(
    [s.open, s.high, s.low, s.close, s.volume, s.adjFactor, s.splitFactor, s.adjClose].map((a) =>
      Buffer.from(a.buffer),
    ),
  );
}

describe("anchor: 'last'", () => {
  it('ends every instrument exactly on its base price (on the tick), unadjusted and adjusted', () => {
    for (const spec of instruments) {
      const s = seriesOf(anchored, spec.symbol);
      expect(s.close[last]).toBe(Math.round(spec.basePricePaise / 5) * 5);
      expect(s.adjClose[last]).toBe(s.close[last]);
      expect(s.adjFactor[last]).toBe(1);
    }
  });

  it('keeps the OHLC order, the ₹0.05 tick, the floor and whole volumes on every bar', () => {
    const bad = countBarViolations(anchored.series.values(), last + 1);
    expect(bad).toBe(0);
  });

  it('still prints splits and bonuses, and the adjusted series has no jump at their ex-dates', () => {
    let splitsAndBonuses = 0;
    for (const s of anchored.series.values()) {
      for (const action of s.actions) {
        const t = dates.indexOf(action.exDate);
        expect(t).toBeGreaterThan(0);
        const printed = Math.log((s.close[t] ?? 1) / (s.close[t - 1] ?? 1));
        const adjusted = Math.log((s.adjClose[t] ?? 1) / (s.adjClose[t - 1] ?? 1));
        // A daily move is within the ±20 % band once adjusted, whatever the printed jump.
        expect(Math.abs(adjusted)).toBeLessThan(Math.log(1.21));
        if (action.kind !== 'dividend') {
          splitsAndBonuses++;
          expect(printed).toBeLessThan(Math.log(0.9));
          expect(s.splitFactor[t - 1]).toBeLessThan(s.splitFactor[t] ?? 0);
        }
      }
    }
    expect(splitsAndBonuses).toBeGreaterThan(0);
  });

  it('is the same return path as the default anchor, moved to another level', () => {
    const first = generateDailyHistory({ seed: 'anchor', dates, instruments });
    for (const spec of instruments.slice(0, 10)) {
      const a = logReturns(seriesOf(anchored, spec.symbol).adjClose);
      const b = logReturns(seriesOf(first, spec.symbol).adjClose);
      let sum = 0;
      let sumA = 0;
      let sumB = 0;
      for (let t = 0; t < a.length; t++) {
        sum += (a[t] ?? 0) * (b[t] ?? 0);
        sumA += (a[t] ?? 0) ** 2;
        sumB += (b[t] ?? 0) ** 2;
      }
      expect(sum / Math.sqrt(sumA * sumB)).toBeGreaterThan(0.95);
    }
  });

  it('gives byte-identical series for the same seed, and adding an instrument changes no other', () => {
    const few = instruments.slice(0, 12);
    const short = dates.slice(0, 800);
    const a = generateDailyHistory({ seed: 'anchor', dates: short, instruments: few, anchor: 'last' });
    const b = generateDailyHistory({ seed: 'anchor', dates: short, instruments: few, anchor: 'last' });
    const extra = { ...few[0], symbol: 'NEWCO', sector: 'NEW-SECTOR' } as (typeof few)[number];
    const c = generateDailyHistory({
      seed: 'anchor',
      dates: short,
      instruments: [extra, ...few],
      anchor: 'last',
    });
    for (const s of few) {
      const bytes = bytesOf(seriesOf(a, s.symbol));
      expect(bytes.equals(bytesOf(seriesOf(b, s.symbol)))).toBe(true);
      expect(bytes.equals(bytesOf(seriesOf(c, s.symbol)))).toBe(true);
      expect(seriesOf(a, s.symbol).actions).toEqual(seriesOf(c, s.symbol).actions);
    }
  });

  it('generates 500 instruments × 2,600 days well inside the 3 s budget (time printed)', () => {
    const started = performance.now();
    const history = generateDailyHistory({
      seed: 'timing',
      dates,
      instruments: universe(500, 20),
      anchor: 'last',
    });
    const ms = performance.now() - started;
    console.log(`[simulator] anchor 'last': 500 × 2600 daily bars in ${ms.toFixed(0)} ms`);
    expect(history.series.size).toBe(500);
  });

  it('can pin an inner bar instead (a fixed "today" inside a window that runs on)', () => {
    const few = instruments.slice(0, 8);
    const at = 1800;
    const inner = generateDailyHistory({ seed: 'anchor', dates, instruments: few, anchor: { index: at } });
    for (const spec of few) {
      expect(seriesOf(inner, spec.symbol).close[at]).toBe(Math.round(spec.basePricePaise / 5) * 5);
    }
    expect(() =>
      generateDailyHistory({ seed: 'anchor', dates, instruments: few, anchor: { index: dates.length } }),
    ).toThrow(RangeError);
  });
});
