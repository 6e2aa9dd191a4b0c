import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { nseCalendar } from '../calendar/nse-calendar';
import { createRng } from '../simulator/prng';
import { isoDate } from '../units';
import { pcr } from './chain-statistics';
import { buildOptionChain, type OptionChainExpiry } from './option-chain';

/** Contracts added today (open interest − previous close's) over the strikes that `keep`. */
function added(side: OptionChainExpiry['call'], strikes: Float64Array, keep: (k: number) => boolean): number {
  let total = 0;
  strikes.forEach((k, i) => {
    if (keep(k)) total += (side.openInterest[i] ?? 0) - (side.previousOpenInterest[i] ?? 0);
  });
  return total;
}

describe('change in open interest', () => {
  // Wednesday 14 Jan 2026 at the close; the previous session's reference was 25,000 after a flat
  // day, today's reference is 1.5 % higher, unchanged, or 1.5 % lower.
  const day = (move: number) => {
    const level = 25_000 * (1 + move);
    const chain = buildOptionChain({
      symbol: 'NIFTY',
      spot: level,
      asOf: istDateTimeToUtc(isoDate('2026-01-14'), '15:30'),
      atmVol: 0.13,
      seed: 'move',
      referenceLevel: level,
      previousReferenceLevel: 25_000,
      earlierReferenceLevel: 25_000,
    });
    return { level, expiries: chain.expiries.slice(0, 2) };
  };

  it('after a 1.5 % rise: put writing below spot beats call additions; near calls are unwound', () => {
    const { level, expiries } = day(0.015);
    for (const e of expiries) {
      const putsBelow = added(e.put, e.strikes, (k) => k < level);
      const calls = added(e.call, e.strikes, () => true);
      expect(putsBelow).toBeGreaterThan(calls);
      expect(putsBelow).toBeGreaterThan(0);
      expect(added(e.call, e.strikes, (k) => Math.abs(k / level - 1) <= 0.01)).toBeLessThan(0);
    }
  });

  it('after a 1.5 % fall: call writing above spot beats put additions; near puts are unwound', () => {
    const { level, expiries } = day(-0.015);
    for (const e of expiries) {
      expect(added(e.call, e.strikes, (k) => k > level)).toBeGreaterThan(added(e.put, e.strikes, () => true));
      expect(added(e.put, e.strikes, (k) => Math.abs(k / level - 1) <= 0.01)).toBeLessThan(0);
    }
  });

  it('puts added minus calls added rises with the move (fall < flat < rise)', () => {
    const tilt = (move: number) => {
      const e = day(move).expiries[0];
      if (!e) throw new Error('no expiry');
      return added(e.put, e.strikes, () => true) - added(e.call, e.strikes, () => true);
    };
    expect(tilt(-0.015)).toBeLessThan(tilt(0));
    expect(tilt(0)).toBeLessThan(tilt(0.015));
  });
});

describe('PCR of the nearest NIFTY expiry', () => {
  it('stays in 0.6–1.6 over 60 sessions of a seeded random walk (daily σ 1 %), morning and afternoon', () => {
    const rng = createRng('pcr-walk');
    const levels = [25_000, 25_000, 25_000];
    const sessions = nseCalendar
      .tradingDaysBetween(isoDate('2026-01-01'), isoDate('2026-04-30'))
      .slice(0, 60);
    const seen: number[] = [];
    for (const date of sessions) {
      for (const time of ['10:00', '15:00']) {
        const chain = buildOptionChain({
          symbol: 'NIFTY',
          spot: (levels[0] ?? 0) * (time === '10:00' ? 1.002 : 0.997),
          asOf: istDateTimeToUtc(date, time),
          atmVol: 0.13,
          seed: 'pcr',
          referenceLevel: levels[0],
          previousReferenceLevel: levels[1],
          earlierReferenceLevel: levels[2],
        });
        const nearest = chain.expiries[0];
        if (!nearest) throw new Error('no expiry');
        seen.push(pcr(nearest).byOpenInterest);
      }
      levels.unshift((levels[0] ?? 0) * Math.exp(0.01 * rng.normal()));
      levels.pop();
    }
    expect(seen).toHaveLength(120);
    expect(Math.min(...seen)).toBeGreaterThan(0.6);
    expect(Math.max(...seen)).toBeLessThan(1.6);
    // It does move with the market: not a constant.
    expect(Math.max(...seen) - Math.min(...seen)).toBeGreaterThan(0.2);
  });
});
