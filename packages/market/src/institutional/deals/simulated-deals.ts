/**
 * NSE's daily bulk- and block-deal lists for the simulated market, consistent with each stock's
 * prices and volume that session. Pure and seeded: a stock's deals come only from its own numbers and
 * the streams `deals:<date>:<symbol>` (the day), `deals:profile:<symbol>` (its promoter group, its
 * regular individual traders, the phase of its campaigns) and `deals:campaign:<symbol>:<window>`
 * (which fund accumulates or sells it for three weeks), so a (date, seed) gives the same deals
 * whatever else was computed before and whichever other stocks are passed.
 *
 * ## What the real files show (`/work/shared/data/nse_deals/`, checked against that day's bhavcopy)
 * - Bulk deals, 11-DEC-2017: 65 rows (34 BUY, 31 SELL) in 21 stocks, 35 clients; 20-AUG-2026: 169 rows
 *   (88 BUY, 81 SELL) in 41 stocks, 73 clients. Over the ~2,000 listed stocks (SME included) only 1-2
 *   of the day's stocks are in the NIFTY 500 list (RADICO; BALRAMCHIN, KFINTECH): the rest are small.
 * - Rows per stock: mostly 1-4, a few busy stocks with 8-26 (a crowd of trading desks).
 * - Value per row: median ₹0.7 crore (2017) and ₹11 crore (2026), 90th percentile ₹11 / ₹76 crore.
 * - The same client both buys and sells the stock the same day in 25 of 39 client-stock pairs (2017)
 *   and 65 of 103 (2026): proprietary/HFT desks (2026: five desks hold 68 of the 169 rows), often with
 *   exactly equal quantities on both sides and average prices a few paise apart.
 * - 2017 against its bhavcopy: every weighted average price lies within that day's low..high; the day's
 *   bulk buys (and sells) are 3-67 % of the stock's volume (a penny stock 99 %), median about 20 %;
 *   volume was 3-21 times its average of the previous 15 sessions in 12 of 20 stocks (a spike), and
 *   0.6-1.6 times it in 7 others (stocks that always trade many times their 0.5 %).
 * - Prices: 20 of 65 (2017) and 54 of 169 (2026) rows sit on the ₹0.05 tick (a random paise value
 *   would give 1 in 5): averages of many trades, with single trades at a tick.
 * - Block deals, 20-AUG-2026: 2 deals, 16 rows: one seller to 12 buyers (mutual funds, FPIs,
 *   insurers) at ₹925.00, ₹1,400 crore, and one seller to 2 buyers at ₹93.85, ₹179 crore; every row
 *   ₹25-1,400 crore, on the tick. The sellers and the larger buyers (983,784 shares and up) are printed
 *   again, same quantity and price, in the bulk list; the smaller buyers (540,541 and down) are not:
 *   the 0.5 % line lies between.
 * - Remarks are "-" throughout (`parseDeals` gives null). Files print the BUY rows, then the SELL rows,
 *   each by symbol and client; this list goes by symbol, then client (BUY first, bulk before block).
 *
 * ## How the simulation matches
 * - A client's day in a stock is a share f of the stock's volume V; it is a bulk deal only when f·V
 *   exceeds 0.5 % of the shares, so deals appear only where V is large against the shares: small and
 *   mid caps, volume-spike days; large caps (V ≈ 0.1-0.3 % of their shares) practically never. Four
 *   kinds of participant: trading desks (f median 8 %, at most 35 %, so only when V > 1.4 % of the
 *   shares; both sides, equal or near-equal quantities; more desks on spike days), the stock's current
 *   campaign fund (mutual fund, FPI or insurer, f median 20 %, one side, sometimes met by the promoter
 *   group or another fund), its regular individual/HUF traders (small caps, often both sides) and its
 *   promoter group (mostly selling). Their rates grow as (V / average volume)^1.5, so deals cluster on
 *   spike days as in the 2017 file, and fall as (₹150 crore / value of 0.5 % of the shares)^1.5 for
 *   big companies: such cheques go through the block window, not the open market.
 * - The listed buys, and the listed sells, of a stock add up to at most 85 % of V.
 * - Weighted average prices lie within low..high, at any paise; about one in six is a single trade on
 *   the tick (so about a third of rows end on the tick, as in the files).
 * - Block deals: a single trade of ₹10-1,000 crore (truncated Pareto, tail 0.6), at most a quarter of
 *   the day's volume, more likely the larger the day's turnover (so large and mid caps), at the
 *   previous close −1 %..+0.6 % on the tick, half the time a whole rupee. The seller (promoter group,
 *   FPI, fund or insurer) and one buyer, or 2-5 buyers of at least ₹10 crore each, are all listed;
 *   clients whose block quantity exceeds 0.5 % of the shares are listed again as bulk deals when the
 *   price is within the day's range.
 * - Clients come from the fixed invented catalogue (`deal-clients.ts`); desks by a Zipf weight (a few
 *   dominate), a stock's campaign fund stays for three weeks, its promoter group and its regular
 *   traders for good: the same names recur across days and stocks.
 * - Security names are cut to 25 characters in bulk rows (NSE's width) and kept whole in block rows.
 *
 * Measured over 250 sessions of the package's simulated 500-stock market (the test): 1.4 stocks and
 * 2.7 bulk rows a day, no bulk deal on 24 % of days; 0.02 % of the 100 largest companies' days list
 * one, against 0.47 % of the 200 smallest's; 0.9 block deals a day (at most 4, none on 39 % of days),
 * median ₹18 crore, 90th percentile ₹55 crore. Bulk rows are bigger than the files' (median ₹110
 * crore): this universe's smallest company is worth ₹6,000 crore, so 0.5 % of it is already ₹30 crore.
 * Desks are rarer than in the files because the simulated volumes seldom pass 1.4 % of the shares; a
 * small cap trading 15 times its average volume draws them as in the 2026 file. One call for 500
 * stocks takes about 0.15-0.2 ms.
 */

