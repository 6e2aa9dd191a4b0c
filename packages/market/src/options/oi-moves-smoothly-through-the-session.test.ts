import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { isoDate } from '../units';
import { buildOptionChain, type OptionChain } from './option-chain';

// Wednesday 14 Jan 2026: an ordinary session (the nearest weekly expires on Tuesday 20 Jan).
// Closes: Fri 9 Jan 24,950 · Mon 12 Jan 25,100 · Tue 13 Jan 25,000: today's reference (Tuesday's
// close) is 0.4 % below Monday's, the move the writers of 14 Jan react to.
const day = isoDate('2026-01-14');
const base = {
  symbol: 'NIFTY',
  atmVol: 0.13,
  seed: 'oi-session',
  referenceLevel: 25_000,
  previousReferenceLevel: 25_100,
  earlierReferenceLevel: 24_950,
  strikeRange: 0.05,
  // The nearest weekly (3 sessions after today; 15 Jan is a holiday) and the monthly.
  expiries: [
    { date: isoDate('2026-01-20'), kind: 'weekly' },
    { date: isoDate('2026-01-27'), kind: 'monthly' },
  ],
} as const;

const at = (time: string, spot = 25_000): OptionChain =>
  buildOptionChain({ ...base, spot, asOf: istDateTimeToUtc(day, time) });

const minute = 60_000;
const closing = at('15:30');

describe('open interest through a session', () => {
  it('gives the same instant the same open interest and volume, whatever the tick', () => {
    const a = at('11:37');
    const b = at('11:37');
    const ticked = at('11:37', 25_080);
    for (let x = 0; x < a.expiries.length; x++) {
      const ea = a.expiries[x];
      const eb = b.expiries[x];
      if (!ea || !eb) throw new Error('missing expiry');
      expect(Array.from(eb.call.openInterest)).toEqual(Array.from(ea.call.openInterest));
      expect(Array.from(eb.put.openInterest)).toEqual(Array.from(ea.put.openInterest));
      expect(Array.from(eb.put.previousOpenInterest)).toEqual(Array.from(ea.put.previousOpenInterest));
      expect(Array.from(eb.call.volume)).toEqual(Array.from(ea.call.volume));
    }
    // 80 points higher at the same instant: a strike listed in both keeps its open interest.
    const e = a.expiries[0];
    const t = ticked.expiries[0];
    if (!e || !t) throw new Error('missing expiry');
    for (const k of [24_000, 25_000, 25_300]) {
      expect(t.call.openInterest[t.strikes.indexOf(k)]).toBe(e.call.openInterest[e.strikes.indexOf(k)]);
      expect(t.put.openInterest[t.strikes.indexOf(k)]).toBe(e.put.openInterest[e.strikes.indexOf(k)]);
    }
  });

  it('starts at the previous close, ends at the close the next session reports as its previous', () => {
    const open = at('09:15');
    const close = at('15:30');
    // Thursday 15 Jan 2026 is a holiday (municipal elections); the next session is Friday the 16th.
    const next = buildOptionChain({
      ...base,
      spot: 25_000,
      asOf: istDateTimeToUtc(isoDate('2026-01-16'), '10:00'),
      referenceLevel: 25_200,
      previousReferenceLevel: 25_000,
      earlierReferenceLevel: 25_100,
    });
    for (const e of open.expiries) {
      expect(Array.from(e.call.openInterest)).toEqual(Array.from(e.call.previousOpenInterest));
      expect(Array.from(e.put.openInterest)).toEqual(Array.from(e.put.previousOpenInterest));
    }
    for (const e of close.expiries) {
      const n = next.expiries.find((x) => x.expiry === e.expiry);
      if (!n) continue;
      for (const k of [23_800, 24_500, 25_000, 25_500, 26_200]) {
        expect(n.call.previousOpenInterest[n.strikes.indexOf(k)]).toBe(
          e.call.openInterest[e.strikes.indexOf(k)],
        );
        expect(n.put.previousOpenInterest[n.strikes.indexOf(k)]).toBe(
          e.put.openInterest[e.strikes.indexOf(k)],
        );
      }
    }
  });

  it('moves each strike by less than 0.5 % of its size from one minute to the next; volume only grows', () => {
    // s(t) never runs faster than 1.38× its average pace, so a minute moves a strike by at most
    // 1.38/375 = 0.37 % of its change over the day, i.e. of the larger of its two closes.
    const start = istDateTimeToUtc(day, '09:15').getTime();
    let previous = buildOptionChain({ ...base, spot: 25_000, asOf: new Date(start) });
    let checked = 0;
    let worst = 0;
    let largest = 0;
    let volumeFell = 0;
    for (let m = 1; m <= 375; m++) {
      const chain = buildOptionChain({ ...base, spot: 25_000, asOf: new Date(start + m * minute) });
      chain.expiries.forEach((e, x) => {
        const p = previous.expiries[x];
        const c = closing.expiries[x];
        if (!p || !c) throw new Error('missing expiry');
        for (const side of ['call', 'put'] as const) {
          for (let i = 0; i < e.strikes.length; i++) {
            const step = Math.abs((e[side].openInterest[i] ?? 0) - (p[side].openInterest[i] ?? 0));
            const size = Math.max(e[side].previousOpenInterest[i] ?? 0, c[side].openInterest[i] ?? 0);
            // −1: both minutes are rounded to whole contracts.
            worst = Math.max(worst, (step - 1) / size);
            if (size > 1000) largest = Math.max(largest, step / size);
            if ((e[side].volume[i] ?? 0) < (p[side].volume[i] ?? 0)) volumeFell++;
            checked++;
          }
        }
      });
      previous = chain;
    }
    expect(checked).toBe(375 * 2 * 2 * 51);
    expect(worst).toBeLessThan(0.005);
    // …and the open interest does move: the largest step is a visible share of the day's change.
    expect(largest).toBeGreaterThan(0.001);
    expect(volumeFell).toBe(0);
  });
});
