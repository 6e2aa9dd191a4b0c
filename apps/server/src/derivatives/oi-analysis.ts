/**
 * OptionchainOI/getAnalysisData and Optionchain/getSupportTarget: the analytics of
 * `packages/market/src/options` (PCR, max pain, OI levels, build-up, gamma exposure, IV smile, term
 * structure, IV rank, the straddle) over the live chain of an underlying.
 */
import type {
  ChainRow,
  OiAnalysisAnswer,
  OiLevels as OiLevelsDto,
  SupportTargetRow,
} from '@nivesh/contracts';
import {
  atmImpliedVolatility,
  gammaExposure,
  ivRankAndPercentile,
  type OiLevel,
  oiLevels,
  pcr,
  straddlePremium,
  termStructure,
} from '@nivesh/market';
import { round } from '../market/market-answers';
import {
  chainRows,
  chainTotals,
  chainUnderlying,
  expiryInfo,
  expiryList,
  expiryOf,
  modelIv,
} from './chain-answer';
import { type ChainHistory, painOf } from './chain-history';
import type { OptionMarkets, UnderlyingRef } from './option-markets';

type Analysis = Omit<Extract<OiAnalysisAnswer, { status: 1 }>, 'status' | 'message' | 'source'>;

const ratio = (value: number): number | null => (Number.isFinite(value) ? round(value, 3) : null);
const pct = (value: number): number | null => (Number.isFinite(value) ? round(value * 100) : null);
const level = (l: OiLevel | null) => (l ? { strike: l.strike, oi: Math.round(l.openInterest) } : null);

/** Support, resistance and the day's largest additions from chain rows (OI now and at the previous close). */
export function levelsOf(rows: readonly ChainRow[], spot: number): OiLevelsDto {
  const col = (pick: (r: ChainRow) => number) => Float64Array.from(rows, pick);
  const levels = oiLevels(
    {
      strikes: col((r) => r.strike),
      call: {
        openInterest: col((r) => r.call.oi),
        previousOpenInterest: col((r) => r.call.oi - r.call.oiChange),
      },
      put: {
        openInterest: col((r) => r.put.oi),
        previousOpenInterest: col((r) => r.put.oi - r.put.oiChange),
      },
    },
    spot,
  );
  return {
    support: level(levels.support),
    support2: level(levels.secondSupport),
    resistance: level(levels.resistance),
    resistance2: level(levels.secondResistance),
    mostPutAdded: level(levels.largestPutAddition),
    mostCallAdded: level(levels.largestCallAddition),
  };
}

function buildUpCounts(rows: readonly ChainRow[], side: 'call' | 'put') {
  const counts = {
    'long-build-up': 0,
    'short-build-up': 0,
    'long-unwinding': 0,
    'short-covering': 0,
    neutral: 0,
  };
  for (const r of rows) counts[r[side].buildUp]++;
  return counts;
}

/** IV rank and percentile of the 30-day ATM IV over the last year of sessions (with today's). */
export function ivRank(markets: OptionMarkets, ref: UnderlyingRef) {
  const last = markets.state.dates.length - 1;
  const first = Math.max(0, last - 250 + 1);
  const history = Float64Array.from({ length: last - first + 1 }, (_, k) =>
    markets.atmVolOnDay(ref, first + k),
  );
  const current = markets.atmVolNow(ref);
  const rank = ivRankAndPercentile(Float64Array.from([...history, current]), current);
  return {
    current: pct(current),
    rank: Number.isFinite(rank.rank) ? round(rank.rank, 1) : null,
    percentile: Number.isFinite(rank.percentile) ? round(rank.percentile, 1) : null,
    min: pct(rank.min),
    max: pct(rank.max),
    sessions: rank.days,
    basis: ref.kind === 'index' ? ('india-vix' as const) : ('atm-iv' as const),
  };
}

