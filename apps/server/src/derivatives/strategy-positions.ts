/**
 * OptionStrategies/getDetails and getPayoff: legs priced on the live chain (options at their LTP and
 * IV, futures at the expiry's forward, the stock at its price), then the payoff curves, greeks,
 * probability of profit and the SPAN-like margin estimate of `packages/market/src/options/strategies`.
 */
import type {
  PayoffBody,
  PricedLeg as PricedLegDto,
  StrategyLeg as StrategyLegDto,
  StrategyPosition,
  StrategySummary,
} from '@nivesh/contracts';
import {
  estimateMargin,
  findOptionStrategy,
  type IsoDate,
  istParts,
  OPTION_STRATEGIES,
  type OptionChain,
  type OptionStrategyDefinition,
  type PricedLeg,
  resolveOptionStrategy,
  strategyPayoff,
} from '@nivesh/market';
import { round } from '../market/market-answers';
import { chainUnderlying, expiryList, nearestStrike } from './chain-answer';
import { closeInstant, type OptionMarkets, type UnderlyingRef } from './option-markets';

/** The catalogue as the API lists it. */
export function strategySummaries(): StrategySummary[] {
  return OPTION_STRATEGIES.map(summaryOf);
}

function summaryOf(def: OptionStrategyDefinition): StrategySummary {
  return {
    id: def.id,
    name: def.name,
    view: def.view,
    level: def.level,
    legs: def.legs.map((l) => ({ ...l })),
    rationale: def.rationale,
    maxProfit: def.maxProfit,
    maxLoss: def.maxLoss,
    breakevens: def.breakevens,
  };
}

interface Priced {
  readonly leg: PricedLeg;
  readonly dto: PricedLegDto;
}

/** A leg on today's chain: its current price, IV and delta; a refusal text when it cannot be priced. */
function priceLeg(chain: OptionChain, leg: StrategyLegDto, lotSize: number): Priced | string {
  const base = { instrument: leg.instrument, side: leg.side, lots: leg.lots };
  if (leg.instrument === 'stock') {
    const current = round(chain.spot);
    const entry = leg.entryPrice ?? current;
    return {
      leg: { ...base, strike: null, expiry: null, entryPrice: entry },
      dto: {
        ...base,
        strike: null,
        expiry: null,
        entryPrice: entry,
        currentPrice: current,
        iv: null,
        delta: 1,
        lotSize,
      },
    };
  }
  const expiry = chain.expiries.find((e) => e.expiry === leg.expiry);
  if (!expiry || leg.expiry === null) {
    return `${chain.symbol} has no listed expiry on ${leg.expiry ?? '(none given)'}`;
  }
  const date = expiry.expiry as IsoDate;
  if (leg.instrument === 'future') {
    const current = round(expiry.forward);
    const entry = leg.entryPrice ?? current;
    return {
      leg: { ...base, strike: null, expiry: date, entryPrice: entry },
      dto: {
        ...base,
        strike: null,
        expiry: date,
        entryPrice: entry,
        currentPrice: current,
        iv: null,
        delta: 1,
        lotSize,
      },
    };
  }
  const i = leg.strike === null ? -1 : expiry.strikes.indexOf(leg.strike);
  if (i < 0) {
    const first = expiry.strikes[0] ?? 0;
    const last = expiry.strikes[expiry.strikes.length - 1] ?? 0;
    return `Strike ${leg.strike ?? '(none)'} is not listed for ${chain.symbol} ${date} (strikes ${first}–${last}, every ${chain.strikeStep})`;
  }
  const side = leg.instrument === 'call' ? expiry.call : expiry.put;
  const current = round((side.price[i] ?? 0) / 100);
  const chainIv = side.iv[i] ?? Number.NaN;
  const iv =
    leg.iv !== undefined ? leg.iv / 100 : Number.isFinite(chainIv) ? chainIv : (expiry.modelVol[i] ?? 0.15);
  const entry = leg.entryPrice ?? current;
  const strike = expiry.strikes[i] ?? 0;
  return {
    leg: { ...base, strike, expiry: date, entryPrice: entry, iv },
    dto: {
      ...base,
      strike,
      expiry: date,
      entryPrice: entry,
      currentPrice: current,
      iv: round(iv * 100),
      delta: round(side.delta[i] ?? 0, 4),
      lotSize,
    },
  };
}

const finiteOr = (value: number | 'unlimited'): number | 'unlimited' =>
  value === 'unlimited' ? value : round(value);

