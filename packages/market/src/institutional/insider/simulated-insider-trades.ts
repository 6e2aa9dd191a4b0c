/**
 * SEBI PIT regulation 7(2) disclosures of the simulated market: trades by a company's promoters,
 * directors, key managerial personnel, designated persons and their immediate relatives, disclosed to
 * the company within two sessions and broadcast by the exchange the same or the next session.
 * Pure and seeded: a stock's trades of a session come only from its own numbers that session and the
 * streams `insider:<tradeDate>:<symbol>` (the day's trades) and `insider:profile:<symbol>` (its
 * people and their standing stakes, `insider-people.ts`), so a (date, seed) gives the same
 * disclosures whatever else was computed before.
 *
 * ## What the simulation draws (frequencies from NSE's PIT listings: most rows are promoters',
 * then employees' ESOP allotments and sales; pledges come in bursts from a few pledged promoters)
 * Expected disclosures per stock and session (about 0.1 in all, some 50 a day over 500 stocks):
 * - promoters: open-market purchases 0.012, more after a falling day (creeping acquisition: 0.005-0.5 %
 *   of the shares, at most a fifth of the day's volume), sales 0.004, pledge creations 0.005 and
 *   revocations 0.004 (only a promoter with pledged shares revokes), invocations 0.0006 (a lender
 *   sells pledged shares: a disposal), off-market inter-se transfers 0.003;
 * - directors: open-market purchases 0.004, sales 0.003 (₹25 lakh median);
 * - KMP: ESOP allotments 0.01 (₹40 lakh median), open-market sales 0.008 (often of ESOP shares);
 * - designated persons: ESOP allotments 0.02 (₹6 lakh), sales 0.015, purchases 0.006;
 * - immediate relatives: purchases 0.005, sales 0.004, off-market gifts 0.002.
 * Open-market trades are at most a fifth of the day's volume; value = quantity × the day's close.
 * Before and after holdings come from the person's standing stake in the company (today's listed
 * shares), and chain within a session (a second trade of the same person starts where the first
 * ended); they do not carry from one session to the next (each session starts from the standing
 * stake again), which would need every earlier session's draws. A pledge creation or revocation
 * leaves the holding as it is (it changes what is encumbered); a sale, an invocation or a gift
 * given lowers it, never below zero.
 *
 * Measured over 117 sessions of the package's simulated 500-stock market (the test): 50 disclosures a
 * day; promoters 26 %, designated persons 41 %, KMP 19 %, relatives 9 %, directors 6 %; open-market
 * 61 %, ESOP 30 %, pledges 5 % (creations outnumber revocations five to one: only the three in ten
 * pledged promoters revoke), off-market 4 %; open-market value median ₹0.23 crore, 90th percentile
 * ₹11 crore. One session of 500 stocks takes about 0.5 ms.
 */

import { createRng, type Rng } from '../../simulator/prng';
import type { IsoDate } from '../../units';
import type { DealStockDay } from '../deals/simulated-deals';
import { logNormal, poisson } from '../draws';
import { type InsiderCategory, insidersOf } from './insider-people';

export { type Insider, type InsiderCategory, insidersOf } from './insider-people';

export const INSIDER_CATEGORIES = [
  'promoter',
  'director',
  'kmp',
  'designated-person',
  'immediate-relative',
] as const satisfies readonly InsiderCategory[];

/** How the securities were acquired or disposed (NSE's "MODE OF ACQUISITION"). */
export const INSIDER_MODES = [
  'market-purchase',
  'market-sale',
  'off-market',
  'esop',
  'pledge-creation',
  'pledge-revocation',
  'pledge-invocation',
] as const;
export type InsiderMode = (typeof INSIDER_MODES)[number];

/** NSE's "ACQUISITION/DISPOSAL TRANSACTION TYPE". */
export type InsiderTransaction = 'buy' | 'sell' | 'pledge' | 'revoke' | 'invoke';

/** Modes as pages group them: open-market trades kept apart from ESOPs and pledges. */
export type InsiderModeGroup = 'open-market' | 'esop' | 'pledge' | 'other';

export function insiderModeGroup(mode: InsiderMode): InsiderModeGroup {
  if (mode === 'market-purchase' || mode === 'market-sale') return 'open-market';
  if (mode === 'esop') return 'esop';
  if (mode === 'off-market') return 'other';
  return 'pledge';
}

/** One trade as drawn on its session, with its disclosure lags. */
export interface InsiderTradeDraw {
  readonly symbol: string;
  readonly company: string;
  readonly person: string;
  readonly category: InsiderCategory;
  readonly transaction: InsiderTransaction;
  readonly mode: InsiderMode;
  readonly quantity: number;
  /** The session's close, paise (the value's price). */
  readonly price: number;
  /** Quantity × price, paise. */
  readonly value: number;
  readonly beforeShares: number;
  readonly afterShares: number;
  /** Listed shares that session (the percentages' base). */
  readonly sharesOutstanding: number;
  readonly tradeDate: IsoDate;
  /** Sessions from the trade to the intimation to the company (0-2). */
  readonly intimationLag: number;
  /** Sessions from the intimation to the exchange's broadcast (0-1). */
  readonly broadcastLag: number;
}

