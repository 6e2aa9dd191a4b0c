import { describe, expect, it } from 'vitest';
import { generateDailyHistory, isResultsBar, resultsPhaseOf } from '../../simulator/daily-history';
import { universe, weekdays } from '../../simulator/test-support';
import type { IsoDate } from '../../units';
import { reportedQuarter, simulatedCorporateEvents } from './simulated-corporate-events';

const SEED = 'events-results-days';
const dates = weekdays('2020-01-01', 504);
const instruments = universe(24, 4);

function history() {
  return generateDailyHistory({ seed: SEED, dates, instruments });
}

describe('results days are the simulator’s jump days, and exposing them changes no price', () => {
  it('generates the very same prices as before the phase was exposed', () => {
    let checksum = 0;
    for (const s of history().series.values()) {
      for (let t = 0; t < s.close.length; t++)
        checksum = (checksum * 31 + (s.close[t] ?? 0) + (s.open[t] ?? 0)) % 1_000_000_007;
    }
    expect(checksum).toBe(CHECKSUM);
  });

  it('puts the big overnight gaps on the predicted results bars', () => {
    const h = history();
    const onResults: number[] = [];
    const otherDays: number[] = [];
    const dayAfter: number[] = [];
    for (const spec of instruments) {
      const s = h.series.get(spec.symbol);
      if (!s) throw new Error(spec.symbol);
      const phase = resultsPhaseOf(SEED, spec.symbol);
      for (let t = 1; t < s.close.length; t++) {
        const before = (s.close[t - 1] ?? 0) * ((s.adjFactor[t - 1] ?? 1) / (s.adjFactor[t] ?? 1));
        const gap = Math.abs(Math.log((s.open[t] ?? 0) / before));
        (isResultsBar(t, phase) ? onResults : otherDays).push(gap);
        if (isResultsBar(t - 1, phase)) dayAfter.push(gap);
      }
    }
    const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    expect(onResults.length).toBeGreaterThan(24 * 7);
    // Results days carry ~10× the idiosyncratic variance, 70 % of it overnight.
    expect(mean(onResults)).toBeGreaterThan(2 * mean(otherDays));
    // One bar off, nothing special: the phase is the simulator's, not a neighbour.
    expect(mean(dayAfter)).toBeLessThan(1.3 * mean(otherDays));
  });
});

describe('the simulated event calendar of a stock', () => {
  const h = history();
  const spec = instruments[3];
  const s = spec && h.series.get(spec.symbol);
  if (!spec || !s) throw new Error('no series');
  const events = simulatedCorporateEvents({
    seed: 'events',
    historySeed: SEED,
    symbol: spec.symbol,
    dates,
    actions: s.actions,
  });
  const phase = resultsPhaseOf(SEED, spec.symbol);

  it('dates every results event on a jump bar, with its board meeting the session before', () => {
    const results = events.filter((e) => e.type === 'results');
    expect(results.length).toBe(dates.filter((_, t) => t > 0 && isResultsBar(t, phase)).length);
    for (const e of results) {
      const t = dates.indexOf(e.date);
      expect(isResultsBar(t, phase)).toBe(true);
      const meeting = events.find((m) => m.type === 'board-meeting' && m.date === dates[t - 1]);
      expect(meeting?.purpose).toContain(`Q${e.quarter} FY${e.fiscalYear}`);
      const notice = t - 1 - dates.indexOf(e.announcedOn);
      expect(notice).toBeGreaterThanOrEqual(7);
      expect(notice).toBeLessThanOrEqual(10);
    }
  });

  it('reports the last quarter ended ten days or more before, and holds one AGM a year in June–September', () => {
    expect(reportedQuarter('2026-11-05' as IsoDate)).toEqual({ year: 2027, quarter: 2 });
    expect(reportedQuarter('2026-04-05' as IsoDate)).toEqual({ year: 2026, quarter: 3 });
    expect(reportedQuarter('2026-04-15' as IsoDate)).toEqual({ year: 2026, quarter: 4 });
    const agms = events.filter((e) => e.type === 'agm');
    expect(agms.map((e) => e.date.slice(0, 4))).toEqual(['2020', '2021']);
    for (const e of agms) {
      expect(e.date.slice(5, 7) >= '06' && e.date.slice(5, 7) <= '09').toBe(true);
      expect(e.announcedOn < e.date).toBe(true);
      if (e.dividendExDate !== null) expect(e.dividendExDate > e.date).toBe(true);
    }
  });
});

const CHECKSUM = 933_785_708;
