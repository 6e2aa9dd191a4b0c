import { describe, expect, it } from 'vitest';
import { shareMultiplierOf } from './corporate-actions';
import { type DailySeries, generateDailyHistory } from './daily-history';
import { median, universe, weekdays } from './test-support';

// A spec's avgDailyVolume is in today's shares, as its sharesOutstanding is. A day's volume is in the
// shares of that day: a 1:10 split ten years ago must not make every recent day trade ten times the
// average (it once did, and a stock with several splits traded 5 % of its shares a day).
const dates = weekdays('2015-01-01', 2600);
const instruments = universe(60, 6);
const last = dates.length - 1;

/** Shares outstanding on bar t when the spec's count is the anchor bar's. */
function sharesOn(s: DailySeries, shares: number, t: number, anchor: number): number {
  let out = shares;
  for (const a of s.actions) {
    const i = dates.indexOf(a.exDate);
    if (i > anchor && i <= t) out *= shareMultiplierOf(a);
    else if (i <= anchor && i > t) out /= shareMultiplierOf(a);
  }
  return out;
}

describe('simulated volumes across splits and bonuses', () => {
  const history = generateDailyHistory({ seed: 'volume-scale', dates, instruments, anchor: 'last' });
  const withShareActions = instruments.filter((spec) =>
    (history.series.get(spec.symbol)?.actions ?? []).some((a) => shareMultiplierOf(a) !== 1),
  );

  it('has stocks with splits or bonuses to check', () => {
    expect(withShareActions.length).toBeGreaterThan(5);
  });

  it("keeps the last year's median volume near the average the spec states in today's shares", () => {
    for (const spec of withShareActions) {
      const s = history.series.get(spec.symbol);
      if (!s) throw new Error(`missing ${spec.symbol}`);
      const lastYear = Array.from(s.volume.subarray(last - 249, last + 1));
      const ratio = median(lastYear) / spec.avgDailyVolume;
      expect(ratio, spec.symbol).toBeGreaterThan(0.4);
      expect(ratio, spec.symbol).toBeLessThan(2);
    }
  });

  it('keeps the median turnover (volume / shares of the day) within a factor of two over ten years', () => {
    for (const spec of withShareActions) {
      const s = history.series.get(spec.symbol);
      if (!s) throw new Error(`missing ${spec.symbol}`);
      const shares = spec.sharesOutstanding ?? 400 * spec.avgDailyVolume;
      const turnover = (from: number) => {
        const xs: number[] = [];
        for (let t = from; t < from + 250; t++) xs.push((s.volume[t] ?? 0) / sharesOn(s, shares, t, last));
        return median(xs);
      };
      const ratio = turnover(0) / turnover(last - 249);
      expect(ratio, spec.symbol).toBeGreaterThan(0.5);
      expect(ratio, spec.symbol).toBeLessThan(2);
    }
  });
});
