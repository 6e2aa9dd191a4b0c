// Test-only builders for portfolio transactions in rupees (not exported from the package).
import { type IsoDate, isoDate, type Paise, type Quantity, quantity, rupeesToPaise } from '../units';
import type { PortfolioTransaction } from './transactions';

export const d = (date: string): IsoDate => isoDate(date);
export const rs = (rupees: number): Paise => rupeesToPaise(rupees);

function trade(kind: 'buy' | 'sell') {
  return (symbol: string, date: string, qty: number, price: number, charges = 0): PortfolioTransaction => ({
    kind,
    symbol,
    date: d(date),
    quantity: quantity(qty),
    pricePaise: rs(price),
    chargesPaise: rs(charges),
  });
}

export const buy = trade('buy');
export const sell = trade('sell');

export function bonus(
  symbol: string,
  date: string,
  newShares: number,
  heldShares: number,
): PortfolioTransaction {
  return { kind: 'bonus', symbol, date: d(date), ratio: { newShares, heldShares } };
}

export function split(
  symbol: string,
  date: string,
  newShares: number,
  oldShares: number,
): PortfolioTransaction {
  return { kind: 'split', symbol, date: d(date), ratio: { newShares, oldShares } };
}

export const qty = (n: number): Quantity => quantity(n);
