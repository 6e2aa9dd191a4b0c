/**
 * What stocks did after bulk and block deals (TodayActivity/getDealsPerformance): for each deal,
 * the return from the deal day's close to the close T+1, T+5, T+20 and T+60 sessions later, on
 * prices adjusted for splits, bonuses and dividends in between, and the same minus NIFTY 50's return
 * over the same sessions (the abnormal return). Groups average them with a 95 % confidence interval
 * (mean ± 1.96 standard errors). Only horizons whose session has closed count.
 */
import type { DealGroup, DealGrouping, DealKind, HorizonStats } from '@nivesh/contracts';
import { DEAL_HORIZONS } from '@nivesh/contracts';
import { type MarketState, SIMULATED_DEAL_CLIENTS } from '@nivesh/market';
import { round } from '../market/market-answers';
import { dayIndexOf } from '../market/session-days';
import type { ListedDeal } from './deals-answer';

const NIFTY = 'NIFTY 50';
const PAISE_PER_CRORE = 1_000_000_000;
/** Two-sided 95 % normal quantile. */
const Z_95 = 1.959964;

export const DEALS_PERFORMANCE_METHOD =
  'Each deal’s return runs from the close of the deal day (deals are published after the close) to the close 1, 5, 20 and 60 sessions later, on prices adjusted for splits, bonuses and dividends in between; the abnormal return subtracts NIFTY 50’s return over the same sessions. A group’s figure is the mean over its deals whose horizon has closed, with a 95 % confidence interval (mean ± 1.96 × standard deviation ÷ √n); with fewer than two deals there is no interval. Sells are not sign-flipped: a fall after a sale shows as a negative return.';

/** One deal with its returns (decimal; null where the horizon has not closed or the stock is unknown). */
export interface DealOutcome {
  readonly deal: ListedDeal;
  readonly valuePaise: number;
  /** Quantity as a share of the listed shares that day, percent (null when unknown). */
  readonly pctOfShares: number | null;
  readonly returns: readonly (number | null)[];
  readonly niftyReturns: readonly (number | null)[];
}

/** Adjusted close (today's terms) of day `t`, or NaN without a bar. */
function adjustedClose(state: MarketState, id: number, t: number): number {
  const bars = state.daily(id);
  const close = bars.close[t] ?? 0;
  return close > 0 ? close * (bars.adjFactor[t] ?? 1) : Number.NaN;
}

/** The deal's returns at every horizon, and NIFTY 50's over the same sessions. */
export function dealOutcome(state: MarketState, deal: ListedDeal): DealOutcome {
  const id = state.idOf(deal.symbol);
  const nifty = state.idOf(NIFTY);
  const t = dayIndexOf(state.dates, deal.tradeDate);
  const last = state.dates.length - 1;
  const ret = (sid: number | undefined, k: number): number | null => {
    if (sid === undefined || t < 0 || t + k > last) return null;
    const base = adjustedClose(state, sid, t);
    const later = adjustedClose(state, sid, t + k);
    return Number.isFinite(base) && Number.isFinite(later) ? later / base - 1 : null;
  };
  const shares =
    id === undefined || t < 0 ? 0 : state.sharesOutstanding(id) * (state.daily(id).adjFactor[t] ?? 1);
  return {
    deal,
    valuePaise: deal.quantity * deal.price,
    pctOfShares: shares > 0 ? (deal.quantity / shares) * 100 : null,
    returns: DEAL_HORIZONS.map((k) => ret(id, k)),
    niftyReturns: DEAL_HORIZONS.map((k) => ret(nifty, k)),
  };
}

const CATEGORY_BY_CLIENT = new Map<string, string>(SIMULATED_DEAL_CLIENTS.map((c) => [c.name, c.category]));

/** A client's category: the simulated catalogue's, else read from the name as NSE prints it. */
export function clientCategory(name: string): string {
  const known = CATEGORY_BY_CLIENT.get(name);
  if (known !== undefined) return known;
  const n = name.toUpperCase();
  if (/MUTUAL FUND|\bMF\b|ASSET MANAGEMENT/.test(n)) return 'mutual fund';
  if (/INSURANCE|ASSURANCE|\bLIFE\b/.test(n)) return 'insurance';
  if (
    /\bFPI\b|\bODI\b|FOREIGN|PORTFOLIO|\bPTE\b|\bINC\b|\bS\.?A\.?\b|\bPLC\b|MAURITIUS|SINGAPORE|CAYMAN/.test(
      n,
    )
  )
    return 'FPI';
  if (/PROMOTER|HOLDINGS?\b|PROMOTERS/.test(n)) return 'promoter';
  if (/\bLLP\b|SECURITIES|BROKING|CAPITAL MARKETS|STOCK BROKERS|TRADING|FINVEST|COMMODITIES/.test(n))
    return 'proprietary';
  if (/\bHUF\b/.test(n) || !/\b(LTD|LIMITED|PVT|PRIVATE|FUND|TRUST|BANK|CORPORATION|CO)\b/.test(n))
    return 'individual';
  return 'other';
}