import type { DealRow } from '../../nse-files/deals';
import { epochDay } from '../../screening/weekly-bars';
import { createRng, type Rng } from '../../simulator/prng';
import { type IsoDate, type Paise, quantity } from '../../units';
import { logNormal, poisson } from '../draws';
import { DEAL_CLIENTS_BY_CATEGORY } from './deal-clients';

export { type DealClient, type DealClientCategory, SIMULATED_DEAL_CLIENTS } from './deal-clients';

/** One stock's session, as the deals simulation needs it. */
export interface DealStockDay {
  readonly symbol: string;
  /** Company name (NSE's "Security Name"). */
  readonly name: string;
  readonly open: Paise;
  readonly high: Paise;
  readonly low: Paise;
  readonly close: Paise;
  /** Previous session's close (the block-deal reference price of the morning window). */
  readonly prevClose: Paise;
  /** Shares traded that session. */
  readonly volume: number;
  /** Mean shares traded over the previous 20 sessions (0 when unknown). */
  readonly averageVolume: number;
  /** Listed shares that day. */
  readonly sharesOutstanding: number;
}

/** A deal of either list: the row NSE's file parses to, and which list it is in. */
export type SimulatedDeal = DealRow & { readonly kind: 'bulk' | 'block' };

/** A bulk deal is one client's trades in a stock above this share of its listed shares. */
const BULK_SHARE_OF_LISTED = 0.005;
/** The day's listed bulk buys (and sells) of a stock stay within this share of its volume. */
const BULK_SIDE_SHARE_OF_VOLUME = 0.85;
/** ₹10 crore, the smallest block deal, in paise. */
const BLOCK_MIN_PAISE = 10_000_000 * 100 * 10;
const BLOCK_MAX_PAISE = 100 * BLOCK_MIN_PAISE;
/** Pareto tail index of block-deal values above ₹10 crore (median about ₹27 crore). */
const BLOCK_VALUE_TAIL = 0.6;
/** A block is at most this share of the day's volume (block trades count in it). */
const BLOCK_SHARE_OF_VOLUME = 0.25;
/** Morning block window: within ±1 % of the previous close; the simulation uses −1 %..+0.6 %. */
const BLOCK_BAND = 0.01;
const BLOCK_PREMIUM_MAX = 0.006;
/** Expected block deals per stock-day = this × √(day's turnover in ₹ crore) × √(volume spike, ≤ 4). */
const BLOCK_RATE = 0.00006;
/** NSE's price tick for equities, paise. */
const TICK = 5;
/** Calendar days a stock's campaign fund stays the same. */
const CAMPAIGN_DAYS = 21;
const CRORE_PAISE = 10_000_000 * 100;
/** A trading desk takes at most this share of a stock's volume. */
const DESK_MAX_SHARE = 0.35;
/** Expected bulk trades per stock-day of each kind of client, before the volume-spike boost. */
const RATE = { fund: 0.25, individual: 0.2, promoter: 0.02 } as const;

