/**
 * Holdings by FIFO lots (issue 18, Portfolios). Each sale is matched to the oldest open lots first
 * (CBDT Circular 768 of 2003: first in, first out for shares held in demat), except that a sale
 * first meets the same day's buys of that symbol, which makes that part intraday (speculative).
 *
 * Corporate actions, per the Income-tax Act:
 * - bonus: a new lot of `held × new / held-ratio` shares (rounded down; fractional entitlements are
 *   settled in cash by the company and not modelled) with cost nil (Section 55(2)(aa)(iiia)) and
 *   held from its allotment date (Section 2(42A), Explanation 1: a financial asset allotted without
 *   payment on the strength of another holding is held from its allotment), so it joins the end of
 *   the FIFO queue and its holding period starts on the bonus date;
 * - split: every open lot keeps its acquisition date and its whole cost; its quantity is scaled by
 *   the ratio (the holding's total rounded down, spread over the lots so they sum exactly).
 * Money stays integer paise: a partly sold lot gives up its cost rounded to the paisa and keeps the
 * exact rest, and a sale's charges are spread over its matched lots so the parts add up exactly.
 */
import type { IsoDate, Paise, Quantity } from '../units';
import { daysBetween } from './dates';
import {
  applicationOrder,
  dateOrderErrors,
  errorOf,
  type PortfolioTransaction,
  type TransactionError,
  transactionShapeError,
} from './transactions';

/** A split factor as a fraction: a share of the lot is `numerator / denominator` shares quoted on 31-Jan-2018. */
export interface ShareRatio {
  numerator: number;
  denominator: number;
}

export type LotSource = 'buy' | 'transfer-in' | 'bonus';

/** An open FIFO lot: what is left of one acquisition. */
export interface Lot {
  symbol: string;
  isin?: string;
  acquiredOn: IsoDate;
  source: LotSource;
  quantity: Quantity;
  /** Remaining cost of acquisition, charges included (nil for bonus shares). */
  costPaise: Paise;
  /**
   * Product of the splits since 31-Jan-2018 (current shares per share quoted on that day), so the
   * grandfathered FMV of one current share is FMV × denominator / numerator.
   */
  splitsSince2018: ShareRatio;
}

/** One sale matched to one lot. */
export interface RealisedMatch {
  symbol: string;
  isin?: string;
  saleDate: IsoDate;
  acquiredOn: IsoDate;
  source: LotSource;
  quantity: Quantity;
  salePricePaise: Paise;
  /** Quantity × sale price (the full value of consideration). */
  proceedsPaise: Paise;
  /** This match's share of the sale's charges. */
  saleChargesPaise: Paise;
  costPaise: Paise;
  /** Proceeds − sale charges − cost. */
  gainPaise: Paise;
  holdingDays: number;
  /** Sold the day it was bought (speculative business income). */
  intraday: boolean;
  splitsSince2018: ShareRatio;
}

export interface DividendReceipt {
  symbol: string;
  date: IsoDate;
  quantity: Quantity;
  amountPaise: Paise;
  chargesPaise: Paise;
}

export interface PortfolioHolding {
  symbol: string;
  isin?: string;
  quantity: Quantity;
  /** Cost of the open lots. */
  investedPaise: Paise;
  /** Invested ÷ quantity, in paise (fractional; 0 with no shares). */
  averageCostPaise: number;
  lots: readonly Lot[];
  realisedPaise: Paise;
  dividendsPaise: Paise;
}

export type HoldingsResult =
  | {
      kind: 'ok';
      /** Symbols still held or ever traded, in symbol order (closed positions have quantity 0). */
      holdings: readonly PortfolioHolding[];
      realised: readonly RealisedMatch[];
      dividends: readonly DividendReceipt[];
    }
  | { kind: 'invalid'; errors: readonly TransactionError[] };

const GRANDFATHER_DATE = '2018-01-31';

interface Position {
  symbol: string;
  isin?: string;
  lots: Lot[];
  head: number;
  realised: number;
  dividends: number;
}

function heldQuantity(position: Position): number {
  let total = 0;
  for (let i = position.head; i < position.lots.length; i++) total += position.lots[i]?.quantity ?? 0;
  return total;
}

