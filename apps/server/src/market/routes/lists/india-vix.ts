/**
 * India VIX next to NIFTY 50: the day's quote of each, VIX's 52-week range, their daily closes and
 * the correlation of their daily moves. Works (with `available: false`) while the market has no
 * INDIA VIX series.
 */
import type { IndiaVixResponse, LiveQuoteDto } from '@nivesh/contracts';
import { FIFTY_TWO_WEEK_DAYS, type MarketState } from '@nivesh/market';
import { asOfDay, isLiveDay, type ListDay, pastDayQuote, windowEnd } from '../../day/list-day';
import { windowLevels } from '../../day/window-levels';
import { type MarketService, toLiveQuote } from '../../market.service';
import { fromHundredths, marketSource, round } from '../../market-answers';

type IndiaVixAnswer = Extract<IndiaVixResponse, { status: 1 }>;

export const INDIA_VIX = 'INDIA VIX';
export const NIFTY_50 = 'NIFTY 50';

/** A symbol's quote on the day: the live quote, or a completed day's bar as a quote. */
function quoteOn(state: MarketState, id: number, day: ListDay, asOf: number): LiveQuoteDto | null {
  if (day.kind === 'live') return toLiveQuote(state.quote(id));
  const q = pastDayQuote(state, id, day.t);
  if (!q) return null;
  return {
    symbol: state.meta(id).symbol,
    ltp: fromHundredths(q.ltp),
    change: fromHundredths(q.ltp - q.prevClose),
    changePct: round(q.changePct),
    open: fromHundredths(q.open),
    high: fromHundredths(q.high),
    low: fromHundredths(q.low),
    prevClose: fromHundredths(q.prevClose),
    volume: q.volume,
    time: asOf,
  };
}

/** Pearson correlation of two equally long series; null with fewer than 3 points or no variance. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 3) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i] ?? 0;
    my += ys[i] ?? 0;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

/** Daily % changes of consecutive days where both series have a close. */
function pairedChanges(
  history: readonly { vix: number | null; nifty: number | null }[],
): [number[], number[]] {
  const vix: number[] = [];
  const nifty: number[] = [];
  for (let i = 1; i < history.length; i++) {
    const a = history[i - 1];
    const b = history[i];
    if (!a?.vix || !b?.vix || !a.nifty || !b.nifty) continue;
    vix.push(b.vix / a.vix - 1);
    nifty.push(b.nifty / a.nifty - 1);
  }
  return [vix, nifty];
}

/** The answer of TodayActivity/getIndiaVix. */
export function indiaVixAnswer(market: MarketService, day: ListDay, days: number): IndiaVixAnswer {
  const state = market.feed.state;
  const vixId = state.idOf(INDIA_VIX);
  const niftyId = state.idOf(NIFTY_50);
  const asOf = asOfDay(market, day);
  const end = windowEnd(state, day);
  const closeOf = (id: number | undefined, t: number): number | null => {
    if (id === undefined) return null;
    const c = state.daily(id).close[t] ?? 0;
    return c > 0 ? fromHundredths(c) : null;
  };
  const history = [];
  for (let t = Math.max(0, end - days); t < end; t++) {
    history.push({ date: state.dates[t] ?? '', vix: closeOf(vixId, t), nifty: closeOf(niftyId, t) });
  }
  let vix: IndiaVixAnswer['vix'] = null;
  const vixQuote = vixId === undefined ? null : quoteOn(state, vixId, day, asOf);
  if (vixId !== undefined && vixQuote) {
    // The 52 weeks up to and including the day.
    const levels = windowLevels(state.daily(vixId), end - (FIFTY_TWO_WEEK_DAYS - 1), end);
    const high = Math.max(Number.isFinite(levels.high) ? fromHundredths(levels.high) : 0, vixQuote.high);
    const lows = [Number.isFinite(levels.low) ? fromHundredths(levels.low) : 0, vixQuote.low].filter(
      (v) => v > 0,
    );
    vix = {
      ...vixQuote,
      fiftyTwoWeekHigh: high > 0 ? high : null,
      fiftyTwoWeekLow: lows.length > 0 ? Math.min(...lows) : null,
    };
  }
  const [vixChanges, niftyChanges] = pairedChanges(history);
  const rho = correlation(vixChanges, niftyChanges);
  return {
    status: 1,
    message: vix ? 'India VIX' : 'India VIX is not available in this market yet',
    source: marketSource(market),
    date: day.date,
    live: isLiveDay(market, day),
    asOf,
    available: vix !== null,
    vix,
    nifty: niftyId === undefined ? null : quoteOn(state, niftyId, day, asOf),
    history,
    correlation: rho === null ? null : round(rho, 3),
  };
}