/** The session's bulk and block deals, in NSE's order (by symbol, then client). */
export function simulatedDeals(
  date: IsoDate,
  seed: string,
  stocks: readonly DealStockDay[],
): SimulatedDeal[] {
  const dayNumber = epochDay(date);
  const out: SimulatedDeal[] = [];
  for (const stock of stocks) simulateStock(date, dayNumber, seed, stock, out);
  out.sort(compareDeals);
  return out;
}

function compareDeals(a: SimulatedDeal, b: SimulatedDeal): number {
  if (a.symbol !== b.symbol) return a.symbol < b.symbol ? -1 : 1;
  if (a.clientName !== b.clientName) return a.clientName < b.clientName ? -1 : 1;
  if (a.side !== b.side) return a.side === 'BUY' ? -1 : 1;
  if (a.kind !== b.kind) return a.kind === 'bulk' ? -1 : 1;
  return 0;
}

/** One stock's day while its deals are drawn. */
interface StockBook {
  readonly date: IsoDate;
  readonly dayNumber: number;
  readonly seed: string;
  readonly stock: DealStockDay;
  readonly rng: Rng;
  readonly out: SimulatedDeal[];
  /** Smallest bulk-deal quantity (strictly above 0.5 % of the shares). */
  readonly threshold: number;
  /** Most shares the listed bulk deals may add up to per side. */
  readonly sideLimit: number;
  readonly low: number;
  readonly high: number;
  bulkBought: number;
  bulkSold: number;
  /** `client|side` pairs already listed as bulk deals. */
  readonly listed: string[];
  profile: StockProfile | null;
  campaign: Campaign | null;
}

/** What stays the same for a stock from day to day. */
interface StockProfile {
  readonly promoter: string;
  readonly regulars: readonly string[];
  readonly campaignPhase: number;
}

/** A fund's three-week programme in a stock. */
interface Campaign {
  readonly client: string;
  readonly side: 'BUY' | 'SELL';
}

