/**
 * Open-interest build-up: what a change in price together with a change in open interest says
 * about new or closing positions, as Indian F&O traders (NSE, Sensibull, Opstra) read it:
 *
 * | price | open interest | reading |
 * |---|---|---|
 * | ↑ | ↑ | long build-up (new buyers) |
 * | ↓ | ↑ | short build-up (new writers / sellers) |
 * | ↓ | ↓ | long unwinding (buyers closing) |
 * | ↑ | ↓ | short covering (writers closing) |
 *
 * 'neutral' when either change is 0 (or not a number). For an option the price is the option's own
 * premium: a call with short build-up means calls are being written.
 */

/** The four build-up readings, or 'neutral'. */
export type OiBuildUp = 'long-build-up' | 'short-build-up' | 'long-unwinding' | 'short-covering' | 'neutral';

/** Build-up from a price change (any unit) and an open-interest change (contracts). */
export function oiBuildUp(priceChange: number, oiChange: number): OiBuildUp {
  if (priceChange === 0 || oiChange === 0 || Number.isNaN(priceChange) || Number.isNaN(oiChange))
    return 'neutral';
  if (priceChange > 0) return oiChange > 0 ? 'long-build-up' : 'short-covering';
  return oiChange > 0 ? 'short-build-up' : 'long-unwinding';
}

/**
 * One side of a chain with today's and the previous session's price and open interest, per strike.
 * A simulated chain side has these columns; for an NSE option-chain row use
 * previousClose = lastPrice − change and previousOpenInterest = openInterest − changeinOpenInterest.
 */
export interface BuildUpSide {
  /** Price now (any unit; chain: paise). */
  readonly price: ArrayLike<number>;
  /** Price at the previous session's close, same unit. */
  readonly previousClose: ArrayLike<number>;
  readonly openInterest: ArrayLike<number>;
  readonly previousOpenInterest: ArrayLike<number>;
}

/** The build-up of every strike of one side (same order as the strikes). */
export function sideBuildUp(side: BuildUpSide): OiBuildUp[] {
  const n = side.price.length;
  const out: OiBuildUp[] = new Array<OiBuildUp>(n);
  for (let i = 0; i < n; i++) {
    out[i] = oiBuildUp(
      (side.price[i] ?? 0) - (side.previousClose[i] ?? 0),
      (side.openInterest[i] ?? 0) - (side.previousOpenInterest[i] ?? 0),
    );
  }
  return out;
}
