/**
 * Option tips by stated rules (issue 15, docs/derivatives.md "Option tips"). Each rule reads one
 * moment of a chain of the pure model: the nearest expiry's open interest and prices, the spot now
 * and 15 minutes before, and the IV rank of the underlying. A rule that fires issues a tip: the
 * contracts (ATM, one lot a leg), the premium at issue, a target and a stop on the position's
 * premium, and the latest exit (intraday, 15:20 IST). The entry is not the premium at issue: the
 * judge (judge.ts) fills it at the next tradable quote after the issue.
 *
 * Pure: no clock, no I/O, no randomness; the same moment always gives the same tips.
 */
import { pcr } from '../options/chain-statistics';
import { oiLevels } from '../options/oi-levels';
import type { OptionChainExpiry } from '../options/option-chain';
import { OPTION_TICK_PAISE } from '../options/option-quotes';
import { nearestStrikeIndex } from '../screening/option-screen-rows';

/** The rules, in the order they are evaluated. */
export const OPTION_TIP_RULES = [
  'put-wall-bounce',
  'call-wall-rejection',
  'rich-iv-short-straddle',
  'cheap-iv-long-straddle',
] as const;
export type OptionTipRule = (typeof OPTION_TIP_RULES)[number];

/** The thresholds every rule states (the page and the docs print these numbers). */
export const TIP_THRESHOLDS = {
  /** Spot 15 minutes ago within this fraction of the OI support / resistance strike. */
  nearLevel: 0.004,
  /** Put-call ratio (OI, nearest expiry) above which a bounce off support is bought. */
  bullishPcr: 1.2,
  /** Put-call ratio below which a rejection at resistance is bought. */
  bearishPcr: 0.7,
  /** IV rank above which the ATM straddle is sold. */
  richIvRank: 80,
  /** IV rank below which the ATM straddle is bought. */
  cheapIvRank: 20,
  /** Single option bought: target +30 %, stop −20 % of the premium at issue. */
  optionTarget: 0.3,
  optionStop: 0.2,
  /** Straddle sold: target when the premium has fallen 20 %, stop when it has risen 25 %. */
  shortStraddleTarget: 0.2,
  shortStraddleStop: 0.25,
  /** Straddle bought: target +20 %, stop −15 %. */
  longStraddleTarget: 0.2,
  longStraddleStop: 0.15,
  /** No tip on a leg quoted under ₹5 (paise): too few ticks for a target and a stop. */
  minimumPremiumPaise: 500,
} as const;

export type OptionRight = 'CE' | 'PE';
export type TipSide = 'buy' | 'sell';

/** One contract of a tip. */
export interface TipLeg {
  readonly expiry: string;
  readonly strike: number;
  readonly right: OptionRight;
  readonly side: TipSide;
  readonly lots: number;
  /** LTP at issue, paise per unit. */
  readonly priceAtIssue: number;
}

/** The readings a rule fired on (the reason, in numbers; the page puts them in words). */
export interface TipFacts {
  readonly spot: number;
  readonly spotBefore: number;
  readonly pcr: number;
  readonly ivRank: number | null;
  /** The OI level the rule read (support or resistance strike), when it read one. */
  readonly level: number | null;
}

/** A tip as issued: everything is known before its outcome. */
export interface OptionTip {
  readonly underlying: string;
  readonly rule: OptionTipRule;
  readonly sessionDate: string;
  /** Epoch ms of the issue. */
  readonly issuedAt: number;
  /** Epoch ms of the latest exit (15:20 IST of the session). */
  readonly exitBy: number;
  readonly lotSize: number;
  /** Every leg shares one side: `buy` is long premium, `sell` short premium. */
  readonly side: TipSide;
  readonly legs: readonly TipLeg[];
  /** The position's premium at issue (sum of the legs' LTP), paise per unit. */
  readonly premiumAtIssue: number;
  /** Premium (paise per unit) at which the position is closed in profit: above it (buy) or below it (sell). */
  readonly target: number;
  /** Premium at which it is closed at a loss. */
  readonly stop: number;
  readonly facts: TipFacts;
}

/** One moment of an underlying's chain, as the rules read it. */
export interface TipMoment {
  readonly underlying: string;
  readonly sessionDate: string;
  readonly at: number;
  readonly exitBy: number;
  readonly lotSize: number;
  readonly spot: number;
  /** Spot 15 minutes before `at`. */
  readonly spotBefore: number;
  /** IV rank 0–100 of the underlying now, NaN when unknown. */
  readonly ivRank: number;
  /** The nearest expiry of the chain at `at`. */
  readonly expiry: Pick<OptionChainExpiry, 'expiry' | 'strikes' | 'call' | 'put'>;
}

