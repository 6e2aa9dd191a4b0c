import { describe, expect, it } from 'vitest';
import { bsmPrice } from '../black-scholes';
import { estimateMargin, type MarginInput } from './margin-estimate';
import type { PricedLeg } from './strategy-types';
import { MARKET, yearsLeft } from './test-support';

// NIFTY at 23,000, lot 75, 20 Jan 2025 10:30 IST, expiry 30 Jan (T = 245 h / 8,760 h = 0.027 968 y),
// r 6.5 %, q 1.2 %, every IV 14 %. Scan parameters (NSE Clearing, index derivatives):
//   σ₁d = 14 % / √252 = 0.882 %; 6σ₁d·√2 = 7.48 % < floor 9.3 % → price scan range 9.3 % = 2,139 points;
//   volatility scan range max(25 % × 14 %, 4 points) = 4 points (IV 18 % up, 10 % down).
// BSM values (per unit) used below, T as above:
//   23,000 CE now 232.0530; 23,000 PE now 197.9967; 23,100 CE now 183.7782;
//   at 25,139 (+9.3 %), IV 18 %: 23,000 CE 2,172.6116, 23,000 PE 0.2730, 23,100 CE 2,072.9715;
//   at 20,861 (−9.3 %), IV 18 %: 23,000 CE 0.1250, 23,000 PE 2,104.3509, 23,100 CE 0.0728;
//   at 27,278 (+18.6 %, the extreme move): 23,000 CE 4,310.6208.
const { asOf, near, next, spot, lotSize, rate, dividendYield } = MARKET;
const IV = 0.14;

function modelLeg(
  side: 'buy' | 'sell',
  instrument: 'call' | 'put',
  strike: number,
  expiry = near,
): PricedLeg {
  const leg = { instrument, side, lots: 1, strike, expiry } as const;
  const years = yearsLeft(leg, asOf);
  const entryPrice = bsmPrice({ kind: instrument, spot, strike, years, rate, dividendYield, volatility: IV });
  return { ...leg, entryPrice, iv: IV };
}
const future = (side: 'buy' | 'sell'): PricedLeg => ({
  instrument: 'future',
  side,
  lots: 1,
  strike: null,
  expiry: near,
  entryPrice: spot * Math.exp((rate - dividendYield) * yearsLeft({ expiry: near } as PricedLeg, asOf)),
});
const stock: PricedLeg = {
  instrument: 'stock',
  side: 'buy',
  lots: 1,
  strike: null,
  expiry: null,
  entryPrice: spot,
};

function margin(legs: PricedLeg[], extra: Partial<MarginInput> = {}) {
  return estimateMargin({ legs, lotSize, spot, asOf, rate, dividendYield, underlying: 'index', ...extra });
}