function simulateStock(
  date: IsoDate,
  dayNumber: number,
  seed: string,
  stock: DealStockDay,
  out: SimulatedDeal[],
): void {
  const volume = Math.floor(stock.volume);
  const shares = stock.sharesOutstanding;
  if (!(volume > 0 && shares > 0 && stock.close > 0)) return;
  const threshold = Math.floor(shares * BULK_SHARE_OF_LISTED) + 1;
  const blockCapacity = Math.floor(volume * BLOCK_SHARE_OF_VOLUME) * stock.prevClose;
  const bulkPossible = volume >= threshold;
  const blockPossible = blockCapacity >= BLOCK_MIN_PAISE;
  if (!bulkPossible && !blockPossible) return;
  const rng = createRng(seed, `deals:${date}:${stock.symbol}`);
  const spike = stock.averageVolume > 0 ? volume / stock.averageVolume : 1;
  const blocks = blockPossible ? poisson(rng, blockRate(stock, volume, spike)) : 0;
  if (blocks === 0 && !bulkPossible) return;
  const book: StockBook = {
    date,
    dayNumber,
    seed,
    stock,
    rng,
    out,
    threshold,
    sideLimit: Math.floor(volume * BULK_SIDE_SHARE_OF_VOLUME),
    low: Math.min(stock.low, stock.high),
    high: Math.max(stock.low, stock.high),
    bulkBought: 0,
    bulkSold: 0,
    listed: [],
    profile: null,
    campaign: null,
  };
  if (blocks > 0) simulateBlocks(book, volume, blocks);
  if (bulkPossible) simulateBulk(book, volume, spike);
}

// ---------------------------------------------------------------------------------------------
// Bulk deals

function simulateBulk(book: StockBook, volume: number, spike: number): void {
  const { rng, stock, threshold } = book;
  const boost = Math.min(Math.max(spike, 0.3), 25) ** 1.5;
  const marketCapCrore = (stock.sharesOutstanding * stock.close) / CRORE_PAISE;
  const smallness = Math.min(1, 20_000 / marketCapCrore) ** 2;
  // A bulk deal in a big company is a big cheque: past ₹150 crore for 0.5 % of the shares, fewer
  // clients can write it in the open market (they use the block window instead).
  const affordability = Math.min(1, (150 * CRORE_PAISE) / (threshold * stock.close)) ** 1.5;

  // Trading desks, only on days busier than usual (a stock that always trades a lot of its shares
  // does not draw desks every day) and where a third of the volume clears the threshold.
  if (DESK_MAX_SHARE * volume >= threshold) {
    const desks = poisson(rng, 3 * Math.sqrt(Math.min(Math.max(spike - 1, 0), 9)) * affordability);
    for (let k = 0; k < desks; k++) {
      const bought = Math.round(Math.min(logNormal(rng, 0.08, 0.6), DESK_MAX_SHARE) * volume);
      if (bought < threshold) continue;
      const sold = rng.uniform() < 0.4 ? bought : Math.round(bought * (1 + 0.03 * rng.normal()));
      const desk = zipfPick(rng, DEAL_CLIENTS_BY_CATEGORY.proprietary, 1);
      const price = averagePrice(book);
      addBulk(book, desk, 'BUY', bought, price);
      addBulk(book, desk, 'SELL', sold, nearPrice(book, price));
    }
  }

  // The stock's campaign fund, sometimes met by its promoter group or another institution.
  const fundDeals = poisson(rng, RATE.fund * boost * affordability);
  for (let k = 0; k < fundDeals; k++) {
    const size = Math.round(Math.min(logNormal(rng, 0.2, 0.6), 0.8) * volume);
    if (size < threshold) continue;
    const campaign = campaignOf(book);
    const price = averagePrice(book);
    if (!addBulk(book, campaign.client, campaign.side, size, price)) continue;
    if (rng.uniform() < 0.35) {
      const other = opposite(campaign.side);
      const counterparty =
        other === 'SELL' && rng.uniform() < 0.5
          ? profileOf(book).promoter
          : institution(rng, campaign.client);
      addBulk(
        book,
        counterparty,
        other,
        Math.round(size * (0.6 + 0.4 * rng.uniform())),
        nearPrice(book, price),
      );
    }
  }

  // The stock's regular individual and HUF traders (small caps), often on both sides.
  const personalDeals = poisson(rng, RATE.individual * boost * smallness * affordability);
  for (let k = 0; k < personalDeals; k++) {
    const size = Math.round(Math.min(logNormal(rng, 0.2, 0.6), 0.7) * volume);
    if (size < threshold) continue;
    const regulars = profileOf(book).regulars;
    const trader = regulars[rng.int(regulars.length)] ?? '';
    const price = averagePrice(book);
    const side = rng.uniform() < 0.55 ? 'BUY' : 'SELL';
    addBulk(book, trader, side, size, price);
    if (rng.uniform() < 0.6) {
      const other = Math.round(size * (0.9 + 0.15 * rng.uniform()));
      addBulk(book, trader, opposite(side), other, nearPrice(book, price));
    }
  }

  // The promoter group: mostly selling, sometimes creeping up its stake.
  const promoterDeals = poisson(rng, RATE.promoter * Math.sqrt(boost) * affordability);
  for (let k = 0; k < promoterDeals; k++) {
    const size = Math.round(Math.min(logNormal(rng, 0.3, 0.5), 0.8) * volume);
    if (size < threshold) continue;
    addBulk(book, profileOf(book).promoter, rng.uniform() < 0.65 ? 'SELL' : 'BUY', size, averagePrice(book));
  }
}