/** The analysis of `ref` on `expiryDate` (default the nearest), or undefined for an unlisted expiry. */
export async function oiAnalysis(
  markets: OptionMarkets,
  history: ChainHistory,
  ref: UnderlyingRef,
  expiryDate: string | undefined,
): Promise<Analysis | undefined> {
  const chain = markets.liveChain(ref).today;
  const expiry = expiryOf(chain, expiryDate);
  if (!expiry) return undefined;
  const rows = chainRows(expiry, modelIv(expiry));
  const gex = gammaExposure(expiry, chain.spot, chain.lotSize, {
    rate: chain.riskFreeRate,
    dividendYield: chain.dividendYield,
  });
  const all = pcr(chain.expiries);
  const session = await history.session(ref, { date: expiry.expiry, kind: expiry.kind });
  return {
    underlying: chainUnderlying(markets, ref),
    expiries: expiryList(markets, chain),
    expiry: expiryInfo(markets, chain, expiry),
    totals: chainTotals(expiry, rows),
    pcrByExpiry: chain.expiries.map((e) => {
      const p = pcr(e);
      return {
        expiry: e.expiry,
        kind: e.kind,
        callOi: Math.round(p.callOpenInterest),
        putOi: Math.round(p.putOpenInterest),
        pcrOi: ratio(p.byOpenInterest),
        pcrVolume: ratio(p.byVolume),
        maxPain: painOf(e),
        atmIv: pct(atmImpliedVolatility(e)),
        daysToExpiry: markets.daysTo(e.expiry),
      };
    }),
    pcrAll: { pcrOi: ratio(all.byOpenInterest), pcrVolume: ratio(all.byVolume) },
    profile: rows.map((r, i) => ({
      strike: r.strike,
      callOi: r.call.oi,
      putOi: r.put.oi,
      callOiChange: r.call.oiChange,
      putOiChange: r.put.oiChange,
      callBuildUp: r.call.buildUp,
      putBuildUp: r.put.buildUp,
      gex: round((gex.callGex[i] ?? 0) + (gex.putGex[i] ?? 0), 3),
      callIv: r.call.iv,
      putIv: r.put.iv,
    })),
    levels: levelsOf(rows, chain.spot),
    callBuildUp: buildUpCounts(rows, 'call'),
    putBuildUp: buildUpCounts(rows, 'put'),
    gex: {
      total: round(gex.total, 3),
      callWall: gex.callWall,
      putWall: gex.putWall,
      zeroGamma: gex.zeroGamma === null ? null : round(gex.zeroGamma),
    },
    termStructure: termStructure(chain).map((p) => ({
      expiry: p.expiry,
      daysToExpiry: markets.daysTo(p.expiry),
      atmIv: pct(p.atmIv),
    })),
    ivRank: ivRank(markets, ref),
    straddle: session.map((p) => ({ time: p.time, spot: p.spot, atmStrike: p.atm, premium: p.straddle })),
  };
}

/** One underlying's OI support and resistance on its nearest expiry. */
export function supportTargetRow(markets: OptionMarkets, ref: UnderlyingRef): SupportTargetRow | null {
  const chain = markets.liveChain(ref).today;
  const near = chain.expiries[0];
  if (!near) return null;
  const rows = chainRows(near, modelIv(near));
  const levels = levelsOf(rows, chain.spot);
  const u = chainUnderlying(markets, ref);
  const distance = (strike: number | undefined) =>
    strike === undefined ? null : round(((strike - chain.spot) / chain.spot) * 100);
  return {
    symbol: ref.symbol,
    name: ref.name,
    kind: ref.kind,
    expiry: near.expiry,
    spot: u.spot,
    changePct: u.changePct,
    support: levels.support?.strike ?? null,
    support2: levels.support2?.strike ?? null,
    resistance: levels.resistance?.strike ?? null,
    resistance2: levels.resistance2?.strike ?? null,
    maxPain: painOf(near),
    pcrOi: ratio(pcr(near).byOpenInterest),
    expectedMove: round(straddlePremium(near, chain.spot)?.expectedMove ?? 0),
    supportDistancePct: distance(levels.support?.strike),
    resistanceDistancePct: distance(levels.resistance?.strike),
  };
}
