import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { nseCalendar } from '../calendar/nse-calendar';
import { isoDate } from '../units';
import { bsmPrice } from './black-scholes';
import { indiaVix, type VixTermInput } from './india-vix';
import { simulatedIndiaVix } from './simulated-india-vix';
import { FLAT_SMILE, INDEX_SMILE, type SmileShape } from './volatility-surface';

const spot = 24_000;
const rate = 0.065;
const dividendYield = 0.012;

/** Exact (unrounded) BSM mids on a 50-point grid from 1,000 to 80,000. */
function exactTerm(volatility: number, years: number): VixTermInput {
  const strikes: number[] = [];
  const callMid: number[] = [];
  const putMid: number[] = [];
  for (let k = 1_000; k <= 80_000; k += 50) {
    const base = { spot, strike: k, years, rate, dividendYield, volatility };
    strikes.push(k);
    callMid.push(bsmPrice({ kind: 'call', ...base }));
    putMid.push(bsmPrice({ kind: 'put', ...base }));
  }
  return { strikes, calls: { mid: callMid }, puts: { mid: putMid }, years, rate };
}

const asOf = istDateTimeToUtc(isoDate('2026-01-12'), '15:30');
const vixOf = (shape: SmileShape, atmVol: number): number =>
  simulatedIndiaVix({
    spot,
    asOf,
    surface: { ...shape, atmVol30: atmVol, longRunVol: atmVol },
    rate,
    dividendYield,
    strikeStep: 50,
    calendar: nseCalendar,
  }).vix;

describe('India VIX of a flat smile', () => {
  it('equals 100·σ on exact prices (discretisation and the forward term cancel)', () => {
    for (const vol of [0.1, 0.15, 0.3]) {
      const vix = indiaVix(exactTerm(vol, 20 / 365), exactTerm(vol, 48 / 365)).vix;
      expect(Math.abs(vix - 100 * vol)).toBeLessThan(0.01);
    }
  });

  it('equals 100·σ within 0.05 on simulated tick-rounded quotes with the two-zero-bid cut-off', () => {
    for (const vol of [0.08, 0.12, 0.15, 0.25, 0.4, 0.7]) {
      expect(Math.abs(vixOf(FLAT_SMILE, vol) - 100 * vol)).toBeLessThan(0.05);
    }
  });
});

describe('India VIX of an index put skew', () => {
  it('is above the ATM volatility, by a ratio that stays about the same across volatility levels', () => {
    const ratios = [0.1, 0.14, 0.2, 0.3, 0.5].map((vol) => vixOf(INDEX_SMILE, vol) / (100 * vol));
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(1.07);
      expect(ratio).toBeLessThan(1.15);
    }
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeLessThan(0.03);
  });

  it('rises with steeper skew at the same ATM volatility', () => {
    const steeper = { ...INDEX_SMILE, skew: INDEX_SMILE.skew * 1.5 };
    expect(vixOf(steeper, 0.14)).toBeGreaterThan(vixOf(INDEX_SMILE, 0.14) + 0.1);
  });
});
