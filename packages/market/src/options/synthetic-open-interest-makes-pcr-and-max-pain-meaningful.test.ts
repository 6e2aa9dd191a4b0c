import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { nseCalendar } from '../calendar/nse-calendar';
import { isoDate } from '../units';
import { maxPain, pcr } from './chain-statistics';
import { buildOptionChain } from './option-chain';

const sum = (values: Float64Array, keep: (i: number) => boolean): number =>
  values.reduce((total, v, i) => (keep(i) ? total + v : total), 0);

/** NIFTY chains on twenty trading days of early 2026 with different spots and seeds. */
const chains = nseCalendar.tradingDaysBetween(isoDate('2026-01-05'), isoDate('2026-02-02')).map((date, n) =>
  buildOptionChain({
    symbol: 'NIFTY',
    spot: 24_000 + 137 * n,
    asOf: istDateTimeToUtc(date, '15:00'),
    atmVol: 0.12 + 0.002 * n,
    seed: `oi-${n}`,
  }),
);

describe('synthetic open interest', () => {
  it('has puts several times heavier below the spot and calls above, on every day', () => {
    for (const chain of chains) {
      const e = chain.expiries[0];
      if (!e) throw new Error('no expiry');
      const below = (i: number) => (e.strikes[i] ?? 0) < chain.spot;
      const above = (i: number) => (e.strikes[i] ?? 0) > chain.spot;
      // Real nearest expiries: 5.5× and 6.9× (NIFTY 28-Mar-2022), 4.8× and 10.8× (BANKNIFTY 03-May-2023).
      expect(sum(e.put.openInterest, below)).toBeGreaterThan(3.5 * sum(e.call.openInterest, below));
      expect(sum(e.call.openInterest, above)).toBeGreaterThan(3.5 * sum(e.put.openInterest, above));
    }
  });

  it('gives the nearest expiry a PCR in the usual 0.6–1.5 band and a realistic size', () => {
    for (const chain of chains) {
      const e = chain.expiries[0];
      if (!e) throw new Error('no expiry');
      const ratio = pcr(e);
      expect(ratio.byOpenInterest).toBeGreaterThan(0.6);
      expect(ratio.byOpenInterest).toBeLessThan(1.5);
      expect(ratio.byVolume).toBeGreaterThan(0.4);
      expect(ratio.byVolume).toBeLessThan(2);
      // The real 28-Mar-2022 nearest expiry had 2.0 M call contracts; the simulation is of that order.
      expect(ratio.callOpenInterest).toBeGreaterThan(500_000);
      expect(ratio.callOpenInterest).toBeLessThan(3_000_000);
    }
  });

  it('puts max pain near the money (within 3 % of spot)', () => {
    for (const chain of chains) {
      for (const e of chain.expiries) {
        const pain = maxPain(e);
        expect(Math.abs(pain.strike / chain.spot - 1)).toBeLessThan(0.03);
      }
    }
  });

  it('gathers more open interest on round strikes (multiples of 500) than on their neighbours', () => {
    let round = 0;
    let neighbours = 0;
    for (const chain of chains) {
      const e = chain.expiries[0];
      if (!e) throw new Error('no expiry');
      e.strikes.forEach((k, i) => {
        if (k % 500 !== 0) return;
        const oi = (j: number) => (e.call.openInterest[j] ?? 0) + (e.put.openInterest[j] ?? 0);
        round += oi(i);
        neighbours += (oi(i - 1) + oi(i + 1)) / 2;
      });
    }
    expect(round).toBeGreaterThan(1.3 * neighbours);
  });

  it('carries most open interest in the nearest expiry and the monthlies', () => {
    const chain = chains[0];
    if (!chain) throw new Error('no chain');
    const totals = chain.expiries.map((e) => pcr(e).callOpenInterest);
    const [nearest = 0, ...rest] = totals;
    expect(chain.expiries[0]?.expiry).toBe('2026-01-06');
    for (const t of rest) expect(t).toBeLessThan(nearest);
  });
});