/** The size bucket of a deal: bulk deals by share of listed shares, block deals by value. */
export function sizeBucket(kind: DealKind, outcome: DealOutcome): string {
  if (kind === 'block') {
    const cr = outcome.valuePaise / PAISE_PER_CRORE;
    return cr < 50 ? '₹10–50 Cr' : cr < 200 ? '₹50–200 Cr' : cr < 1000 ? '₹200–1,000 Cr' : '≥ ₹1,000 Cr';
  }
  const pct = outcome.pctOfShares;
  if (pct === null) return 'unknown';
  return pct < 1 ? '0.5–1 %' : pct < 2 ? '1–2 %' : pct < 5 ? '2–5 %' : '≥ 5 %';
}

function keyOf(kind: DealKind, groupBy: DealGrouping, o: DealOutcome): string {
  switch (groupBy) {
    case 'side':
      return o.deal.side;
    case 'client':
      return o.deal.clientName;
    case 'category':
      return clientCategory(o.deal.clientName);
    case 'size':
      return sizeBucket(kind, o);
  }
}

const pct = (v: number) => round(v * 100, 2);

function horizonStats(outcomes: readonly DealOutcome[], h: number): HorizonStats {
  const days = DEAL_HORIZONS[h] ?? 0;
  const rs: number[] = [];
  const abnormal: number[] = [];
  for (const o of outcomes) {
    const r = o.returns[h];
    const n = o.niftyReturns[h];
    if (r === null || r === undefined || n === null || n === undefined) continue;
    rs.push(r);
    abnormal.push(r - n);
  }
  const n = rs.length;
  if (n === 0) {
    return {
      days,
      n,
      meanPct: null,
      abnormalMeanPct: null,
      abnormalCiLowPct: null,
      abnormalCiHighPct: null,
      beatNiftyPct: null,
    };
  }
  const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const m = mean(abnormal);
  const sd = n > 1 ? Math.sqrt(abnormal.reduce((a, x) => a + (x - m) ** 2, 0) / (n - 1)) : Number.NaN;
  const half = n > 1 ? (Z_95 * sd) / Math.sqrt(n) : Number.NaN;
  return {
    days,
    n,
    meanPct: pct(mean(rs)),
    abnormalMeanPct: pct(m),
    abnormalCiLowPct: Number.isFinite(half) ? pct(m - half) : null,
    abnormalCiHighPct: Number.isFinite(half) ? pct(m + half) : null,
    beatNiftyPct: round((abnormal.filter((x) => x > 0).length / n) * 100, 1),
  };
}

/** One group's figures (also used by the events' performance, whose outcomes have no value). */
export function group(key: string, outcomes: readonly DealOutcome[]): DealGroup {
  return {
    key,
    deals: outcomes.length,
    valueCr: round(outcomes.reduce((a, o) => a + o.valuePaise, 0) / PAISE_PER_CRORE, 2),
    horizons: DEAL_HORIZONS.map((_, h) => horizonStats(outcomes, h)),
  };
}

/** Every counted item together (`overall`) and its groups. */
export interface Grouped {
  readonly overall: DealGroup;
  readonly groups: readonly DealGroup[];
}

/** Items grouped per step of a grouping's build (a year holds ~12,000 outcomes: ~40-60 ms in one go). */
const GROUPED_PER_STEP = 1_000;

/**
 * Every counted item together, and the groups (most first, then by key); `keyOf` undefined: not
 * counted. Built in steps (a thousand items, or a group, a step) so a server can yield between them.
 */
export function* groupedOutcomes<T>(
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  outcomeOf: (item: T) => DealOutcome,
): Generator<void, Grouped, undefined> {
  const byKey = new Map<string, DealOutcome[]>();
  const counted: DealOutcome[] = [];
  for (const [i, item] of items.entries()) {
    if (i % GROUPED_PER_STEP === GROUPED_PER_STEP - 1) yield;
    const key = keyOf(item);
    if (key === undefined) continue;
    const outcome = outcomeOf(item);
    counted.push(outcome);
    const list = byKey.get(key) ?? [];
    list.push(outcome);
    byKey.set(key, list);
  }
  const groups: DealGroup[] = [];
  for (const [key, list] of byKey) {
    groups.push(group(key, list));
    yield;
  }
  groups.sort((a, b) => b.deals - a.deals || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { overall: group('all', counted), groups };
}

/** Every deal together, and the groups (most deals first, then by key). */
export function dealGroups(
  kind: DealKind,
  groupBy: DealGrouping,
  outcomes: readonly DealOutcome[],
): Generator<void, Grouped, undefined> {
  return groupedOutcomes(
    outcomes,
    (o) => keyOf(kind, groupBy, o),
    (o) => o,
  );
}