/** Lists one client's side as a bulk deal when it qualifies and fits the side's share of volume. */
function addBulk(
  book: StockBook,
  client: string,
  side: 'BUY' | 'SELL',
  size: number,
  price: number,
): boolean {
  if (size < book.threshold) return false;
  const key = `${client}|${side}`;
  if (book.listed.includes(key)) return false;
  const total = (side === 'BUY' ? book.bulkBought : book.bulkSold) + size;
  if (total > book.sideLimit) return false;
  if (side === 'BUY') book.bulkBought = total;
  else book.bulkSold = total;
  book.listed.push(key);
  book.out.push(dealRow(book, 'bulk', client, side, size, price));
  return true;
}

/** A client's weighted average price: around the day's typical price, within low..high. */
function averagePrice(book: StockBook): number {
  const { rng, low, high } = book;
  const typical = (low + high + book.stock.close) / 3;
  // Spread around the typical price on a logistic scale, so the average stays strictly inside the range.
  const centre = high > low ? clamp((typical - low) / (high - low), 0.05, 0.95) : 0.5;
  const z = Math.log(centre / (1 - centre)) + 0.8 * rng.normal();
  const raw = low + (high - low) / (1 + Math.exp(-z));
  // About one in six is a single trade, printed on the tick.
  if (rng.uniform() < 1 / 6) return onTickWithin(raw, low, high);
  return clamp(Math.round(raw), low, high);
}

/** The other side of the same client's day: an average a few paise from the first. */
function nearPrice(book: StockBook, price: number): number {
  return clamp(Math.round(price * (1 + 0.0015 * book.rng.normal())), book.low, book.high);
}

// ---------------------------------------------------------------------------------------------
// Block deals

/** Expected block deals of a stock-day: more where the day's turnover is larger and on busy days. */
function blockRate(stock: DealStockDay, volume: number, spike: number): number {
  const turnoverCrore = (volume * stock.close) / CRORE_PAISE;
  return BLOCK_RATE * turnoverCrore ** 0.75 * Math.sqrt(Math.min(Math.max(spike, 0.25), 4));
}

