/**
 * Portfolio transactions (issue 18, Portfolios): buy, sell, bonus, split, dividend and transfer in.
 * Money is integer paise, quantities whole shares. Transactions are given in date order; within one
 * date the engine applies them in a fixed order (`SAME_DAY_ORDER`): dividend (to the shares held
 * before the day), split, bonus, transfer in, buy, sell, so a same-day sell meets that day's buys first
 * (intraday) and a corporate action dated D applies to the shares held before D's trades.
 */
import type { IsoDate, Paise, Quantity } from '../units';

/** Identifies the instrument a transaction is about; `isin` feeds the Schedule 112A rows. */
export interface InstrumentRef {
  symbol: string;
  isin?: string;
}

interface Dated extends InstrumentRef {
  /** Optional caller id, repeated in error messages. */
  id?: string;
  date: IsoDate;
}

/** A purchase or sale: `pricePaise` per share; `chargesPaise` the whole contract's charges. */
export interface TradeTransaction extends Dated {
  kind: 'buy' | 'sell';
  quantity: Quantity;
  pricePaise: Paise;
  chargesPaise: Paise;
}

/** `newShares` new shares for every `heldShares` held (1:1 bonus = { newShares: 1, heldShares: 1 }). */
export interface BonusTransaction extends Dated {
  kind: 'bonus';
  ratio: { newShares: number; heldShares: number };
}

/** Every `oldShares` become `newShares` (face value ₹10 → ₹2 = { newShares: 5, oldShares: 1 }). */
export interface SplitTransaction extends Dated {
  kind: 'split';
  ratio: { newShares: number; oldShares: number };
}

/** A dividend of `perSharePaise` on the shares held before the date (its ex-date); charges optional. */
export interface DividendTransaction extends Dated {
  kind: 'dividend';
  perSharePaise: Paise;
  chargesPaise?: Paise;
}

/**
 * Shares moved in from another account, keeping the original acquisition date and cost
 * (`pricePaise` per share, `chargesPaise` the original purchase charges).
 */
export interface TransferInTransaction extends Dated {
  kind: 'transfer-in';
  quantity: Quantity;
  pricePaise: Paise;
  chargesPaise: Paise;
  acquiredOn: IsoDate;
}

export type PortfolioTransaction =
  | TradeTransaction
  | BonusTransaction
  | SplitTransaction
  | DividendTransaction
  | TransferInTransaction;

export type TransactionKind = PortfolioTransaction['kind'];

/** Application order of transactions that share a date. */
export const SAME_DAY_ORDER: Readonly<Record<TransactionKind, number>> = {
  dividend: 0,
  split: 1,
  bonus: 2,
  'transfer-in': 3,
  buy: 4,
  sell: 5,
};

/** A readable reason a transaction cannot be applied, with its position in the input. */
export interface TransactionError {
  index: number;
  id?: string;
  symbol: string;
  date: IsoDate;
  message: string;
}

const isWholePositive = (n: number): boolean => Number.isSafeInteger(n) && n > 0;
const isPaise = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Checks one transaction on its own (no holdings needed); returns the problem or undefined. */
export function transactionShapeError(tx: PortfolioTransaction): string | undefined {
  switch (tx.kind) {
    case 'buy':
    case 'sell':
    case 'transfer-in': {
      if (!isWholePositive(tx.quantity)) return `quantity must be a whole number above 0, got ${tx.quantity}`;
      if (!isPaise(tx.pricePaise)) return `price must be whole paise of at least 0, got ${tx.pricePaise}`;
      if (!isPaise(tx.chargesPaise))
        return `charges must be whole paise of at least 0, got ${tx.chargesPaise}`;
      if (tx.kind === 'transfer-in' && tx.acquiredOn > tx.date)
        return `original acquisition date ${tx.acquiredOn} is after the transfer date ${tx.date}`;
      return undefined;
    }
    case 'bonus':
      return isWholePositive(tx.ratio.newShares) && isWholePositive(tx.ratio.heldShares)
        ? undefined
        : `bonus ratio must be two whole numbers above 0, got ${tx.ratio.newShares}:${tx.ratio.heldShares}`;
    case 'split':
      if (!isWholePositive(tx.ratio.newShares) || !isWholePositive(tx.ratio.oldShares))
        return `split ratio must be two whole numbers above 0, got ${tx.ratio.newShares}:${tx.ratio.oldShares}`;
      return tx.ratio.newShares === tx.ratio.oldShares
        ? `split ratio ${tx.ratio.newShares}:${tx.ratio.oldShares} changes nothing`
        : undefined;
    case 'dividend':
      if (!isPaise(tx.perSharePaise))
        return `dividend per share must be whole paise, got ${tx.perSharePaise}`;
      return tx.chargesPaise === undefined || isPaise(tx.chargesPaise)
        ? undefined
        : `charges must be whole paise of at least 0, got ${tx.chargesPaise}`;
  }
}

/** Indices of `transactions` in application order (by date, then `SAME_DAY_ORDER`, then input order). */
export function applicationOrder(transactions: readonly PortfolioTransaction[]): number[] {
  const order = transactions.map((_, i) => i);
  return order.sort((a, b) => {
    const x = transactions[a];
    const y = transactions[b];
    if (!x || !y) return a - b;
    if (x.date !== y.date) return x.date < y.date ? -1 : 1;
    return SAME_DAY_ORDER[x.kind] - SAME_DAY_ORDER[y.kind] || a - b;
  });
}

/** Errors for transactions given out of date order (each is named once, against the one before it). */
export function dateOrderErrors(transactions: readonly PortfolioTransaction[]): TransactionError[] {
  const errors: TransactionError[] = [];
  for (let i = 1; i < transactions.length; i++) {
    const before = transactions[i - 1];
    const tx = transactions[i];
    if (before && tx && tx.date < before.date)
      errors.push(
        errorOf(
          i,
          tx,
          `dated ${tx.date}, before the transaction above it (${before.date}); give them in date order`,
        ),
      );
  }
  return errors;
}

export function errorOf(index: number, tx: PortfolioTransaction, message: string): TransactionError {
  return { index, ...(tx.id === undefined ? {} : { id: tx.id }), symbol: tx.symbol, date: tx.date, message };
}