/** A tip's premium bands on NSE's ₹0.05 option tick, one tick at least. */
const ticks = (paise: number): number =>
  Math.max(OPTION_TICK_PAISE, Math.round(paise / OPTION_TICK_PAISE) * OPTION_TICK_PAISE);

function tipOf(
  m: TipMoment,
  rule: OptionTipRule,
  side: TipSide,
  rights: readonly OptionRight[],
  bands: { readonly target: number; readonly stop: number },
  facts: TipFacts,
): OptionTip | null {
  const i = nearestStrikeIndex(m.expiry.strikes, m.spot);
  const strike = m.expiry.strikes[i];
  if (strike === undefined) return null;
  const legs: TipLeg[] = [];
  for (const right of rights) {
    const price = (right === 'CE' ? m.expiry.call : m.expiry.put).price[i] ?? 0;
    if (price < TIP_THRESHOLDS.minimumPremiumPaise) return null;
    legs.push({ expiry: m.expiry.expiry, strike, right, side, lots: 1, priceAtIssue: price });
  }
  const premium = legs.reduce((sum, l) => sum + l.priceAtIssue, 0);
  const up = ticks(premium * (1 + (side === 'buy' ? bands.target : bands.stop)));
  const down = ticks(premium * (1 - (side === 'buy' ? bands.stop : bands.target)));
  return {
    underlying: m.underlying,
    rule,
    sessionDate: m.sessionDate,
    issuedAt: m.at,
    exitBy: m.exitBy,
    lotSize: m.lotSize,
    side,
    legs,
    premiumAtIssue: premium,
    target: side === 'buy' ? up : down,
    stop: side === 'buy' ? down : up,
    facts,
  };
}

const near = (a: number, level: number): boolean => Math.abs(a - level) <= level * TIP_THRESHOLDS.nearLevel;

/**
 * The tips the rules issue at one moment (at most one per rule):
 * - put-wall-bounce: spot 15 minutes ago within 0.4 % of the OI support (highest put OI at or below
 *   spot), spot higher now and still at or above it, PCR (OI, nearest expiry) above 1.2: buy the
 *   ATM call; target +30 %, stop −20 % of the premium.
 * - call-wall-rejection: spot 15 minutes ago within 0.4 % of the OI resistance (highest call OI at
 *   or above spot), spot lower now and at or below it, PCR below 0.7: buy the ATM put; same bands.
 * - rich-iv-short-straddle: IV rank above 80: sell the ATM call and put; target when the premium has
 *   fallen 20 %, stop when it has risen 25 %.
 * - cheap-iv-long-straddle: IV rank below 20: buy the ATM call and put; target +20 %, stop −15 %.
 */
export function tipsAt(m: TipMoment): OptionTip[] {
  const t = TIP_THRESHOLDS;
  const ratio = pcr(m.expiry).byOpenInterest;
  const ivRank = Number.isFinite(m.ivRank) ? m.ivRank : null;
  const levels = oiLevels(m.expiry, m.spot);
  const base = { spot: m.spot, spotBefore: m.spotBefore, pcr: ratio, ivRank };
  const single = { target: t.optionTarget, stop: t.optionStop };
  const tips: (OptionTip | null)[] = [];
  const support = levels.support?.strike;
  if (
    support !== undefined &&
    ratio > t.bullishPcr &&
    near(m.spotBefore, support) &&
    m.spot > m.spotBefore &&
    m.spot >= support
  )
    tips.push(tipOf(m, 'put-wall-bounce', 'buy', ['CE'], single, { ...base, level: support }));
  const resistance = levels.resistance?.strike;
  if (
    resistance !== undefined &&
    ratio < t.bearishPcr &&
    near(m.spotBefore, resistance) &&
    m.spot < m.spotBefore &&
    m.spot <= resistance
  )
    tips.push(tipOf(m, 'call-wall-rejection', 'buy', ['PE'], single, { ...base, level: resistance }));
  if (ivRank !== null && ivRank > t.richIvRank)
    tips.push(
      tipOf(
        m,
        'rich-iv-short-straddle',
        'sell',
        ['CE', 'PE'],
        { target: t.shortStraddleTarget, stop: t.shortStraddleStop },
        { ...base, level: null },
      ),
    );
  if (ivRank !== null && ivRank < t.cheapIvRank)
    tips.push(
      tipOf(
        m,
        'cheap-iv-long-straddle',
        'buy',
        ['CE', 'PE'],
        { target: t.longStraddleTarget, stop: t.longStraddleStop },
        { ...base, level: null },
      ),
    );
  return tips.filter((tip): tip is OptionTip => tip !== null);
}