/** A disclosure as the exchange lists it. */
export interface InsiderDisclosure extends Omit<InsiderTradeDraw, 'intimationLag' | 'broadcastLag'> {
  readonly intimationDate: IsoDate;
  readonly broadcastDate: IsoDate;
}

interface Kind {
  readonly category: InsiderCategory;
  readonly mode: InsiderMode;
  readonly transaction: InsiderTransaction;
  readonly rate: number;
}

const KINDS: readonly Kind[] = [
  { category: 'promoter', mode: 'market-purchase', transaction: 'buy', rate: 0.012 },
  { category: 'promoter', mode: 'market-sale', transaction: 'sell', rate: 0.004 },
  { category: 'promoter', mode: 'pledge-creation', transaction: 'pledge', rate: 0.005 },
  { category: 'promoter', mode: 'pledge-revocation', transaction: 'revoke', rate: 0.004 },
  { category: 'promoter', mode: 'pledge-invocation', transaction: 'invoke', rate: 0.0006 },
  { category: 'promoter', mode: 'off-market', transaction: 'sell', rate: 0.003 },
  { category: 'director', mode: 'market-purchase', transaction: 'buy', rate: 0.004 },
  { category: 'director', mode: 'market-sale', transaction: 'sell', rate: 0.003 },
  { category: 'kmp', mode: 'esop', transaction: 'buy', rate: 0.01 },
  { category: 'kmp', mode: 'market-sale', transaction: 'sell', rate: 0.008 },
  { category: 'designated-person', mode: 'esop', transaction: 'buy', rate: 0.02 },
  { category: 'designated-person', mode: 'market-sale', transaction: 'sell', rate: 0.015 },
  { category: 'designated-person', mode: 'market-purchase', transaction: 'buy', rate: 0.006 },
  { category: 'immediate-relative', mode: 'market-purchase', transaction: 'buy', rate: 0.005 },
  { category: 'immediate-relative', mode: 'market-sale', transaction: 'sell', rate: 0.004 },
  { category: 'immediate-relative', mode: 'off-market', transaction: 'sell', rate: 0.002 },
];
const TOTAL_RATE = KINDS.reduce((a, k) => a + k.rate, 0);
const PROMOTER_BUY_RATE = KINDS[0]?.rate ?? 0;
/** Open-market trades are at most this share of the day's volume. */
const MAX_SHARE_OF_VOLUME = 0.2;
const LAKH_PAISE = 100_000 * 100;
/** Promoters' trade sizes: a log-normal share (median, sigma, at most) of the shares, their free or pledged shares or their holding. */
const PROMOTER_SIZE: Record<
  InsiderMode,
  { of: 'shares' | 'free' | 'pledged' | 'holding'; median: number; sigma: number; most: number }
> = {
  'market-purchase': { of: 'shares', median: 0.0002, sigma: 1, most: 0.005 },
  'market-sale': { of: 'shares', median: 0.0005, sigma: 1, most: 0.01 },
  'pledge-creation': { of: 'free', median: 0.08, sigma: 0.7, most: 0.5 },
  'pledge-revocation': { of: 'pledged', median: 0.4, sigma: 0.6, most: 1 },
  'pledge-invocation': { of: 'pledged', median: 0.2, sigma: 0.6, most: 1 },
  'off-market': { of: 'holding', median: 0.02, sigma: 0.8, most: 0.2 },
  esop: { of: 'holding', median: 0.01, sigma: 0.8, most: 0.1 },
};
/** Median value of the employees' and relatives' trades, ₹ lakh (by category and mode). */
const MEDIAN_LAKH: Partial<Record<string, number>> = {
  'director:market-purchase': 25,
  'director:market-sale': 25,
  'kmp:esop': 40,
  'kmp:market-sale': 60,
  'designated-person:esop': 6,
  'designated-person:market-sale': 8,
  'designated-person:market-purchase': 3,
  'immediate-relative:market-purchase': 10,
  'immediate-relative:market-sale': 10,
  'immediate-relative:off-market': 20,
};

/** The trades insiders made in the session `date`, drawn from the session's own numbers. */
export function simulatedInsiderTrades(
  date: IsoDate,
  seed: string,
  stocks: readonly DealStockDay[],
): InsiderTradeDraw[] {
  const out: InsiderTradeDraw[] = [];
  for (const stock of stocks) simulateStock(date, seed, stock, out);
  return out;
}

/**
 * The disclosures the exchange broadcast on the session `date`: the trades of that session and the
 * three before it whose intimation and broadcast lags land on it. `sessions` are the market's
 * sessions in order (`date` among them); `stocksOn` gives a session's stocks.
 */
