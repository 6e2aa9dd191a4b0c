/**
 * NSE ETFs (stream `etf:<SYMBOL>`): price_t = reference_t · e^(f_t) / ratio, the ratio fixed so the
 * last close is the ETF's approximate price, where f_t adds the NAV's daily carry (dividends kept minus
 * expense ratio), tracking noise, any beta/extra noise of a stand-in reference, USD/INR for foreign
 * references, and a mean-reverting premium/discount. LIQUIDBEES-style money-market funds stay at
 * ₹1,000 and pay their interest out daily (carried in `adjFactor`).
 */
import { createRng, type Rng } from '../simulator/prng';
import type { EtfDef } from '../universe/etfs';
import { commoditySeries } from './commodity-history';
import type { OtherInstrumentsContext } from './context';
import {
  type EtfCostModel,
  etfCostModel,
  LIQUID_PRICE_NOISE_PAISE,
  OVERNIGHT_RATE,
  resolveEtfTracking,
} from './etf-models';
import { globalIndexSeries } from './global-index-history';
import {
  DEFAULT_ACTIVITY,
  drawVolumes,
  emptyBars,
  type PrintedBars,
  printAnchoredBars,
  writeBar,
} from './print-bars';
import { drawLogPath, unitGarchShocks } from './shocks';
import { drawAr1, printFollower, type ReferenceBars } from './tracker';
import type { EtfMeta, EtfTracking, OtherInstrumentSeries } from './types';

/** ETFs trade on NSE's ₹0.05 equity step here (see the README: NSE lists ETFs at ₹0.01). */
const ETF_TICK = 5;
/** Share of a day's variance in the opening gap when the ETF draws its own range (equity-like). */
const ETF_GAP_SHARE = 0.3;
const TRADING_DAYS = 252;
const DAY_MS = 86_400_000;

/** The simulated series of one ETF. */
export function etfSeries(ctx: OtherInstrumentsContext, def: EtfDef): OtherInstrumentSeries {
  const tracking = resolveEtfTracking(def, (name) => ctx.hasNseIndex(name));
  const costs = etfCostModel(def.symbol, tracking);
  const rng = createRng(ctx.seed, `etf:${def.symbol}`);
  const { bars, adjFactor } =
    tracking.kind === 'money-market'
      ? moneyMarketBars(ctx, rng, costs)
      : { bars: trackerBars(ctx, rng, def, tracking, costs), adjFactor: new Float64Array(ctx.n).fill(1) };
  const turnover = { ...DEFAULT_ACTIVITY, mean: costs.dailyTurnoverRupees, inRupees: true };
  const meta: EtfMeta = {
    kind: 'etf',
    symbol: def.symbol,
    name: def.name,
    unit: '₹ per unit',
    priceScale: 'paise',
    tick: ETF_TICK,
    volumeUnit: 'units',
    currency: 'INR',
    exchange: 'NSE',
    country: 'India',
    simulated: true,
    amc: def.amc,
    underlying: def.underlying,
    tracking,
    expenseRatio: costs.expenseRatio,
    approxPrice: def.approxPrice,
  };
  return {
    symbol: def.symbol,
    ...bars,
    volume: drawVolumes(rng, bars.close, turnover),
    adjFactor,
    meta,
  };
}

/** The reference's bars: an NSE index (points), an MCX contract (paise) or a global index (hundredths). */
function referenceBars(ctx: OtherInstrumentsContext, tracking: EtfTracking): ReferenceBars | undefined {
  const symbol = tracking.reference;
  if (symbol === undefined) return undefined;
  if (tracking.kind === 'commodity') {
    const def = ctx.commodityDef(symbol);
    return def && commoditySeries(ctx, def);
  }
  if (tracking.kind === 'global-index') {
    const def = ctx.globalIndexDef(symbol);
    return def && globalIndexSeries(ctx, def);
  }
  return ctx.nseIndex(symbol);
}

