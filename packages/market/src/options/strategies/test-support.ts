import { isoDate } from '../../units';
import { bsmPrice } from '../black-scholes';
import { expiryInstant, yearsToExpiry } from '../option-expiries';
import type { PricedLeg, StrategyLeg } from './strategy-types';

/**
 * A NIFTY-like market for the tests: Monday 20 Jan 2025 10:30 IST, the 30 Jan and 27 Feb 2025
 * monthly expiries (Thursdays, as NSE listed them then), spot 23,000, strikes every 50, lot 75.
 */
export const MARKET = {
  asOf: new Date('2025-01-20T05:00:00Z'),
  near: isoDate('2025-01-30'),
  next: isoDate('2025-02-27'),
  spot: 23_000,
  strikeStep: 50,
  lotSize: 75,
  rate: 0.065,
  dividendYield: 0.012,
} as const;

/** A mild smile: 14 % at the money, +1 point per 100 points away, +1 point more for the next expiry. */
export function smileIv(strike: number, nextExpiry: boolean): number {
  return 0.14 + Math.abs(strike - MARKET.spot) / 10_000 + (nextExpiry ? 0.01 : 0);
}

/** Years from `at` to a leg's expiry (0 for stock). */
export function yearsLeft(leg: StrategyLeg, at: Date): number {
  return leg.expiry === null ? 0 : Math.max(yearsToExpiry(at, leg.expiry), 0);
}

/** Legs priced at their BSM value now (options), fair future price, spot for stock. */
export function priceAtModel(legs: readonly StrategyLeg[]): PricedLeg[] {
  const { spot, rate, dividendYield, asOf, next } = MARKET;
  return legs.map((leg) => {
    const years = yearsLeft(leg, asOf);
    if (leg.instrument === 'stock') return { ...leg, entryPrice: spot };
    if (leg.instrument === 'future')
      return { ...leg, entryPrice: spot * Math.exp((rate - dividendYield) * years) };
    const strike = leg.strike ?? 0;
    const iv = smileIv(strike, leg.expiry === next);
    const entryPrice = bsmPrice({
      kind: leg.instrument,
      spot,
      strike,
      years,
      rate,
      dividendYield,
      volatility: iv,
    });
    return { ...leg, entryPrice, iv };
  });
}

/**
 * A leg's value per unit at price `s` and instant `at`, written out independently of the engine:
 * an expired option at intrinsic, a live one by BSM with its remaining time, a future at its fair
 * price S·e^{(r−q)τ} (S at its expiry), stock at S.
 */
export function legValueByHand(leg: PricedLeg, s: number, at: Date): number {
  const { rate, dividendYield } = MARKET;
  const years = yearsLeft(leg, at);
  if (leg.instrument === 'stock') return s;
  if (leg.instrument === 'future') return s * Math.exp((rate - dividendYield) * years);
  const strike = leg.strike ?? 0;
  if (years === 0) return leg.instrument === 'call' ? Math.max(s - strike, 0) : Math.max(strike - s, 0);
  const volatility = leg.iv ?? 0;
  return bsmPrice({ kind: leg.instrument, spot: s, strike, years, rate, dividendYield, volatility });
}

/** The position's P&L in ₹ at price `s` and instant `at`: Σ units × (value − entry). */
export function pnlByHand(legs: readonly PricedLeg[], s: number, at: Date): number {
  let total = 0;
  for (const leg of legs) {
    const units = (leg.side === 'buy' ? 1 : -1) * leg.lots * MARKET.lotSize;
    total += units * (legValueByHand(leg, s, at) - leg.entryPrice);
  }
  return total;
}

/**
 * The expiry P&L: at 15:30 IST on the near expiry its options are worth their intrinsic value and
 * its futures S; the next-expiry legs of calendars and diagonals are valued by BSM.
 */
export function expiryPnlByHand(legs: readonly PricedLeg[], s: number): number {
  return pnlByHand(legs, s, expiryInstant(MARKET.near));
}

/** A NIFTY option leg of the near expiry with a given premium (IV only matters for T+0). */
export function option(
  side: 'buy' | 'sell',
  instrument: 'call' | 'put',
  strike: number,
  entryPrice: number,
  lots = 1,
): PricedLeg {
  return { instrument, side, lots, strike, expiry: MARKET.near, entryPrice, iv: 0.14 };
}