/** The position of `legs` on `ref`'s live chain, or a refusal text. */
export function positionOf(
  markets: OptionMarkets,
  ref: UnderlyingRef,
  legs: readonly StrategyLegDto[],
  options: Pick<PayoffBody, 'evaluationDate' | 'ivShift' | 'spot'> = {},
): StrategyPosition | string {
  const { today: chain } = markets.liveChain(ref);
  const lotSize = chain.lotSize;
  const priced: Priced[] = [];
  for (const leg of legs) {
    const p = priceLeg(chain, leg, lotSize);
    if (typeof p === 'string') return p;
    priced.push(p);
  }
  const now = markets.now;
  const firstExpiry = priced
    .map((p) => p.leg.expiry)
    .filter((e): e is IsoDate => e !== null)
    .sort()[0];
  let evaluationAt = now;
  if (options.evaluationDate !== undefined) {
    if (options.evaluationDate < markets.state.sessionDate)
      return 'The valuation date cannot be before today';
    if (firstExpiry !== undefined && options.evaluationDate > firstExpiry) {
      return `The valuation date cannot be after the first expiry (${firstExpiry})`;
    }
    if (options.evaluationDate > markets.state.sessionDate)
      evaluationAt = closeInstant(options.evaluationDate as IsoDate);
  }
  const spot = options.spot ?? chain.spot;
  const input = {
    legs: priced.map((p) => p.leg),
    lotSize,
    spot,
    asOf: now,
    rate: chain.riskFreeRate,
    dividendYield: chain.dividendYield,
  };
  const near = chain.expiries.find((e) => e.expiry === firstExpiry) ?? chain.expiries[0];
  const referenceVolatility = near ? near.atmVol : markets.atmVolNow(ref);
  const payoff = strategyPayoff({
    ...input,
    evaluationAt,
    ivShiftPoints: options.ivShift ?? 0,
    referenceVolatility,
  });
  const margin = estimateMargin({ ...input, underlying: ref.kind, volatility: referenceVolatility });
  let currentPnl = 0;
  for (const p of priced) {
    const sign = p.dto.side === 'buy' ? 1 : -1;
    currentPnl += sign * (p.dto.currentPrice - p.dto.entryPrice) * p.dto.lots * lotSize;
  }
  return {
    source: markets.source(),
    underlying: chainUnderlying(markets, ref),
    expiries: expiryList(markets, chain),
    legs: priced.map((p) => p.dto),
    payoff: {
      prices: Array.from(payoff.prices, (v) => round(v)),
      atExpiry: Array.from(payoff.atExpiry, (v) => round(v)),
      atDate: Array.from(payoff.atDate, (v) => round(v)),
      evaluationDate: istParts(evaluationAt).date,
      firstExpiry: firstExpiry ?? null,
      breakevens: payoff.breakevens.map((b) => round(b)),
      maxProfit: finiteOr(payoff.maxProfit),
      maxLoss: finiteOr(payoff.maxLoss),
      netPremium: round(payoff.netPremium),
      greeks: {
        delta: round(payoff.greeks.delta),
        gamma: round(payoff.greeks.gamma, 4),
        theta: round(payoff.greeks.theta),
        vega: round(payoff.greeks.vega),
      },
      probabilityOfProfit: Number.isFinite(payoff.probabilityOfProfit)
        ? round(payoff.probabilityOfProfit * 100, 1)
        : null,
      sigmaLevels: {
        minus2: round(payoff.sigmaLevels.minus2),
        minus1: round(payoff.sigmaLevels.minus1),
        plus1: round(payoff.sigmaLevels.plus1),
        plus2: round(payoff.sigmaLevels.plus2),
      },
      currentPnl: round(currentPnl),
    },
    margin: {
      span: round(margin.span),
      exposure: round(margin.exposure),
      expiryDayElm: round(margin.expiryDayElm),
      premium: round(margin.premium),
      total: round(margin.total),
      standaloneTotal: round(margin.standaloneTotal),
      hedgeBenefit: round(margin.hedgeBenefit),
      method: margin.method,
    },
    conventions: {
      riskFreeRatePct: round(chain.riskFreeRate * 100, 3),
      dividendYieldPct: round(chain.dividendYield * 100, 3),
      modelIv: round(referenceVolatility * 100),
    },
  };
}

/** A catalogue strategy placed at the money of `ref` on `expiry` (default the nearest), priced. */
export function strategyDetails(
  markets: OptionMarkets,
  ref: UnderlyingRef,
  strategyId: string,
  expiryDate: string | undefined,
): { strategy: StrategySummary; position: StrategyPosition } | string {
  const def = findOptionStrategy(strategyId);
  if (!def) return `No option strategy "${strategyId}": see OptionStrategies/getlist`;
  const { today: chain } = markets.liveChain(ref);
  const at = expiryDate === undefined ? 0 : chain.expiries.findIndex((e) => e.expiry === expiryDate);
  const near = chain.expiries[at];
  if (at < 0 || !near) return `${ref.symbol} has no listed expiry on ${expiryDate ?? 'the calendar'}`;
  const next = chain.expiries[at + 1];
  const needsNext = def.legs.some((l) => l.expiry === 'next' && l.instrument !== 'stock');
  if (needsNext && !next) return `${def.name} needs a later expiry than ${near.expiry}: pick an earlier one`;
  const legs = resolveOptionStrategy(def, {
    atmStrike: nearestStrike(near.strikes, chain.spot),
    strikeStep: chain.strikeStep,
    expiries: { near: near.expiry as IsoDate, next: (next ?? near).expiry as IsoDate },
  });
  const position = positionOf(markets, ref, legs);
  if (typeof position === 'string') return position;
  return { strategy: summaryOf(def), position };
}
