import { undiscountedBlack } from './black-scholes';
import { atmVolatility, smileVolatilityAt, type VolSurface } from './volatility-surface';

/** Everything constant across the strikes of one expiry, computed once. */
export interface ExpiryPricer {
  readonly surface: VolSurface;
  readonly spot: number;
  readonly years: number;
  readonly rate: number;
  readonly dividendYield: number;
  readonly forward: number;
  readonly discount: number;
  readonly atmVol: number;
}

/** Prepares the pricing of one expiry on a surface (spot and forward in points, T in years). */
export function createExpiryPricer(
  surface: VolSurface,
  spot: number,
  rate: number,
  dividendYield: number,
  years: number,
): ExpiryPricer {
  return {
    surface,
    spot,
    years,
    rate,
    dividendYield,
    forward: spot * Math.exp((rate - dividendYield) * years),
    discount: Math.exp(-rate * years),
    atmVol: atmVolatility(surface, years),
  };
}

/** The surface volatility of `strike` for this expiry. */
export function strikeVolatility(pricer: ExpiryPricer, strike: number): number {
  return smileVolatilityAt(pricer.surface, pricer.atmVol, pricer.years, Math.log(strike / pricer.forward));
}

/** Theoretical call and put (points) at `strike`, priced once on the OTM side and paired by parity. */
export interface TheoreticalPair {
  readonly call: number;
  readonly put: number;
  readonly volatility: number;
}

/** Theoretical call and put at `strike` (one Black evaluation; the other side from put–call parity). */
export function theoreticalPair(pricer: ExpiryPricer, strike: number): TheoreticalPair {
  const volatility = strikeVolatility(pricer, strike);
  const sd = volatility * Math.sqrt(Math.max(pricer.years, 0));
  const { forward, discount } = pricer;
  const parity = discount * (forward - strike);
  if (strike >= forward) {
    const call = discount * undiscountedBlack('call', forward, strike, sd);
    return { call, put: Math.max(call - parity, 0), volatility };
  }
  const put = discount * undiscountedBlack('put', forward, strike, sd);
  return { call: Math.max(put + parity, 0), put, volatility };
}
