// Answers of the strategy endpoints for the web tests, typed by the contracts (so they stay valid).
import type {
  ChainSide,
  OptionChainAnswer,
  PricedLeg,
  StrategyLeg,
  StrategyPosition,
  StrategySummary,
} from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

export { SOURCE };

export const NEAR = '2026-11-24';
export const NEXT = '2026-12-01';
export const MONTHLY = '2026-11-26';
export const SPOT = 24_315.95;
export const LOT = 75;

const template = (
  instrument: StrategySummary['legs'][number]['instrument'],
  side: 'buy' | 'sell',
  strikeSteps: number,
  expiry: 'near' | 'next' = 'near',
  lots = 1,
) => ({ instrument, side, lots, strikeSteps, expiry });

const summary = (
  id: string,
  name: string,
  view: StrategySummary['view'],
  level: StrategySummary['level'],
  legs: StrategySummary['legs'],
): StrategySummary => ({
  id,
  name,
  view,
  level,
  legs,
  rationale: `${name} rationale.`,
  maxProfit: `${name} max profit`,
  maxLoss: `${name} max loss`,
  breakevens: `${name} breakevens`,
});

export const STRATEGIES: readonly StrategySummary[] = [
  summary('long-call', 'Long Call', 'bullish', 'beginner', [template('call', 'buy', 0)]),
  summary('bull-call-spread', 'Bull Call Spread', 'bullish', 'beginner', [
    template('call', 'buy', 0),
    template('call', 'sell', 2),
  ]),
  summary('bear-put-spread', 'Bear Put Spread', 'bearish', 'beginner', [
    template('put', 'buy', 0),
    template('put', 'sell', -2),
  ]),
  summary('short-straddle', 'Short Straddle', 'neutral', 'intermediate', [
    template('call', 'sell', 0),
    template('put', 'sell', 0),
  ]),
  summary('call-calendar', 'Call Calendar Spread', 'neutral', 'advanced', [
    template('call', 'sell', 0, 'near'),
    template('call', 'buy', 0, 'next'),
  ]),
  summary('long-straddle', 'Long Straddle', 'volatile', 'intermediate', [
    template('call', 'buy', 0),
    template('put', 'buy', 0),
  ]),
];

const side = (over: Partial<ChainSide> = {}): ChainSide => ({
  ltp: 100,
  change: 1,
  changePct: 1,
  bid: 99.5,
  ask: 100.5,
  iv: 14,
  delta: 0.5,
  gamma: 0.001,
  theta: -10,
  vega: 12,
  oi: 1000,
  oiChange: 10,
  oiChangePct: 1,
  volume: 100,
  buildUp: 'neutral' as const,
  ...over,
});

export const STRIKES = [24_100, 24_150, 24_200, 24_250, 24_300, 24_350, 24_400, 24_450, 24_500];

/** NIFTY's chain of `expiry`: strikes 24,100–24,500, ATM 24,300. */
export function chainAnswer(expiry = NEAR): Omit<OptionChainAnswer, 'status' | 'message'> {
  const expiries = [
    { date: NEAR, kind: 'weekly' as const, daysToExpiry: 1 },
    { date: MONTHLY, kind: 'monthly' as const, daysToExpiry: 3 },
    { date: NEXT, kind: 'weekly' as const, daysToExpiry: 8 },
  ];
  const info = expiries.find((e) => e.date === expiry) ?? expiries[0];
  return {
    source: SOURCE,
    underlying: {
      symbol: 'NIFTY',
      name: 'NIFTY 50',
      kind: 'index',
      spot: SPOT,
      change: 50,
      changePct: 0.2,
      lotSize: LOT,
      strikeStep: 50,
    },
    expiries,
    expiry: {
      date: info?.date ?? NEAR,
      kind: info?.kind ?? 'weekly',
      daysToExpiry: info?.daysToExpiry ?? 1,
      forward: SPOT + 5,
      atmStrike: 24_300,
      atmIv: 14,
      straddle: 200,
    },
    conventions: { ivMode: 'model', riskFreeRatePct: 6.5, dividendYieldPct: 1.2, minutesToExpiry: 1_740 },
    totals: {
      callOi: 1,
      putOi: 1,
      callOiChange: 0,
      putOiChange: 0,
      callVolume: 0,
      putVolume: 0,
      pcrOi: 1,
      pcrVolume: 1,
      maxPain: 24_300,
    },
    rows: STRIKES.map((strike) => ({ strike, call: side(), put: side({ delta: -0.5 }) })),
  };
}

/** A live price per unit for a leg: a made-up premium that falls away from the money. */
export function livePrice(leg: StrategyLeg): number {
  if (leg.instrument === 'future') return SPOT + 20;
  if (leg.instrument === 'stock') return SPOT;
  const strike = leg.strike ?? SPOT;
  const intrinsic = Math.max(0, leg.instrument === 'call' ? SPOT - strike : strike - SPOT);
  return Math.round((intrinsic + 120 * Math.exp(-Math.abs(SPOT - strike) / 300)) * 20) / 20;
}

/** The legs priced as the server would answer them (entry: the given one, else the live price). */
export function pricedLegs(legs: readonly StrategyLeg[]): PricedLeg[] {
  return legs.map((leg) => ({
    ...leg,
    entryPrice: leg.entryPrice ?? livePrice(leg),
    currentPrice: livePrice(leg),
    iv: leg.instrument === 'call' || leg.instrument === 'put' ? 14.2 : null,
    delta: leg.instrument === 'put' ? -0.45 : 0.55,
    lotSize: LOT,
  }));
}

/** A position answer for `legs` (a fixed, plausible payoff; the figures the tests read are fixed). */
export function positionOf(
  legs: readonly StrategyLeg[],
  over: Partial<StrategyPosition['payoff']> = {},
): StrategyPosition {
  const prices = Array.from({ length: 41 }, (_, i) => 23_500 + i * 40);
  return {
    source: SOURCE,
    underlying: chainAnswer().underlying,
    expiries: chainAnswer().expiries,
    legs: pricedLegs(legs),
    payoff: {
      prices,
      atExpiry: prices.map((p) => Math.max(-4_000, Math.min(11_000, (p - 24_350) * 75))),
      atDate: prices.map((p) => (p - 24_340) * 50),
      evaluationDate: SOURCE.sessionDate,
      firstExpiry: NEAR,
      breakevens: [24_353.5],
      maxProfit: 11_000,
      maxLoss: 4_000,
      netPremium: -4_012.5,
      greeks: { delta: 21.5, gamma: 0.0123, theta: -1_250, vega: 310 },
      probabilityOfProfit: 42.3,
      sigmaLevels: { minus2: 23_700, minus1: 24_000, plus1: 24_630, plus2: 24_950 },
      currentPnl: -150,
      ...over,
    },
    margin: {
      span: 0,
      exposure: 0,
      expiryDayElm: 0,
      premium: 4_012.5,
      total: 4_012.5,
      standaloneTotal: 152_000,
      hedgeBenefit: 147_987.5,
      method: 'Premium paid for a debit spread; SPAN-like scenarios on the legs.',
    },
    conventions: { riskFreeRatePct: 6.5, dividendYieldPct: 1.2, modelIv: 14.1 },
  };
}