/** Splits `total` over parts in proportion to `weights` (cumulative rounding: the parts sum to `total`). */
export function spreadExactly(total: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((s, w) => s + w, 0);
  let cumulative = 0;
  let given = 0;
  return weights.map((w) => {
    cumulative += w;
    const upTo = whole === 0 ? 0 : Math.round(total * (cumulative / whole));
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

function applySplit(position: Position, newShares: number, oldShares: number, date: IsoDate): void {
  let cumulative = 0;
  let given = 0;
  let carriedCost = 0;
  const kept: Lot[] = [];
  const afterFmvDate = date > GRANDFATHER_DATE;
  for (let i = position.head; i < position.lots.length; i++) {
    const lot = position.lots[i];
    if (!lot) continue;
    cumulative += lot.quantity;
    const upTo = Math.floor((cumulative * newShares) / oldShares);
    const quantity = upTo - given;
    given = upTo;
    if (quantity === 0) {
      carriedCost += lot.costPaise;
      continue;
    }
    const ratio = lot.splitsSince2018;
    kept.push({
      ...lot,
      quantity: quantity as Quantity,
      costPaise: (lot.costPaise + carriedCost) as Paise,
      splitsSince2018: afterFmvDate
        ? { numerator: ratio.numerator * newShares, denominator: ratio.denominator * oldShares }
        : ratio,
    });
    carriedCost = 0;
  }
  const last = kept[kept.length - 1];
  if (last && carriedCost) last.costPaise = (last.costPaise + carriedCost) as Paise;
  position.lots = kept;
  position.head = 0;
}

interface Sale {
  date: IsoDate;
  quantity: number;
  pricePaise: number;
  chargesPaise: number;
}

/** Picks the lots a sale takes, same-day buys first, then FIFO; mutates the lots. */
function takeLots(position: Position, sale: Sale): { lot: Lot; quantity: number; cost: number }[] {
  const taken: { lot: Lot; quantity: number; cost: number }[] = [];
  let left = sale.quantity;
  const take = (lot: Lot): void => {
    const quantity = Math.min(left, lot.quantity);
    if (quantity === 0) return;
    const cost =
      quantity === lot.quantity ? lot.costPaise : Math.round(lot.costPaise * (quantity / lot.quantity));
    taken.push({ lot: { ...lot }, quantity, cost });
    lot.quantity = (lot.quantity - quantity) as Quantity;
    lot.costPaise = (lot.costPaise - cost) as Paise;
    left -= quantity;
  };
  for (let i = position.head; i < position.lots.length && left > 0; i++) {
    const lot = position.lots[i];
    if (lot && lot.source === 'buy' && lot.acquiredOn === sale.date) take(lot);
  }
  for (let i = position.head; i < position.lots.length && left > 0; i++) {
    const lot = position.lots[i];
    if (lot) take(lot);
  }
  while (position.head < position.lots.length && position.lots[position.head]?.quantity === 0)
    position.head++;
  if (position.head > 64 && position.head * 2 > position.lots.length) {
    position.lots = position.lots.slice(position.head);
    position.head = 0;
  }
  // Same-day lots emptied out of FIFO order stay as empty entries; drop them from the open list.
  if (taken.some((t) => t.lot.acquiredOn === sale.date))
    position.lots = position.lots.filter((lot, i) => i < position.head || lot.quantity > 0);
  return taken;
}

function sell(position: Position, sale: Sale, realised: RealisedMatch[]): void {
  const taken = takeLots(position, sale);
  const charges = spreadExactly(
    sale.chargesPaise,
    taken.map((t) => t.quantity),
  );
  taken.forEach((t, i) => {
    const proceeds = t.quantity * sale.pricePaise;
    const saleCharges = charges[i] ?? 0;
    const gain = proceeds - saleCharges - t.cost;
    position.realised += gain;
    realised.push({
      symbol: position.symbol,
      ...(position.isin === undefined ? {} : { isin: position.isin }),
      saleDate: sale.date,
      acquiredOn: t.lot.acquiredOn,
      source: t.lot.source,
      quantity: t.quantity as Quantity,
      salePricePaise: sale.pricePaise as Paise,
      proceedsPaise: proceeds as Paise,
      saleChargesPaise: saleCharges as Paise,
      costPaise: t.cost as Paise,
      gainPaise: gain as Paise,
      holdingDays: daysBetween(t.lot.acquiredOn, sale.date),
      intraday: t.lot.source === 'buy' && t.lot.acquiredOn === sale.date,
      splitsSince2018: t.lot.splitsSince2018,
    });
  });
}

function positionOf(positions: Map<string, Position>, tx: PortfolioTransaction): Position {
  let position = positions.get(tx.symbol);
  if (!position) {
    position = { symbol: tx.symbol, lots: [], head: 0, realised: 0, dividends: 0 };
    positions.set(tx.symbol, position);
  }
  if (tx.isin !== undefined && position.isin === undefined) position.isin = tx.isin;
  return position;
}

const ONE: ShareRatio = { numerator: 1, denominator: 1 };

/**
 * Applies the transactions (in date order) and returns the holdings with their FIFO lots, every
 * sale matched to lots, and the dividends; or every transaction that cannot be applied, in words
 * (a sale of more than is held, a bad ratio, a date out of order…).
 */
export function computeHoldings(transactions: readonly PortfolioTransaction[]): HoldingsResult {
  const errors: TransactionError[] = dateOrderErrors(transactions);
  const positions = new Map<string, Position>();
  const realised: RealisedMatch[] = [];
  const dividends: DividendReceipt[] = [];
  for (const index of applicationOrder(transactions)) {
    const tx = transactions[index];
    if (!tx) continue;
    const shapeError = transactionShapeError(tx);
    if (shapeError) {
      errors.push(errorOf(index, tx, `${tx.kind} of ${tx.symbol}: ${shapeError}`));
      continue;
    }
    const position = positionOf(positions, tx);
    switch (tx.kind) {
      case 'buy':
      case 'transfer-in':
        position.lots.push({
          symbol: tx.symbol,
          ...(position.isin === undefined ? {} : { isin: position.isin }),
          acquiredOn: tx.kind === 'transfer-in' ? tx.acquiredOn : tx.date,
          source: tx.kind,
          quantity: tx.quantity,
          costPaise: (tx.quantity * tx.pricePaise + tx.chargesPaise) as Paise,
          splitsSince2018: ONE,
        });
        break;
      case 'sell': {
        const held = heldQuantity(position);
        if (tx.quantity > held) {
          errors.push(
            errorOf(
              index,
              tx,
              `sell of ${tx.quantity} ${tx.symbol} on ${tx.date}, but only ${held} held then`,
            ),
          );
          break;
        }
        sell(position, tx, realised);
        break;
      }
      case 'bonus': {
        const held = heldQuantity(position);
        const quantity = Math.floor((held * tx.ratio.newShares) / tx.ratio.heldShares);
        if (held === 0) {
          errors.push(errorOf(index, tx, `bonus of ${tx.symbol} on ${tx.date}, but no shares held then`));
          break;
        }
        if (quantity > 0)
          position.lots.push({
            symbol: tx.symbol,
            ...(position.isin === undefined ? {} : { isin: position.isin }),
            acquiredOn: tx.date,
            source: 'bonus',
            quantity: quantity as Quantity,
            costPaise: 0 as Paise,
            splitsSince2018: ONE,
          });
        break;
      }
      case 'split':
        if (heldQuantity(position) === 0) {
          errors.push(errorOf(index, tx, `split of ${tx.symbol} on ${tx.date}, but no shares held then`));
          break;
        }
        applySplit(position, tx.ratio.newShares, tx.ratio.oldShares, tx.date);
        break;
      case 'dividend': {
        const held = heldQuantity(position);
        const amount = held * tx.perSharePaise;
        const charges = tx.chargesPaise ?? 0;
        position.dividends += amount - charges;
        dividends.push({
          symbol: tx.symbol,
          date: tx.date,
          quantity: held as Quantity,
          amountPaise: amount as Paise,
          chargesPaise: charges as Paise,
        });
        break;
      }
    }
  }
  if (errors.length) return { kind: 'invalid', errors: errors.sort((a, b) => a.index - b.index) };
  const holdings = [...positions.values()]
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
    .map((position): PortfolioHolding => {
      const lots = position.lots.slice(position.head).filter((lot) => lot.quantity > 0);
      const quantity = lots.reduce((s, lot) => s + lot.quantity, 0);
      const invested = lots.reduce((s, lot) => s + lot.costPaise, 0);
      return {
        symbol: position.symbol,
        ...(position.isin === undefined ? {} : { isin: position.isin }),
        quantity: quantity as Quantity,
        investedPaise: invested as Paise,
        averageCostPaise: quantity ? invested / quantity : 0,
        lots,
        realisedPaise: position.realised as Paise,
        dividendsPaise: position.dividends as Paise,
      };
    });
  return { kind: 'ok', holdings, realised, dividends };
}

/** The transactions' problems in words, or an empty list when they all apply. */
export function validateTransactions(
  transactions: readonly PortfolioTransaction[],
): readonly TransactionError[] {
  const result = computeHoldings(transactions);
  return result.kind === 'invalid' ? result.errors : [];
}

export interface ValuedHolding extends PortfolioHolding {
  pricePaise: Paise;
  marketValuePaise: Paise;
  unrealisedPaise: Paise;
  /** The day's P&L (`dayPnlOf`), when the previous close is known. */
  dayPnlPaise?: Paise;
}

export interface HoldingQuote {
  pricePaise: Paise;
  previousClosePaise?: Paise;
}

/** One symbol's buys and sales of one day at their prices (charges left out, as brokers' day P&L leaves them). */
export interface DayTrades {
  boughtQuantity: number;
  /** Σ quantity × price of the day's buys. */
  boughtPaise: number;
  soldQuantity: number;
  /** Σ quantity × price of the day's sales. */
  soldPaise: number;
}

/** The buys and sales dated `date`, by symbol (transfers in count as shares carried from before). */
export function tradesOn(
  transactions: readonly PortfolioTransaction[],
  date: IsoDate,
): ReadonlyMap<string, DayTrades> {
  const trades = new Map<string, DayTrades>();
  for (const tx of transactions) {
    if (tx.date !== date || (tx.kind !== 'buy' && tx.kind !== 'sell')) continue;
    let day = trades.get(tx.symbol);
    if (!day) {
      day = { boughtQuantity: 0, boughtPaise: 0, soldQuantity: 0, soldPaise: 0 };
      trades.set(tx.symbol, day);
    }
    if (tx.kind === 'buy') {
      day.boughtQuantity += tx.quantity;
      day.boughtPaise += tx.quantity * tx.pricePaise;
    } else {
      day.soldQuantity += tx.quantity;
      day.soldPaise += tx.quantity * tx.pricePaise;
    }
  }
  return trades;
}

/**
 * The day's P&L of a symbol as Kite counts it: the shares carried from yesterday move from the
 * previous close to the price (those sold today realise sale price − previous close), and today's
 * buys move from their buy price (those sold again today realise sale price − buy price). All of it
 * is today's value − yesterday's closing value of the carried shares − today's buys + today's sales:
 * `quantity × price − carried × previous close − bought + sold`, with carried = quantity − bought
 * quantity + sold quantity.
 */
export function dayPnlOf(
  quantity: number,
  quote: Required<HoldingQuote>,
  trades: DayTrades | undefined,
): number {
  const bought = trades?.boughtQuantity ?? 0;
  const sold = trades?.soldQuantity ?? 0;
  const carried = quantity - bought + sold;
  return (
    quantity * quote.pricePaise -
    carried * quote.previousClosePaise -
    (trades?.boughtPaise ?? 0) +
    (trades?.soldPaise ?? 0)
  );
}

/**
 * Values the open holdings at the quotes; holdings with no quote are listed in `unpriced`. The day's
 * P&L counts `today`'s trades (`tradesOn`) when given, closed positions sold today among them; the
 * total is undefined when no previous close is known.
 */
export function valueHoldings(
  holdings: readonly PortfolioHolding[],
  quoteOf: (symbol: string) => HoldingQuote | undefined,
  today?: ReadonlyMap<string, DayTrades>,
): {
  holdings: readonly ValuedHolding[];
  unpriced: readonly string[];
  totals: {
    investedPaise: Paise;
    marketValuePaise: Paise;
    unrealisedPaise: Paise;
    realisedPaise: Paise;
    dayPnlPaise?: Paise;
  };
} {
  const valued: ValuedHolding[] = [];
  const unpriced: string[] = [];
  let invested = 0;
  let market = 0;
  let realised = 0;
  let day: number | undefined;
  const addDay = (pnl: number): void => {
    day = (day ?? 0) + pnl;
  };
  for (const holding of holdings) {
    realised += holding.realisedPaise;
    const trades = today?.get(holding.symbol);
    if (holding.quantity === 0) {
      const quote = trades && trades.soldQuantity > 0 ? quoteOf(holding.symbol) : undefined;
      if (quote?.previousClosePaise !== undefined)
        addDay(
          dayPnlOf(0, { pricePaise: quote.pricePaise, previousClosePaise: quote.previousClosePaise }, trades),
        );
      continue;
    }
    const quote = quoteOf(holding.symbol);
    if (!quote) {
      unpriced.push(holding.symbol);
      continue;
    }
    const value = holding.quantity * quote.pricePaise;
    invested += holding.investedPaise;
    market += value;
    const dayPnl =
      quote.previousClosePaise === undefined
        ? undefined
        : dayPnlOf(
            holding.quantity,
            { pricePaise: quote.pricePaise, previousClosePaise: quote.previousClosePaise },
            trades,
          );
    if (dayPnl !== undefined) addDay(dayPnl);
    valued.push({
      ...holding,
      pricePaise: quote.pricePaise,
      marketValuePaise: value as Paise,
      unrealisedPaise: (value - holding.investedPaise) as Paise,
      ...(dayPnl === undefined ? {} : { dayPnlPaise: dayPnl as Paise }),
    });
  }
  return {
    holdings: valued,
    unpriced,
    totals: {
      investedPaise: invested as Paise,
      marketValuePaise: market as Paise,
      unrealisedPaise: (market - invested) as Paise,
      realisedPaise: realised as Paise,
      ...(day === undefined ? {} : { dayPnlPaise: day as Paise }),
    },
  };
}
