import type { IsoDate } from '../../units';
import type { OptionStrategyDefinition, StrategyLeg } from './strategy-types';

/** Where a catalogue strategy is placed: the ATM strike, the strike step and the two expiries. */
export interface StrategyPlacement {
  readonly atmStrike: number;
  readonly strikeStep: number;
  readonly expiries: { readonly near: IsoDate; readonly next: IsoDate };
}

/**
 * The concrete legs of a catalogue strategy: option strikes = ATM + strikeSteps × step, options and
 * futures on the near or next expiry, stock legs without strike or expiry. Throws a RangeError
 * when a strike would not be positive or the placement is malformed.
 */
export function resolveStrategy(def: OptionStrategyDefinition, placement: StrategyPlacement): StrategyLeg[] {
  const { atmStrike, strikeStep, expiries } = placement;
  if (!(atmStrike > 0) || !(strikeStep > 0)) {
    throw new RangeError(`ATM strike and strike step must be positive (got ${atmStrike}, ${strikeStep})`);
  }
  if (expiries.next < expiries.near) {
    throw new RangeError(`The next expiry ${expiries.next} precedes the near one ${expiries.near}`);
  }
  return def.legs.map((leg) => {
    const isOption = leg.instrument === 'call' || leg.instrument === 'put';
    const strike = isOption ? atmStrike + leg.strikeSteps * strikeStep : null;
    if (strike !== null && !(strike > 0)) {
      throw new RangeError(
        `${def.id}: strike ${strike} is not positive (ATM ${atmStrike}, step ${strikeStep})`,
      );
    }
    return {
      instrument: leg.instrument,
      side: leg.side,
      lots: leg.lots,
      strike,
      expiry: leg.instrument === 'stock' ? null : expiries[leg.expiry],
    };
  });
}
