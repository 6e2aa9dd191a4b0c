// The builder's edits of a position's legs, pure: the page keeps the legs in the URL (leg-url.ts)
// and replaces them with what these return.
import type { LegInstrument, LegSide, PricedLeg, StrategyLeg } from '@nivesh/contracts';
import { MAX_LOTS, MIN_LOTS } from './leg-url';

/** What a new or changed leg is placed on: the chain the page shows. */
export interface LegPlacement {
  /** The ATM strike of the page's expiry. */
  readonly atmStrike: number;
  /** The page's expiry (new option legs trade it). */
  readonly expiry: string;
  /** The nearest monthly expiry (futures trade monthly); null when none is listed. */
  readonly futureExpiry: string | null;
}

export interface LegChange {
  readonly side?: LegSide;
  readonly instrument?: LegInstrument;
  readonly strike?: number;
  readonly expiry?: string;
  readonly lots?: number;
}

export const isOptionLeg = (leg: { readonly instrument: LegInstrument }) =>
  leg.instrument === 'call' || leg.instrument === 'put';

/** A leg on the same contract as `leg` (same instrument, strike and expiry). */
type Contract = Pick<StrategyLeg, 'instrument' | 'strike' | 'expiry'>;

function sameContract(a: Contract, b: Contract): boolean {
  return a.instrument === b.instrument && a.strike === b.strike && a.expiry === b.expiry;
}

/** A new option leg: bought, one lot, at the money on the page's expiry. */
export function addOptionLeg(
  legs: readonly StrategyLeg[],
  at: LegPlacement,
  instrument: 'call' | 'put' = 'call',
): StrategyLeg[] {
  return [...legs, { instrument, side: 'buy', lots: 1, strike: at.atmStrike, expiry: at.expiry }];
}

/** A new futures leg: bought, one lot, on the nearest monthly expiry. */
export function addFutureLeg(legs: readonly StrategyLeg[], at: LegPlacement): StrategyLeg[] {
  return [
    ...legs,
    { instrument: 'future', side: 'buy', lots: 1, strike: null, expiry: at.futureExpiry ?? at.expiry },
  ];
}

export function removeLeg(legs: readonly StrategyLeg[], index: number): StrategyLeg[] {
  return legs.filter((_, i) => i !== index);
}

/** Lots kept to the contract's 1–100 whole lots. */
export function clampLots(lots: number): number {
  return Math.min(MAX_LOTS, Math.max(MIN_LOTS, Math.round(Number.isFinite(lots) ? lots : MIN_LOTS)));
}

/**
 * One leg changed. A change of contract (instrument, strike or expiry) drops the leg's entry price
 * and IV (the new contract is entered at its live price); a change of side or lots keeps them.
 * Switching between an option and a future or the stock gives the leg the strike and expiry it needs.
 */
export function changeLeg(
  legs: readonly StrategyLeg[],
  index: number,
  change: LegChange,
  at: LegPlacement,
): StrategyLeg[] {
  return legs.map((leg, i) => {
    if (i !== index) return leg;
    const instrument = change.instrument ?? leg.instrument;
    const option = instrument === 'call' || instrument === 'put';
    const wasOption = isOptionLeg(leg);
    let strike: number | null = option ? (change.strike ?? leg.strike ?? at.atmStrike) : null;
    let expiry: string | null = change.expiry ?? leg.expiry;
    if (instrument === 'stock') expiry = null;
    else if (instrument === 'future' && (wasOption || leg.instrument === 'stock'))
      expiry = change.expiry ?? at.futureExpiry ?? at.expiry;
    else if (option && !wasOption) {
      strike = change.strike ?? at.atmStrike;
      expiry = change.expiry ?? at.expiry;
    }
    const next: StrategyLeg = {
      instrument,
      side: change.side ?? leg.side,
      lots: change.lots === undefined ? leg.lots : clampLots(change.lots),
      strike,
      expiry,
    };
    if (!sameContract(leg, next)) return next;
    return {
      ...next,
      ...(leg.entryPrice !== undefined ? { entryPrice: leg.entryPrice } : {}),
      ...(leg.iv !== undefined ? { iv: leg.iv } : {}),
    };
  });
}

/** The legs of a priced position as the builder keeps them: the contract and the entry price. */
export function legsOfPosition(priced: readonly PricedLeg[]): StrategyLeg[] {
  return priced.map((leg) => ({
    instrument: leg.instrument,
    side: leg.side,
    lots: leg.lots,
    strike: leg.strike,
    expiry: leg.expiry,
    entryPrice: leg.entryPrice,
  }));
}

/**
 * The legs with the entry price the server priced them at written in where a leg had none (a leg
 * just added or changed is entered at its live price; keeping that price in the URL makes the link
 * re-create the position, and its P&L, exactly). Null when nothing changes.
 */
export function withEntryPrices(
  legs: readonly StrategyLeg[],
  priced: readonly PricedLeg[],
): StrategyLeg[] | null {
  if (priced.length !== legs.length) return null;
  let changed = false;
  const next = legs.map((leg, i) => {
    const match = priced[i];
    if (leg.entryPrice !== undefined || !match || !sameContract(leg, match) || !(match.entryPrice > 0))
      return leg;
    changed = true;
    return { ...leg, entryPrice: Math.round(match.entryPrice * 100) / 100 };
  });
  return changed ? next : null;
}

/** The same position leg for leg (contracts, sides, lots and entries), e.g. a body and its answer. */
export function sameLegs(a: readonly StrategyLeg[], b: readonly StrategyLeg[]): boolean {
  return (
    a.length === b.length &&
    a.every((leg, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        sameContract(leg, other) &&
        leg.side === other.side &&
        leg.lots === other.lots &&
        leg.entryPrice === other.entryPrice
      );
    })
  );
}
