import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { hasSharedData, readShared } from '../nse-files/read-fixture';
import { isoDate } from '../units';
import { indiaVix, type VixTermInput } from './india-vix';
import { readSnapshot, type SnapshotExpiry } from './nse-option-chain-snapshot';
import { yearsToExpiry } from './option-expiries';

// NSE used the MIBOR of the matching tenure; in March 2022 it was near 4 % (RBI repo rate 4 %).
const RATE = 0.04;

function term(expiry: SnapshotExpiry, asOf: Date, isoExpiry: string): VixTermInput {
  return {
    strikes: expiry.strikes,
    calls: { bid: expiry.callBid, ask: expiry.callAsk },
    puts: { bid: expiry.putBid, ask: expiry.putAsk },
    years: yearsToExpiry(asOf, isoDate(isoExpiry)),
    rate: RATE,
  };
}

describe.skipIf(!hasSharedData)('India VIX computed from the real NIFTY chain of 28-Mar-2022 10:47', () => {
  it("lies within that day's published India VIX range (low 19.59, high 24.21)", () => {
    const snap = readSnapshot('option_chain_indices_NIFTY_2022-03-28T1047.json');
    const asOf = istDateTimeToUtc(isoDate('2022-03-28'), '10:47');
    const near = snap.all.find((e) => e.expiry === '31-Mar-2022');
    const next = snap.all.find((e) => e.expiry === '28-Apr-2022');
    if (!near || !next) throw new Error('snapshot lacks the March and April expiries');
    const result = indiaVix(term(near, asOf, '2022-03-31'), term(next, asOf, '2022-04-28'));

    const day = readShared('nse_indices/INDIA_VIX_daily_2010-2022.csv')
      .split('\n')
      .find((line) => line.startsWith('2022-03-28,'))
      ?.split(',')
      .map(Number);
    const [, open = 0, high = 0, low = 0] = day ?? [];
    expect(low).toBe(19.59);
    expect(high).toBe(24.21);
    expect(result.vix).toBeGreaterThan(low);
    expect(result.vix).toBeLessThan(high);
    // Within 1 point of the day's open, the nearest published print to 10:47.
    expect(Math.abs(result.vix - open)).toBeLessThan(1);
    // The forward from parity sits near the spot (17,022.5) plus a few days of carry.
    expect(result.near.forward).toBeGreaterThan(17_000);
    expect(result.near.forward).toBeLessThan(17_080);
    expect(result.near.k0).toBe(17_000);
  });
});
