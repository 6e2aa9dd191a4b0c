/**
 * The server's side of the pure portfolio engine (`@nivesh/market` portfolio/): stored rows become
 * engine transactions, the market's own corporate actions (bonus, split, dividend on their ex-dates,
 * `MarketFeed.corporateActions`) join them for the shares held before each ex-date, and the market's
 * printed daily closes value the portfolio day by day for the time-weighted return and the benchmark.
 */
import {
  type AddTransactionBody,
  PORTFOLIO_TRANSACTION_KINDS,
  type PortfolioTransactionDto,
  type PortfolioTransactionKind,
} from '@nivesh/contracts';
import {
  type CorporateAction,
  type DailyValuation,
  dailyValuations,
  type IndexClose,
  type IsoDate,
  optionUnderlying,
  type Paise,
  type PortfolioTransaction,
  type Quantity,
  rupeesToPaise,
} from '@nivesh/market';
import type { PortfolioTransactionRow } from '../db/schema';
import type { MarketService } from '../market/market.service';
import { findSymbol } from '../market/routes/stock/stock-lookup';
import type { NewTransaction } from './portfolios.repository';

/** An engine transaction with what the transactions list shows of it. */
export interface SourcedTransaction {
  readonly tx: PortfolioTransaction;
  readonly dto: PortfolioTransactionDto;
}

const rupees = (paise: number): number => Math.round(paise) / 100;

/**
 * The stored `source` of an imported row whose charges Nivesh estimated (a broker tradebook's): the
 * flag lives in the source column, so it needs no column of its own.
 */
export const ESTIMATED_IMPORT = 'import-estimated';

const KINDS: ReadonlySet<string> = new Set(PORTFOLIO_TRANSACTION_KINDS);

/** A stored row's kind (an unknown one reads as a buy, as the engine takes it). */
const kindOf = (row: PortfolioTransactionRow): PortfolioTransactionKind =>
  KINDS.has(row.kind) ? (row.kind as PortfolioTransactionKind) : 'buy';

/**
 * The engine's transaction of a stored row (ids carried for error messages). Each kind's object is
 * built whole, without spreads: a portfolio's every answer builds thousands of them.
 */
export function engineTransaction(row: PortfolioTransactionRow): PortfolioTransaction {
  const { id, symbol } = row;
  const date = row.tradeDate as IsoDate;
  const quantity = (row.quantity ?? 0) as Quantity;
  const pricePaise = (row.pricePaise ?? 0) as Paise;
  const chargesPaise = row.chargesPaise as Paise;
  let tx: PortfolioTransaction;
  switch (kindOf(row)) {
    case 'sell':
      tx = { id, symbol, date, kind: 'sell', quantity, pricePaise, chargesPaise };
      break;
    case 'transfer-in':
      tx = {
        id,
        symbol,
        date,
        kind: 'transfer-in',
        quantity,
        pricePaise,
        chargesPaise,
        acquiredOn: (row.acquiredOn ?? row.tradeDate) as IsoDate,
      };
      break;
    case 'bonus':
      tx = {
        id,
        symbol,
        date,
        kind: 'bonus',
        ratio: { newShares: row.ratioNew ?? 0, heldShares: row.ratioOld ?? 0 },
      };
      break;
    case 'split':
      tx = {
        id,
        symbol,
        date,
        kind: 'split',
        ratio: { newShares: row.ratioNew ?? 0, oldShares: row.ratioOld ?? 0 },
      };
      break;
    case 'dividend':
      tx = { id, symbol, date, kind: 'dividend', perSharePaise: pricePaise, chargesPaise };
      break;
    default:
      tx = { id, symbol, date, kind: 'buy', quantity, pricePaise, chargesPaise };
  }
  if (row.isin) tx.isin = row.isin;
  return tx;
}