/** Bars of an ETF that follows a reference (or, standalone, a path of its own). */
function trackerBars(
  ctx: OtherInstrumentsContext,
  rng: Rng,
  def: EtfDef,
  tracking: EtfTracking,
  costs: EtfCostModel,
): PrintedBars {
  const { n } = ctx;
  const anchor = { tick: ETF_TICK, lastClose: def.approxPrice * 100 };
  const reference = referenceBars(ctx, tracking);
  if (!reference) {
    // Nothing to follow: an equity-like walk (the simulated NIFTY 50's 10 % drift) of its own.
    const model = { annualVolatility: tracking.extraVolatility, drift: 0.1, loadings: {} };
    return printAnchoredBars(drawLogPath(rng, ctx.bank, n, model), anchor, ETF_GAP_SHARE, rng);
  }
  // log factor = premium + NAV drift (carry, tracking noise, own noise) + leverage + currency.
  const logFactor = drawAr1(rng, n, costs.premiumPersistence, costs.premiumSd);
  const own = tracking.extraVolatility > 0 ? unitGarchShocks(rng, n).value : new Float64Array(n);
  const carry = (costs.dividendCarry - costs.expenseRatio) / TRADING_DAYS;
  const trackingSd = costs.trackingError / Math.sqrt(TRADING_DAYS);
  const ownSd = tracking.extraVolatility / Math.sqrt(TRADING_DAYS);
  let nav = 0;
  for (let t = 0; t < n; t++) {
    nav += carry + trackingSd * rng.normal() + ownSd * (own[t] ?? 0);
    logFactor[t] = (logFactor[t] ?? 0) + nav;
  }
  if (tracking.beta !== 1) {
    const firstLog = Math.log(reference.close[0] ?? 1);
    for (let t = 0; t < n; t++) {
      logFactor[t] =
        (logFactor[t] ?? 0) + (tracking.beta - 1) * (Math.log(reference.close[t] ?? 1) - firstLog);
    }
  }
  if (tracking.inUsd) {
    const fx = ctx.usdInr();
    for (let t = 0; t < n; t++) logFactor[t] = (logFactor[t] ?? 0) + Math.log(fx[t] ?? 1);
  }
  return printFollower(reference, logFactor, anchor, ETF_GAP_SHARE, rng);
}

/**
 * A liquid ETF: NAV ₹1,000 plus the day's interest, paid out as a daily dividend so the price hovers at
 * ₹1,000 (± a few paise); the payouts make the adjusted series grow at the overnight rate less costs.
 */
function moneyMarketBars(
  ctx: OtherInstrumentsContext,
  rng: Rng,
  costs: EtfCostModel,
): { readonly bars: PrintedBars; readonly adjFactor: Float64Array } {
  const { n, dates } = ctx;
  const nav = 100_000;
  const bars = emptyBars(n);
  const payout = new Float64Array(n);
  const noise = LIQUID_PRICE_NOISE_PAISE;
  const { mean, sd, persistence, min, max } = OVERNIGHT_RATE;
  const rateStep = sd * Math.sqrt(1 - persistence * persistence);
  let rate = mean + sd * rng.normal();
  let previousMs = Date.parse(dates[0] ?? '') - DAY_MS;
  for (let t = 0; t < n; t++) {
    rate = Math.min(max, Math.max(min, mean + persistence * (rate - mean) + rateStep * rng.normal()));
    // Interest accrues over calendar days: a Monday pays for the weekend too.
    const ms = Date.parse(dates[t] ?? '');
    payout[t] = (nav * (rate - costs.expenseRatio) * Math.round((ms - previousMs) / DAY_MS)) / 365;
    previousMs = ms;
    const spread = noise * Math.abs(rng.normal());
    const open = nav + noise * rng.normal();
    const close = nav + noise * rng.normal();
    writeBar(bars, t, ETF_TICK, open, close, Math.max(open, close) + spread, Math.min(open, close) - spread);
  }
  // Backward dividend adjustment, as for equities: before an ex-date prices scale by 1 − payout / close.
  const adjFactor = new Float64Array(n);
  adjFactor[n - 1] = 1;
  for (let t = n - 1; t > 0; t--) {
    adjFactor[t - 1] = (adjFactor[t] ?? 1) * (1 - (payout[t] ?? 0) / (bars.close[t - 1] ?? nav));
  }
  return { bars, adjFactor };
}
