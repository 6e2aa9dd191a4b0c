import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { isoDate } from '../units';
import { bsmPrice } from './black-scholes';
import { buildOptionChain, type OptionChainExpiry } from './option-chain';
import { yearsToExpiry } from './option-expiries';
import { FLAT_SMILE } from './volatility-surface';

const asOf = istDateTimeToUtc(isoDate('2026-01-12'), '11:00');
const nifty = buildOptionChain({ symbol: 'NIFTY', spot: 25_000, asOf, atmVol: 0.13, seed: 'chain-test' });

function rows(e: OptionChainExpiry): number[] {
  return Array.from(e.strikes, (_, i) => i);
}

describe('a simulated NIFTY chain', () => {
  it('is labelled simulated and lists five expiries of strikes 50 apart within ±10 % of spot', () => {
    expect(nifty.simulated).toBe(true);
    expect(nifty.strikeStep).toBe(50);
    expect(nifty.lotSize).toBe(65);
    expect(nifty.riskFreeRate).toBe(0.065);
    expect(nifty.expiries.map((e) => e.expiry)).toEqual([
      '2026-01-13',
      '2026-01-20',
      '2026-01-27',
      '2026-02-03',
      '2026-02-24',
    ]);
    const first = nifty.expiries[0];
    if (!first) throw new Error('no expiry');
    expect(first.strikes[0]).toBe(22_500);
    expect(first.strikes[first.strikes.length - 1]).toBe(27_500);
    expect(first.strikes.length).toBe(101);
    // 11:00 to 15:30 IST the next day: 1 day 4.5 hours.
    expect(first.years).toBeCloseTo((24 * 60 + 270) / 525_600, 12);
  });

  it('puts every price, bid and ask on the ₹0.05 tick with bid ≤ price ≤ ask', () => {
    for (const e of nifty.expiries) {
      for (const side of [e.call, e.put]) {
        for (const i of rows(e)) {
          const price = side.price[i] ?? -1;
          const bid = side.bid[i] ?? -1;
          const ask = side.ask[i] ?? -1;
          expect(price % 5).toBe(0);
          expect(bid % 5).toBe(0);
          expect(ask % 5).toBe(0);
          expect(bid).toBeLessThanOrEqual(price);
          expect(ask).toBeGreaterThanOrEqual(Math.max(price, 5));
        }
      }
    }
  });

  it('keeps put–call parity within the two half-ticks of rounding (a tick more where a side sits at the one-tick floor)', () => {
    for (const e of nifty.expiries) {
      for (const i of rows(e)) {
        const k = e.strikes[i] ?? 0;
        const parity = 25_000 * Math.exp(-nifty.dividendYield * e.years) - k * Math.exp(-0.065 * e.years);
        const [call, put] = [e.call.price[i] ?? 0, e.put.price[i] ?? 0];
        const gap = (call - put) / 100 - parity;
        const floored = call === 5 || put === 5;
        expect(Math.abs(gap)).toBeLessThanOrEqual((floored ? 0.075 : 0.05) + 1e-9);
      }
    }
  });

  it('back-solves IV from the rounded price: close to the surface out of the money, never from a zero price', () => {
    let checked = 0;
    for (const e of nifty.expiries) {
      for (const [side, otm] of [
        [e.call, (k: number) => k > e.forward],
        [e.put, (k: number) => k < e.forward],
      ] as const) {
        for (const i of rows(e)) {
          const price = side.price[i] ?? 0;
          const iv = side.iv[i] ?? 0;
          expect(price).toBeGreaterThanOrEqual(5);
          // In the money the tick rounding swamps the little time value, as on real chains.
          if (price >= 500 && otm(e.strikes[i] ?? 0)) {
            expect(Math.abs(iv - (e.modelVol[i] ?? 0))).toBeLessThan(0.002);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('has greeks of the right signs, and call delta − put delta = e^{−qT}', () => {
    for (const e of nifty.expiries) {
      for (const i of rows(e)) {
        const callDelta = e.call.delta[i] ?? 0;
        const putDelta = e.put.delta[i] ?? 0;
        expect(callDelta).toBeGreaterThanOrEqual(0);
        expect(callDelta).toBeLessThanOrEqual(1);
        expect(putDelta).toBeLessThanOrEqual(0);
        expect(callDelta - putDelta).toBeCloseTo(Math.exp(-nifty.dividendYield * e.years), 12);
        expect(e.call.gamma[i]).toBeCloseTo(e.put.gamma[i] ?? 0, 12);
        expect(e.call.vegaPerVolPoint[i] ?? -1).toBeGreaterThanOrEqual(0);
        expect(e.call.thetaPerDay[i] ?? 1).toBeLessThanOrEqual(0);
        expect(e.call.rhoPerRatePoint[i] ?? -1).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('prices an index put skew and an upward term structure when ATM vol is below its long-run level', () => {
    const monthly = nifty.expiries.find((e) => e.expiry === '2026-01-27');
    if (!monthly) throw new Error('no monthly');
    const volAt = (k: number) => monthly.modelVol[monthly.strikes.indexOf(k)] ?? 0;
    expect(volAt(23_000)).toBeGreaterThan(volAt(24_000));
    expect(volAt(24_000)).toBeGreaterThan(volAt(25_000));
    expect(volAt(25_000)).toBeGreaterThan(volAt(26_000));
    const atm = nifty.expiries.map((e) => e.atmVol);
    for (let i = 1; i < atm.length; i++) expect(atm[i] ?? 0).toBeGreaterThan(atm[i - 1] ?? 1);
  });

  it('is deterministic: same inputs give identical columns; a new seed changes OI, not prices', () => {
    const again = buildOptionChain({ symbol: 'NIFTY', spot: 25_000, asOf, atmVol: 0.13, seed: 'chain-test' });
    const other = buildOptionChain({ symbol: 'NIFTY', spot: 25_000, asOf, atmVol: 0.13, seed: 'other-seed' });
    const e = nifty.expiries[2];
    const a = again.expiries[2];
    const o = other.expiries[2];
    if (!e || !a || !o) throw new Error('missing expiry');
    expect(Array.from(a.call.openInterest)).toEqual(Array.from(e.call.openInterest));
    expect(Array.from(a.put.volume)).toEqual(Array.from(e.put.volume));
    expect(Array.from(o.call.price)).toEqual(Array.from(e.call.price));
    expect(Array.from(o.call.openInterest)).not.toEqual(Array.from(e.call.openInterest));
  });

  it('keeps open interest per strike when the spot ticks (it follows the reference level); volume accumulates', () => {
    // The same instant with the spot 260 points higher: open interest is centred on the reference
    // level (the previous close), not on the tick, so every strike keeps its open interest.
    const moved = buildOptionChain({
      symbol: 'NIFTY',
      spot: 25_260,
      asOf,
      atmVol: 0.13,
      seed: 'chain-test',
      referenceLevel: 25_000,
    });
    const later = buildOptionChain({
      symbol: 'NIFTY',
      spot: 25_260,
      asOf: istDateTimeToUtc(isoDate('2026-01-12'), '14:00'),
      atmVol: 0.13,
      seed: 'chain-test',
      referenceLevel: 25_000,
    });
    const before = nifty.expiries[0];
    const same = moved.expiries[0];
    const after = later.expiries[0];
    if (!before || !same || !after) throw new Error('missing expiry');
    const k = 25_500;
    const i = before.strikes.indexOf(k);
    const j = same.strikes.indexOf(k);
    expect(same.call.openInterest[j]).toBe(before.call.openInterest[i]);
    expect(same.put.openInterest[j]).toBe(before.put.openInterest[i]);
    expect(same.call.previousOpenInterest[j]).toBe(before.call.previousOpenInterest[i]);
    const total = (v: Float64Array) => v.reduce((s, x) => s + x, 0);
    expect(total(after.call.volume)).toBeGreaterThan(total(before.call.volume));
  });

  it("prices the previous session's close at the previous level and vol, or repeats the price without them", () => {
    for (const e of nifty.expiries) {
      expect(Array.from(e.call.previousClose)).toEqual(Array.from(e.call.price));
      expect(Array.from(e.put.previousClose)).toEqual(Array.from(e.put.price));
    }
    // A flat surface at 13 % (smile flat, ATM = long-run): every strike is priced at σ = 0.13, so
    // the previous close is BSM at Friday's close, 9 Jan 2026 15:30, with spot 24,800.
    const flat = buildOptionChain({
      symbol: 'NIFTY',
      spot: 25_000,
      asOf,
      atmVol: 0.13,
      longRunVol: 0.13,
      smile: FLAT_SMILE,
      seed: 'chain-test',
      previousSpot: 24_800,
    });
    const previousAsOf = istDateTimeToUtc(isoDate('2026-01-09'), '15:30');
    for (const e of flat.expiries) {
      const years = yearsToExpiry(previousAsOf, e.expiry);
      for (const k of [24_500, 25_000, 25_500]) {
        const i = e.strikes.indexOf(k);
        const at = (kind: 'call' | 'put') =>
          bsmPrice({
            kind,
            spot: 24_800,
            strike: k,
            years,
            rate: 0.065,
            dividendYield: 0.012,
            volatility: 0.13,
          }) * 100;
        // On the tick: within half a tick (2.5 paise) plus parity rounding.
        expect(Math.abs((e.call.previousClose[i] ?? 0) - at('call'))).toBeLessThanOrEqual(2.5 + 1e-6);
        expect(Math.abs((e.put.previousClose[i] ?? 0) - at('put'))).toBeLessThanOrEqual(2.5 + 1e-6);
        expect((e.call.previousClose[i] ?? 0) % 5).toBe(0);
      }
      // Spot was 200 points lower: calls were cheaper, puts dearer.
      const atm = e.strikes.indexOf(25_000);
      expect(e.call.previousClose[atm] ?? 0).toBeLessThan(e.call.price[atm] ?? 0);
      expect(e.put.previousClose[atm] ?? 0).toBeGreaterThan(e.put.price[atm] ?? 0);
    }
  });
});

describe('other underlyings', () => {
  it('BANKNIFTY: 100-point strikes and monthly expiries only', () => {
    const chain = buildOptionChain({ symbol: 'BANKNIFTY', spot: 58_000, asOf, atmVol: 0.15, seed: 's' });
    expect(chain.strikeStep).toBe(100);
    expect(chain.lotSize).toBe(30);
    expect(chain.expiries.map((e) => `${e.expiry}:${e.kind}`)).toEqual([
      '2026-01-27:monthly',
      '2026-02-24:monthly',
      '2026-03-30:monthly',
    ]);
    expect(chain.expiries[0]?.strikes[0]).toBe(52_200);
  });

  it('a stock gets a step of about 1 % of its price and its F&O lot', () => {
    const chain = buildOptionChain({ symbol: 'RELIANCE', spot: 1_400, asOf, atmVol: 0.22, seed: 's' });
    expect(chain.strikeStep).toBe(10);
    expect(chain.lotSize).toBe(500);
    expect(chain.expiries).toHaveLength(3);
  });
});

describe('yesterday’s close of a worthless strike', () => {
  it('is one tick, like today’s price, so it shows no change', () => {
    const chain = buildOptionChain({
      symbol: 'NIFTY',
      spot: 25_000,
      asOf,
      atmVol: 0.13,
      seed: 'chain-test',
      previousSpot: 24_950,
      previousAtmVol: 0.13,
      previousAsOf: istDateTimeToUtc(isoDate('2026-01-09'), '15:30'),
    });
    const first = chain.expiries[0];
    if (!first) throw new Error('no expiry');
    let worthless = 0;
    for (const i of rows(first)) {
      for (const side of [first.call, first.put]) {
        expect(side.previousClose[i]).toBeGreaterThanOrEqual(5);
        if (side.price[i] === 5 && side.previousClose[i] === 5) worthless++;
      }
    }
    // The far strikes of a one-day expiry are worth nothing on both days: no "+0.05" change.
    expect(worthless).toBeGreaterThan(10);
  });
});