function simulateBlocks(book: StockBook, volume: number, count: number): void {
  const { rng, stock } = book;
  const band = blockBand(stock.prevClose);
  if (band === null) return;
  let room = Math.floor(volume * BLOCK_SHARE_OF_VOLUME);
  /** Block quantity per `client|side`, for the bulk list. */
  const byClient = new Map<string, { client: string; side: 'BUY' | 'SELL'; size: number; price: number }>();
  for (let k = 0; k < count; k++) {
    const price = blockPrice(rng, stock.prevClose, band);
    const minShares = Math.ceil(BLOCK_MIN_PAISE / price);
    const size = Math.floor(blockValue(rng, Math.min(BLOCK_MAX_PAISE, room * price)) / price);
    if (size < minShares) break;
    room -= size;
    const seller = blockSeller(book);
    const buyers = blockBuyers(book, seller, Math.min(Math.floor(size / minShares), 1 + extraBuyers(rng)));
    const pieces = split(rng, size, buyers.length, minShares);
    const legs: [string, 'BUY' | 'SELL', number][] = buyers.map((b, i) => [b, 'BUY', pieces[i] ?? 0]);
    legs.push([seller, 'SELL', size]);
    for (const [client, side, legSize] of legs) {
      book.out.push(dealRow(book, 'block', client, side, legSize, price));
      const key = `${client}|${side}`;
      const prior = byClient.get(key);
      // Two blocks of one client on one side at different prices would be one bulk row at the average.
      const sizeSoFar = (prior?.size ?? 0) + legSize;
      const average = prior ? (prior.price * prior.size + price * legSize) / sizeSoFar : price;
      byClient.set(key, { client, side, size: sizeSoFar, price: Math.round(average) });
    }
  }
  for (const leg of byClient.values()) {
    if (leg.price >= book.low && leg.price <= book.high)
      addBulk(book, leg.client, leg.side, leg.size, leg.price);
  }
}

/** Tick prices allowed in the morning window: [−1 %, +0.6 %] of the previous close; null if none. */
function blockBand(prevClose: number): { lo: number; hi: number } | null {
  const lo = Math.ceil((prevClose * (1 - BLOCK_BAND)) / TICK) * TICK;
  const hi = Math.floor((prevClose * (1 + BLOCK_PREMIUM_MAX)) / TICK) * TICK;
  return lo <= hi ? { lo, hi } : null;
}

/** Mostly at a small discount; at a whole rupee when one is in the band, about half the time. */
function blockPrice(rng: Rng, prevClose: number, band: { lo: number; hi: number }): number {
  const offset = -BLOCK_BAND + (BLOCK_BAND + BLOCK_PREMIUM_MAX) * rng.uniform() ** 1.3;
  const raw = prevClose * (1 + offset);
  if (rng.uniform() < 0.5) {
    const rupee = Math.round(raw / 100) * 100;
    if (rupee >= band.lo && rupee <= band.hi) return rupee;
  }
  return clamp(Math.round(raw / TICK) * TICK, band.lo, band.hi);
}

/** Truncated Pareto between ₹10 crore and `most` paise (at most ₹1,000 crore). */
function blockValue(rng: Rng, most: number): number {
  if (most <= BLOCK_MIN_PAISE) return most;
  const floor = (BLOCK_MIN_PAISE / most) ** BLOCK_VALUE_TAIL;
  return BLOCK_MIN_PAISE / (1 - rng.uniform() * (1 - floor)) ** (1 / BLOCK_VALUE_TAIL);
}

/** Extra buyers beyond the first: none two times in three, else 1-4. */
function extraBuyers(rng: Rng): number {
  return rng.uniform() < 2 / 3 ? 0 : 1 + rng.int(4);
}

function blockSeller(book: StockBook): string {
  const u = book.rng.uniform();
  if (u < 0.35) return profileOf(book).promoter;
  const campaign = campaignOf(book);
  if (campaign.side === 'SELL' && u < 0.6) return campaign.client;
  return institution(book.rng, '');
}

/** `count` institutions other than the seller; half the time the stock's accumulating fund first. */
function blockBuyers(book: StockBook, seller: string, count: number): string[] {
  const { rng } = book;
  const buyers: string[] = [];
  const campaign = campaignOf(book);
  if (campaign.side === 'BUY' && campaign.client !== seller && rng.uniform() < 0.5)
    buyers.push(campaign.client);
  for (let tries = 0; buyers.length < Math.max(count, 1) && tries < 20; tries++) {
    const buyer = institution(rng, seller);
    if (!buyers.includes(buyer)) buyers.push(buyer);
  }
  return buyers;
}