describe('the SPAN-like margin estimate', () => {
  const nakedCall = margin([modelLeg('sell', 'call', 23_000)]);

  it('charges a naked short NIFTY call its worst scenario (+9.3 %, IV up) plus 2 % exposure', () => {
    // SPAN = 75 × (2,172.6116 − 232.0530) = 75 × 1,940.5586 = ₹145,541.90 (the +2-range extreme,
    // 35 % × (4,310.6208 − 232.0530) = 1,427.5, is smaller). Exposure = 2 % × 23,000 × 75 = ₹34,500.
    expect(nakedCall.span).toBeCloseTo(145_541.9, 0);
    expect(nakedCall.exposure).toBeCloseTo(34_500, 6);
    expect(nakedCall.premium).toBe(0);
    expect(nakedCall.expiryDayElm).toBe(0);
    expect(nakedCall.total).toBeCloseTo(180_041.9, 0);
    expect(nakedCall.hedgeBenefit).toBeCloseTo(0, 6);
    expect(nakedCall.method).toContain('9.30 %');
  });

  it('margins a short straddle on its worse side, with the other leg as the hedge', () => {
    // Up 9.3 %, IV up: (2,172.6116 + 0.2730) − (232.0530 + 197.9967) = 1,742.8349 → ₹130,712.62;
    // down 9.3 %, IV up: (0.1250 + 2,104.3509) − 430.0497 = 1,674.4262 (smaller).
    // Standalone: call ₹180,041.90 + put 75 × (2,104.3509 − 197.9967) + 34,500 = ₹177,476.57.
    const straddle = margin([modelLeg('sell', 'call', 23_000), modelLeg('sell', 'put', 23_000)]);
    expect(straddle.span).toBeCloseTo(130_712.62, 0);
    expect(straddle.exposure).toBeCloseTo(69_000, 6);
    expect(straddle.total).toBeCloseTo(199_712.62, 0);
    expect(straddle.standaloneTotal).toBeCloseTo(357_518.46, 0);
    expect(straddle.hedgeBenefit).toBeCloseTo(357_518.46 - 199_712.62, 0);
  });

  it('asks far less for a bull call spread than for the naked call: the premium and the short leg’s exposure', () => {
    // The spread can lose at most its value (232.0530 − 183.7782 = 48.27 a unit), which the long
    // call's value (232.05) covers → SPAN 0. Premium 232.0530 × 75 = ₹17,403.98; exposure ₹34,500.
    const spread = margin([modelLeg('buy', 'call', 23_000), modelLeg('sell', 'call', 23_100)]);
    expect(spread.span).toBe(0);
    expect(spread.premium).toBeCloseTo(17_403.98, 1);
    expect(spread.exposure).toBeCloseTo(34_500, 6);
    expect(spread.total).toBeCloseTo(51_903.98, 1);
    expect(spread.total).toBeLessThan(0.35 * nakedCall.total);
    expect(spread.hedgeBenefit).toBeGreaterThan(100_000);
  });

  it('covers a short call with a long future of the same expiry (covered call with futures)', () => {
    // Worst: down 9.3 %, IV up. Future: 2,139 × e^{(r−q)T} = 2,139 × 1.001 483 = 2,142.173 lost;
    // the 23,100 CE falls from 183.7782 to 0.0728 → gain 183.705; loss 1,958.468 × 75 = ₹146,885.1.
    // Standalone: future 75 × 2,142.173 + 34,500 = ₹195,163.0; short 23,100 CE 75 × (2,072.9715 −
    // 183.7782) + 34,500 = ₹176,189.5 → ₹371,352.5 in all.
    const covered = margin([future('buy'), modelLeg('sell', 'call', 23_100)]);
    expect(covered.span).toBeCloseTo(146_885.1, 0);
    expect(covered.exposure).toBeCloseTo(69_000, 6);
    expect(covered.total).toBeCloseTo(215_885.1, 0);
    expect(covered.standaloneTotal).toBeCloseTo(371_352.5, 0);
    expect(covered.hedgeBenefit).toBeCloseTo(155_467.4, 0);
  });

  it('gives shares no offset (NSE SPAN covers derivatives only): a stock covered call margins its call', () => {
    const withShares = margin([stock, modelLeg('sell', 'call', 23_100)]);
    const callAlone = margin([modelLeg('sell', 'call', 23_100)]);
    expect(withShares.total).toBeCloseTo(callAlone.total, 9);
    expect(withShares.total).toBeCloseTo(176_189.5, 0);
  });

  it('asks nothing for shares alone, and needs a volatility for futures alone', () => {
    expect(margin([stock]).total).toBe(0);
    expect(() => margin([future('buy')])).toThrow(RangeError);
    // Futures alone: 75 × 2,139 × 1.001 483 = ₹160,663.0 SPAN (the ±2 extremes count 70 %) + ₹34,500.
    expect(margin([future('sell')], { volatility: IV }).total).toBeCloseTo(195_163.0, 0);
  });

  it('asks only the premium of a long option', () => {
    const long = margin([modelLeg('buy', 'put', 23_000)]);
    expect(long.span).toBe(0);
    expect(long.exposure).toBe(0);
    expect(long.total).toBeCloseTo(197.9967 * 75, 1);
  });

  it('adds 2 % of notional on expiring short index options on expiry day (SEBI circular of 1 Oct 2024)', () => {
    const expiryMorning = new Date('2025-01-30T04:30:00Z'); // 10:00 IST on the expiry day
    const legs = [
      modelLeg('sell', 'call', 23_000),
      modelLeg('sell', 'call', 23_000, next),
      modelLeg('buy', 'put', 22_900),
    ];
    const onExpiry = margin(legs, { asOf: expiryMorning });
    // Only the near short call expires today: 2 % × 23,000 × 75 = ₹34,500.
    expect(onExpiry.expiryDayElm).toBeCloseTo(34_500, 6);
    expect(margin(legs, { asOf: expiryMorning, isExpiryDay: false }).expiryDayElm).toBe(0);
    expect(margin(legs, { asOf: expiryMorning, underlying: 'stock' }).expiryDayElm).toBe(0);
    expect(margin(legs).expiryDayElm).toBe(0);
    expect(margin(legs, { isExpiryDay: true }).expiryDayElm).toBeCloseTo(34_500, 6);
  });

  it('scans stocks wider: 14.2 % floor, 10-point volatility scan and 3.5 % exposure', () => {
    const stockCall = margin([modelLeg('sell', 'call', 23_000)], { underlying: 'stock' });
    expect(stockCall.exposure).toBeCloseTo(0.035 * 23_000 * 75, 6);
    expect(stockCall.span).toBeGreaterThan(nakedCall.span * 1.4);
    expect(stockCall.method).toContain('14.20 %');
  });
});
