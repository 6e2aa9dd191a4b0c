/**
 * Optionchain/getOptionChain: one expiry of a chain as rows (calls | strike | puts), each side with
 * its price and change since the previous close, quotes, IV, greeks, open interest, its change and
 * the OI build-up; the expiry's totals (PCR, max pain) and conventions.
 */
import type {
  ChainRow,
  ChainSide,
  ChainTotals,
  ChainUnderlying,
  IvMode,
  OptionExpiryDto,
} from '@nivesh/contracts';
import {
  MINUTES_PER_YEAR,
  maxPain,
  NSE_IV_CONVENTION,
  type OptionChain,
  type OptionChainExpiry,
  type OptionSideColumns,
  oiBuildUp,
  optionUnderlying,
  pcr,
} from '@nivesh/market';
import { round } from '../market/market-answers';
import type { OptionMarkets, UnderlyingRef } from './option-markets';

const rupees = (paise: number): number => round(paise / 100);
const pct = (value: number): number | null => (Number.isFinite(value) ? round(value * 100) : null);
const percentChange = (now: number, before: number): number | null =>
  before > 0 ? round(((now - before) / before) * 100) : null;

/** The expiry of `chain` on `date`, or its nearest when `date` is undefined. */
export function expiryOf(chain: OptionChain, date: string | undefined): OptionChainExpiry | undefined {
  return date === undefined ? chain.expiries[0] : chain.expiries.find((e) => e.expiry === date);
}

function side(now: OptionSideColumns, i: number, iv: number): ChainSide {
  const ltp = now.price[i] ?? 0;
  const prevLtp = now.previousClose[i] ?? ltp;
  const oi = Math.round(now.openInterest[i] ?? 0);
  const prevOi = Math.round(now.previousOpenInterest[i] ?? 0);
  const change = (ltp - prevLtp) / 100;
  const oiChange = oi - prevOi;
  return {
    ltp: rupees(ltp),
    change: round(change),
    changePct: percentChange(ltp, prevLtp),
    bid: rupees(now.bid[i] ?? 0),
    ask: rupees(now.ask[i] ?? 0),
    iv: pct(iv),
    delta: round(now.delta[i] ?? 0, 4),
    gamma: round(now.gamma[i] ?? 0, 6),
    theta: round(now.thetaPerDay[i] ?? 0),
    vega: round(now.vegaPerVolPoint[i] ?? 0),
    oi,
    oiChange,
    oiChangePct: prevOi > 0 ? round((oiChange / prevOi) * 100) : null,
    volume: Math.round(now.volume[i] ?? 0),
    buildUp: oiBuildUp(change, oiChange),
  };
}

/** The strike nearest `level` (the lower one on a tie). */
export function nearestStrike(strikes: Float64Array, level: number): number {
  let best = strikes[0] ?? level;
  for (const k of strikes) if (Math.abs(k - level) < Math.abs(best - level)) best = k;
  return best;
}

/** IV columns of a side in the chosen mode (the model's back-solved IV, or NSE's convention). */
export type IvColumns = (side: 'call' | 'put') => Float64Array;

/** The rows of an expiry: each side's price and OI against the previous session's close. */
export function chainRows(expiry: OptionChainExpiry, iv: IvColumns): ChainRow[] {
  const callIv = iv('call');
  const putIv = iv('put');
  return Array.from(expiry.strikes, (strike, i) => ({
    strike,
    call: side(expiry.call, i, callIv[i] ?? Number.NaN),
    put: side(expiry.put, i, putIv[i] ?? Number.NaN),
  }));
}

export function chainTotals(expiry: OptionChainExpiry, rows: readonly ChainRow[]): ChainTotals {
  const ratio = pcr(expiry);
  const pain = maxPain(expiry);
  let callOiChange = 0;
  let putOiChange = 0;
  let callOi = 0;
  let putOi = 0;
  let callVolume = 0;
  let putVolume = 0;
  for (const r of rows) {
    callOi += r.call.oi;
    putOi += r.put.oi;
    callOiChange += r.call.oiChange;
    putOiChange += r.put.oiChange;
    callVolume += r.call.volume;
    putVolume += r.put.volume;
  }
  return {
    callOi,
    putOi,
    callOiChange,
    putOiChange,
    callVolume,
    putVolume,
    pcrOi: Number.isFinite(ratio.byOpenInterest) ? round(ratio.byOpenInterest, 3) : null,
    pcrVolume: Number.isFinite(ratio.byVolume) ? round(ratio.byVolume, 3) : null,
    maxPain: pain.strike ?? null,
  };
}

/** Forward, ATM strike (nearest the spot), ATM IV (mean of call and put, %) and the ATM straddle. */
export function expiryInfo(markets: OptionMarkets, chain: OptionChain, expiry: OptionChainExpiry) {
  const atmStrike = nearestStrike(expiry.strikes, chain.spot);
  const i = expiry.strikes.indexOf(atmStrike);
  const ivs = [expiry.call.iv[i] ?? Number.NaN, expiry.put.iv[i] ?? Number.NaN].filter(Number.isFinite);
  const atmIv = ivs.length > 0 ? ivs.reduce((a, b) => a + b, 0) / ivs.length : Number.NaN;
  return {
    date: expiry.expiry,
    kind: expiry.kind,
    daysToExpiry: markets.daysTo(expiry.expiry),
    forward: round(expiry.forward),
    atmStrike,
    atmIv: pct(atmIv),
    straddle: rupees((expiry.call.price[i] ?? 0) + (expiry.put.price[i] ?? 0)),
  };
}

export function expiryList(markets: OptionMarkets, chain: OptionChain): OptionExpiryDto[] {
  return chain.expiries.map((e) => ({
    date: e.expiry,
    kind: e.kind,
    daysToExpiry: markets.daysTo(e.expiry),
  }));
}

export function chainUnderlying(markets: OptionMarkets, ref: UnderlyingRef): ChainUnderlying {
  const q = markets.state.quote(ref.id);
  const spot = q.ltp / 100;
  const prev = q.prevClose / 100;
  const u = optionUnderlying(ref.symbol, spot);
  return {
    symbol: ref.symbol,
    name: ref.name,
    kind: ref.kind,
    spot: round(spot),
    change: round(spot - prev),
    changePct: prev > 0 ? round(((spot - prev) / prev) * 100) : 0,
    lotSize: u.lotSize,
    strikeStep: u.strikeStep,
  };
}

export function chainConventions(chain: OptionChain, expiry: OptionChainExpiry, ivMode: IvMode) {
  // NSE's IVs: BSM on the spot, r 10 %, no dividend yield, whole calendar days (nse-iv.ts).
  const nse = ivMode === 'nse';
  return {
    ivMode,
    riskFreeRatePct: round((nse ? NSE_IV_CONVENTION.rate : chain.riskFreeRate) * 100, 3),
    dividendYieldPct: nse ? 0 : round(chain.dividendYield * 100, 3),
    minutesToExpiry: Math.round(expiry.years * MINUTES_PER_YEAR),
  };
}

/** The IV columns of the model mode: the chain's own back-solved IV. */
export const modelIv =
  (expiry: OptionChainExpiry): IvColumns =>
  (which) =>
    expiry[which].iv;