export function insiderDisclosuresOn(
  date: IsoDate,
  seed: string,
  sessions: readonly IsoDate[],
  stocksOn: (session: IsoDate) => readonly DealStockDay[],
): InsiderDisclosure[] {
  const k = sessions.indexOf(date);
  if (k < 0) return [];
  const out: InsiderDisclosure[] = [];
  for (let i = Math.max(0, k - 3); i <= k; i++) {
    const tradeDate = sessions[i];
    if (tradeDate === undefined) continue;
    for (const draw of simulatedInsiderTrades(tradeDate, seed, stocksOn(tradeDate))) {
      const j = i + draw.intimationLag;
      if (j + draw.broadcastLag !== k) continue;
      const { intimationLag: _i, broadcastLag: _b, ...trade } = draw;
      out.push({ ...trade, intimationDate: sessions[j] ?? date, broadcastDate: date });
    }
  }
  out.sort((a, b) =>
    a.symbol !== b.symbol
      ? a.symbol < b.symbol
        ? -1
        : 1
      : a.tradeDate !== b.tradeDate
        ? a.tradeDate < b.tradeDate
          ? -1
          : 1
        : a.person < b.person
          ? -1
          : a.person > b.person
            ? 1
            : 0,
  );
  return out;
}

function simulateStock(date: IsoDate, seed: string, stock: DealStockDay, out: InsiderTradeDraw[]): void {
  const shares = stock.sharesOutstanding;
  const close = stock.close;
  if (!(shares > 0 && close > 0)) return;
  const rng = createRng(seed, `insider:${date}:${stock.symbol}`);
  // Promoters buy more after a falling day (they support the price), so the day's return leans the rate.
  const ret = stock.prevClose > 0 ? close / stock.prevClose - 1 : 0;
  const dip = 1 + Math.min(4, Math.max(0, -ret) * 60);
  const count = poisson(rng, TOTAL_RATE + PROMOTER_BUY_RATE * (dip - 1));
  if (count === 0) return;
  const people = insidersOf(seed, stock.symbol);
  const holdings = new Map<string, number>();
  const pledges = new Map<string, number>();
  for (let n = 0; n < count; n++) {
    const kind = pickKind(rng, dip);
    const candidates = people.filter((p) => p.category === kind.category);
    const person = candidates[rng.int(candidates.length)];
    if (person === undefined) continue;
    const before = holdings.get(person.name) ?? Math.round(person.stake * shares);
    const pledged = pledges.get(person.name) ?? Math.round(person.pledged * person.stake * shares);
    const qty = quantityOf(rng, kind, stock, before, pledged);
    if (qty <= 0) continue;
    const after =
      kind.transaction === 'buy'
        ? before + qty
        : kind.transaction === 'sell' || kind.transaction === 'invoke'
          ? before - qty
          : before;
    holdings.set(person.name, after);
    if (kind.transaction === 'pledge') pledges.set(person.name, pledged + qty);
    else if (kind.transaction === 'revoke' || kind.transaction === 'invoke')
      pledges.set(person.name, pledged - qty);
    out.push({
      symbol: stock.symbol,
      company: stock.name,
      person: person.name,
      category: kind.category,
      transaction: kind.transaction,
      mode: kind.mode,
      quantity: qty,
      price: close,
      value: qty * close,
      beforeShares: before,
      afterShares: after,
      sharesOutstanding: shares,
      tradeDate: date,
      intimationLag: lag(rng, [0.35, 0.45, 0.2]),
      broadcastLag: lag(rng, [0.6, 0.4]),
    });
  }
}

function pickKind(rng: Rng, dip: number): Kind {
  const weight = (k: Kind) =>
    k.category === 'promoter' && k.mode === 'market-purchase' ? k.rate * dip : k.rate;
  let total = 0;
  for (const k of KINDS) total += weight(k);
  let u = rng.uniform() * total;
  for (const k of KINDS) {
    u -= weight(k);
    if (u <= 0) return k;
  }
  return KINDS[0] as Kind;
}

/** Shares of one trade (0 when the person has nothing to sell, pledge or revoke). */
function quantityOf(rng: Rng, kind: Kind, stock: DealStockDay, before: number, pledged: number): number {
  const shares = stock.sharesOutstanding;
  const openMarketCap = Math.floor(stock.volume * MAX_SHARE_OF_VOLUME);
  let qty: number;
  if (kind.category === 'promoter') {
    const free = before - pledged;
    const size = PROMOTER_SIZE[kind.mode];
    const base = { shares, free, pledged, holding: before }[size.of];
    qty = Math.min(logNormal(rng, size.median, size.sigma), size.most) * base;
    if (kind.transaction === 'sell' || kind.transaction === 'pledge') qty = Math.min(qty, free);
  } else {
    const median = (MEDIAN_LAKH[`${kind.category}:${kind.mode}`] ?? 10) * LAKH_PAISE;
    qty = logNormal(rng, median, 1) / stock.close;
    if (kind.transaction === 'sell') qty = Math.min(qty, before);
  }
  if (kind.mode === 'market-purchase' || kind.mode === 'market-sale') qty = Math.min(qty, openMarketCap);
  return Math.max(0, Math.floor(qty));
}

/** An index drawn with the given probabilities. */
function lag(rng: Rng, probabilities: readonly number[]): number {
  let u = rng.uniform();
  for (const [i, p] of probabilities.entries()) {
    u -= p;
    if (u <= 0) return i;
  }
  return probabilities.length - 1;
}