/** `total` shares in `parts` pieces of at least `least` each, the rest by random weights. */
function split(rng: Rng, total: number, parts: number, least: number): number[] {
  const weights: number[] = [];
  let sum = 0;
  for (let i = 0; i < parts; i++) {
    const w = rng.gamma(1.5);
    weights.push(w);
    sum += w;
  }
  const spare = total - least * parts;
  const pieces = weights.map((w) => least + Math.floor((spare * w) / sum));
  const last = pieces.length - 1;
  pieces[last] = (pieces[last] ?? 0) + total - pieces.reduce((a, b) => a + b, 0);
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// Clients

function profileOf(book: StockBook): StockProfile {
  if (book.profile) return book.profile;
  const rng = createRng(book.seed, `deals:profile:${book.stock.symbol}`);
  const promoters = DEAL_CLIENTS_BY_CATEGORY.promoter;
  const people = DEAL_CLIENTS_BY_CATEGORY.individual;
  const promoter = promoters[rng.int(promoters.length)] ?? '';
  const regulars: string[] = [];
  while (regulars.length < 3) {
    const person = people[rng.int(people.length)] ?? '';
    if (!regulars.includes(person)) regulars.push(person);
  }
  book.profile = { promoter, regulars, campaignPhase: rng.int(CAMPAIGN_DAYS) };
  return book.profile;
}

function campaignOf(book: StockBook): Campaign {
  if (book.campaign) return book.campaign;
  const window = Math.floor((book.dayNumber + profileOf(book).campaignPhase) / CAMPAIGN_DAYS);
  const rng = createRng(book.seed, `deals:campaign:${book.stock.symbol}:${window}`);
  book.campaign = { client: institution(rng, ''), side: rng.uniform() < 0.55 ? 'BUY' : 'SELL' };
  return book.campaign;
}

/** A mutual fund (half), FPI (35 %) or insurer, bigger houses more often; never `not`. */
function institution(rng: Rng, not: string): string {
  for (;;) {
    const u = rng.uniform();
    const names =
      u < 0.5
        ? DEAL_CLIENTS_BY_CATEGORY['mutual fund']
        : u < 0.85
          ? DEAL_CLIENTS_BY_CATEGORY.FPI
          : DEAL_CLIENTS_BY_CATEGORY.insurance;
    const name = zipfPick(rng, names, 0.5);
    if (name !== not) return name;
  }
}

/** Picks name i with weight 1/(i+1)^exponent: the first names are the busiest. */
function zipfPick(rng: Rng, names: readonly string[], exponent: number): string {
  let total = 0;
  for (let i = 0; i < names.length; i++) total += (i + 1) ** -exponent;
  let u = rng.uniform() * total;
  for (let i = 0; i < names.length; i++) {
    u -= (i + 1) ** -exponent;
    if (u <= 0) return names[i] ?? '';
  }
  return names[names.length - 1] ?? '';
}

// ---------------------------------------------------------------------------------------------
// Rows and small helpers

function dealRow(
  book: StockBook,
  kind: 'bulk' | 'block',
  clientName: string,
  side: 'BUY' | 'SELL',
  size: number,
  price: number,
): SimulatedDeal {
  const name = book.stock.name;
  return {
    kind,
    tradeDate: book.date,
    symbol: book.stock.symbol,
    securityName: kind === 'bulk' ? name.slice(0, 25).trimEnd() : name,
    clientName,
    side,
    quantity: quantity(size),
    price: price as Paise,
    remarks: null,
  };
}

function opposite(side: 'BUY' | 'SELL'): 'BUY' | 'SELL' {
  return side === 'BUY' ? 'SELL' : 'BUY';
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

/** The tick price nearest `raw` within [lo, hi] (lo or hi themselves when no tick lies between). */
function onTickWithin(raw: number, lo: number, hi: number): number {
  const first = Math.ceil(lo / TICK) * TICK;
  const last = Math.floor(hi / TICK) * TICK;
  if (first > last) return clamp(Math.round(raw), lo, hi);
  return clamp(Math.round(raw / TICK) * TICK, first, last);
}