export function transactionDto(row: PortfolioTransactionRow): PortfolioTransactionDto {
  const kind = kindOf(row);
  const trade = kind === 'buy' || kind === 'sell' || kind === 'transfer-in';
  return {
    id: row.id,
    kind,
    symbol: row.symbol,
    isin: row.isin,
    date: row.tradeDate,
    quantity: trade ? row.quantity : null,
    price: trade || kind === 'dividend' ? rupees(row.pricePaise ?? 0) : null,
    charges: rupees(row.chargesPaise),
    ratioNew: kind === 'bonus' || kind === 'split' ? row.ratioNew : null,
    ratioOld: kind === 'bonus' || kind === 'split' ? row.ratioOld : null,
    acquiredOn: kind === 'transfer-in' ? row.acquiredOn : null,
    source: row.source === 'manual' ? 'manual' : 'import',
    sourceFile: row.sourceFile,
    chargesEstimated: row.source === ESTIMATED_IMPORT,
  };
}

/** The row to store for a transaction as typed (rupees to paise; the caller has validated it). */
export function newTransactionRow(
  input: Pick<
    AddTransactionBody,
    'kind' | 'date' | 'quantity' | 'price' | 'charges' | 'ratio_new' | 'ratio_old' | 'acquired_on'
  > & { symbol: string; isin?: string | null },
  source: { source: 'manual' | 'import' | typeof ESTIMATED_IMPORT; sourceFile?: string },
): NewTransaction {
  const trade = input.kind === 'buy' || input.kind === 'sell' || input.kind === 'transfer-in';
  const ratio = input.kind === 'bonus' || input.kind === 'split';
  return {
    kind: input.kind,
    symbol: input.symbol,
    isin: input.isin ?? null,
    tradeDate: input.date ?? '',
    quantity: trade ? Number(input.quantity ?? 0) : null,
    pricePaise: trade || input.kind === 'dividend' ? rupeesToPaise(Number(input.price ?? 0)) : null,
    chargesPaise: ratio ? 0 : rupeesToPaise(Number(input.charges ?? 0)),
    ratioNew: ratio ? Number(input.ratio_new ?? 0) : null,
    ratioOld: ratio ? Number(input.ratio_old ?? 0) : null,
    acquiredOn: input.kind === 'transfer-in' ? (input.acquired_on ?? null) : null,
    source: source.source,
    sourceFile: source.sourceFile ?? null,
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A split's ratio in whole shares: ₹10 → ₹2 face value is 5 new for 1 old. */
function splitRatio(from: number, to: number): { newShares: number; oldShares: number } | undefined {
  const a = Math.round(from * 100);
  const b = Math.round(to * 100);
  if (a <= 0 || b <= 0 || a === b) return undefined;
  const g = gcd(a, b);
  return { newShares: a / g, oldShares: b / g };
}

/** Days between two ISO dates (b − a). */
const dayGap = (a: string, b: string): number =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/** Whether the user already recorded this action themselves (same symbol and kind, near its ex-date). */
function recordedByUser(
  own: readonly PortfolioTransaction[],
  symbol: string,
  action: CorporateAction,
): boolean {
  return own.some((tx) => {
    if (tx.symbol !== symbol || tx.kind !== action.kind) return false;
    const gap = dayGap(action.exDate, tx.date);
    return action.kind === 'dividend' ? gap >= -7 && gap <= 60 : Math.abs(gap) <= 7;
  });
}

function describe(action: CorporateAction): string {
  switch (action.kind) {
    case 'dividend':
      return `Dividend ₹${(action.amountPaise / 100).toFixed(2)} a share`;
    case 'split':
      return `Split, face value ₹${action.fromFaceValue} → ₹${action.toFaceValue}`;
    case 'bonus':
      return `Bonus ${action.bonusShares}:${action.heldShares}`;
  }
}

function actionTransaction(symbol: string, isin: string | undefined, action: CorporateAction) {
  const base = { id: `market-${action.kind}-${symbol}-${action.exDate}`, symbol, ...(isin ? { isin } : {}) };
  const date = action.exDate;
  switch (action.kind) {
    case 'dividend':
      return { ...base, kind: 'dividend' as const, date, perSharePaise: action.amountPaise };
    case 'bonus':
      return {
        ...base,
        kind: 'bonus' as const,
        date,
        ratio: { newShares: action.bonusShares, heldShares: action.heldShares },
      };
    case 'split': {
      const ratio = splitRatio(action.fromFaceValue, action.toFaceValue);
      return ratio ? { ...base, kind: 'split' as const, date, ratio } : undefined;
    }
  }
}

/** The shares held after `tx` (split and bonus rounded down, as the FIFO engine rounds them). */
function heldAfter(held: number, tx: PortfolioTransaction): number {
  switch (tx.kind) {
    case 'buy':
    case 'transfer-in':
      return held + tx.quantity;
    case 'sell':
      return held - tx.quantity;
    case 'bonus':
      return held + Math.floor((held * tx.ratio.newShares) / tx.ratio.heldShares);
    case 'split':
      return Math.floor((held * tx.ratio.newShares) / tx.ratio.oldShares);
    default:
      return held;
  }
}

function isSortedByDate(txs: readonly PortfolioTransaction[]): boolean {
  for (let i = 1; i < txs.length; i++) if ((txs[i - 1]?.date ?? '') > (txs[i]?.date ?? '')) return false;
  return true;
}

const byDate = (a: SourcedTransaction, b: SourcedTransaction): number =>
  a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : 0;

/**
 * The user's transactions with the market's corporate actions of their symbols up to `asOf` that
 * found shares held before their ex-date and that the user did not record, in date order (a
 * stable sort: the engine orders one day's kinds itself).
 */
export function withMarketActions(
  market: MarketService,
  rows: readonly PortfolioTransactionRow[],
  asOf: IsoDate,
): SourcedTransaction[] {
  const own: SourcedTransaction[] = rows.map((row) => ({
    tx: engineTransaction(row),
    dto: transactionDto(row),
  }));
  const added: SourcedTransaction[] = [];
  const bySymbol = new Map<string, PortfolioTransaction[]>();
  for (const { tx } of own) {
    const list = bySymbol.get(tx.symbol);
    if (list) list.push(tx);
    else bySymbol.set(tx.symbol, [tx]);
  }
  for (const [symbol, unsorted] of bySymbol) {
    const found = findSymbol(market, symbol);
    if (!found || found.meta.isIndex) continue;
    const txs = isSortedByDate(unsorted)
      ? unsorted
      : [...unsorted].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const first = txs[0]?.date;
    if (first === undefined) continue;
    const isin = txs.find((tx) => tx.isin)?.isin;
    const actions = market.feed
      .corporateActions(found.meta.symbol, asOf)
      .filter((a) => a.exDate > first && a.exDate <= asOf)
      .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
    // One walk through the symbol's transactions: the shares held before each ex-date.
    let held = 0;
    let next = 0;
    for (const action of actions) {
      for (; next < txs.length; next++) {
        const tx = txs[next];
        if (!tx || tx.date >= action.exDate) break;
        held = heldAfter(held, tx);
      }
      if (held <= 0 || recordedByUser(txs, symbol, action)) continue;
      const tx = actionTransaction(symbol, isin, action);
      if (!tx) continue;
      held = heldAfter(held, tx);
      added.push({
        tx,
        dto: {
          id: tx.id,
          kind: tx.kind,
          symbol,
          isin: isin ?? null,
          date: action.exDate,
          quantity: null,
          price: action.kind === 'dividend' ? rupees(action.amountPaise) : null,
          charges: 0,
          ratioNew: tx.kind === 'bonus' || tx.kind === 'split' ? tx.ratio.newShares : null,
          ratioOld:
            tx.kind === 'bonus' ? tx.ratio.heldShares : tx.kind === 'split' ? tx.ratio.oldShares : null,
          acquiredOn: null,
          source: 'market',
          sourceFile: describe(action),
          chargesEstimated: false,
        },
      });
    }
  }
  return mergeByDate(own, added.sort(byDate));
}

/** Whether the transactions are in date order already (stored rows come so). */
function inDateOrder(txs: readonly SourcedTransaction[]): boolean {
  for (let i = 1; i < txs.length; i++) {
    const a = txs[i - 1];
    const b = txs[i];
    if (a && b && a.tx.date > b.tx.date) return false;
  }
  return true;
}

/**
 * The user's transactions and the market's actions in one date order, stable (own first on a tie,
 * as a stable sort of own-then-added gives): a merge when the rows come in date order.
 */
function mergeByDate(own: SourcedTransaction[], added: readonly SourcedTransaction[]): SourcedTransaction[] {
  if (!inDateOrder(own)) return [...own, ...added].sort(byDate);
  const merged: SourcedTransaction[] = [];
  let j = 0;
  for (const tx of own) {
    for (; j < added.length; j++) {
      const action = added[j];
      if (!action || action.tx.date >= tx.tx.date) break;
      merged.push(action);
    }
    merged.push(tx);
  }
  for (; j < added.length; j++) {
    const action = added[j];
    if (action) merged.push(action);
  }
  return merged;
}

/** The market's trading days from `from` to the session's date, with each one's index in the state's columns. */
function tradingDays(market: MarketService, from: IsoDate): { dates: IsoDate[]; columns: number[] } {
  const state = market.feed.state;
  const all = state.dates;
  const dates: IsoDate[] = [];
  const columns: number[] = [];
  all.forEach((date, t) => {
    if (date >= from) {
      dates.push(date);
      columns.push(t);
    }
  });
  const session = market.feed.session().date;
  if (session >= from && dates[dates.length - 1] !== session) {
    dates.push(session);
    columns.push(-1);
  }
  return { dates, columns };
}

/** Printed close in paise of `symbol` on a day (`column` -1: the live quote), or undefined. */
function closeReader(market: MarketService) {
  const state = market.feed.state;
  const cache = new Map<string, { id: number; close: ArrayLike<number> } | null>();
  return (symbol: string, column: number): number | undefined => {
    let entry = cache.get(symbol);
    if (entry === undefined) {
      const found = findSymbol(market, symbol);
      entry = found ? { id: found.id, close: state.daily(found.id).close } : null;
      cache.set(symbol, entry);
    }
    if (!entry) return undefined;
    if (column < 0) {
      const ltp = state.quote(entry.id).ltp;
      return ltp > 0 ? ltp : undefined;
    }
    const close = entry.close[column] ?? 0;
    return close > 0 ? close : undefined;
  };
}

/** The daily valuations of the transactions from the first one's date (or the market's first day) to today. */
export function portfolioSeries(
  market: MarketService,
  txs: readonly PortfolioTransaction[],
): { series: DailyValuation[]; columns: number[] } {
  const first = txs[0]?.date;
  if (first === undefined) return { series: [], columns: [] };
  const { dates, columns } = tradingDays(market, first);
  const close = closeReader(market);
  const series = dailyValuations(txs, dates, (symbol, _date, dayIndex) => {
    const paise = close(symbol, columns[dayIndex] ?? -1);
    return paise === undefined ? undefined : (Math.round(paise) as Paise);
  });
  return { series, columns };
}

export const BENCHMARK_SYMBOL = 'NIFTY 50';

/**
 * NIFTY 50 total-return closes over the series' days: the simulated market publishes the price
 * index only, so its dividends are put back at the index's dividend yield (that of NIFTY's option
 * pricing, 1.2 % a year), accrued by calendar day from the first day.
 */
export function benchmarkCloses(
  market: MarketService,
  series: readonly DailyValuation[],
  columns: readonly number[],
): { closes: IndexClose[]; dividendYield: number } | undefined {
  const close = closeReader(market);
  const first = series[0];
  if (!first) return undefined;
  const closes: IndexClose[] = [];
  const level = close(BENCHMARK_SYMBOL, columns[0] ?? -1);
  if (level === undefined) return undefined;
  const dividendYield = optionUnderlying('NIFTY', level / 100).dividendYield;
  series.forEach((day, i) => {
    const price = close(BENCHMARK_SYMBOL, columns[i] ?? -1);
    if (price === undefined) return;
    closes.push({
      date: day.date,
      close: price * (1 + dividendYield) ** (dayGap(first.date, day.date) / 365),
    });
  });
  return { closes, dividendYield };
}

/** The highest printed price of a symbol on 31-Jan-2018 (its FMV for grandfathering), when the market has that day. */
export function fmvOn31Jan2018(market: MarketService): (symbol: string) => Paise | undefined {
  const state = market.feed.state;
  const t = state.dates.indexOf('2018-01-31' as IsoDate);
  return (symbol) => {
    if (t < 0) return undefined;
    const found = findSymbol(market, symbol);
    if (!found) return undefined;
    const high = state.daily(found.id).high[t] ?? 0;
    return high > 0 ? (Math.round(high) as Paise) : undefined;
  };
}
