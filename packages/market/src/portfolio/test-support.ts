// Test-only builders for portfolio transactions in rupees and a seeded 5,000-transaction portfolio
// for the scenario test and the bench (not exported from the package).
import { addCalendarDays, isWeekend } from '../calendar/ist';
import { createRng } from '../simulator/prng';
import { type IsoDate, isoDate, type Paise, type Quantity, quantity, rupeesToPaise } from '../units';
import type { IndexClose } from './cash-flows';
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

export interface GeneratedPortfolio {
  transactions: PortfolioTransaction[];
  /** Every weekday of the span, ascending. */
  dates: IsoDate[];
  closeOf: (symbol: string, date: IsoDate, dayIndex?: number) => Paise | undefined;
  /** A NIFTY 50 TRI stand-in, in hundredths of a point. */
  indexCloses: IndexClose[];
  /** Each symbol's close on 31-Jan-2018 (the grandfathering FMV). */
  fmv31Jan2018: (symbol: string) => Paise | undefined;
  asOf: IsoDate;
}

const chargesOf = (value: number): Paise => Math.round(value * 0.001 + 1500) as Paise;

/**
 * A seeded portfolio of `count` transactions over `years` years from 2010-01-04 on `symbols` stocks
 * (random-walk closes from the market's PRNG streams; splits and bonuses rescale the later closes):
 * buys, sales of what is held, dividends, transfers in, intraday round trips, bonuses and splits.
 */
export function generatePortfolio(
  seed = 'portfolio',
  count = 5000,
  years = 15,
  symbols = 40,
): GeneratedPortfolio {
  const dates: IsoDate[] = [];
  for (let date = d('2010-01-04'); dates.length < years * 261; date = addCalendarDays(date, 1))
    if (!isWeekend(date)) dates.push(date);
  const dayOf = new Map(dates.map((date, i) => [date, i]));
  const names = Array.from({ length: symbols }, (_, i) => `STOCK${String(i).padStart(2, '0')}`);
  const prices = names.map((name) => {
    const rng = createRng(seed, `portfolio-price:${name}`);
    const series = new Float64Array(dates.length);
    let price = 5000 + rng.int(300_000);
    for (let t = 0; t < dates.length; t++) {
      price = Math.max(100, price * Math.exp(0.0003 + 0.018 * rng.normal()));
      series[t] = price;
    }
    return series;
  });
  const indexRng = createRng(seed, 'portfolio-index');
  let level = 500_000;
  const indexCloses = dates.map((date) => {
    level *= Math.exp(0.0004 + 0.011 * indexRng.normal());
    return { date, close: Math.round(level) };
  });
  const closeAt = (s: number, t: number): Paise => (Math.round((prices[s]?.[t] ?? 0) / 5) * 5) as Paise;
  const rng = createRng(seed, 'portfolio-transactions');
  const eventDays = Array.from({ length: count }, () => rng.int(dates.length)).sort((a, b) => a - b);
  const held = new Array<number>(symbols).fill(0);
  const transactions: PortfolioTransaction[] = [];
  const rescale = (s: number, from: number, factor: number) => {
    const series = prices[s];
    if (series) for (let t = from; t < series.length; t++) series[t] = (series[t] ?? 0) / factor;
  };
  const heldSymbol = (): number => {
    const owned = held.flatMap((q, s) => (q > 0 ? [s] : []));
    return owned.length ? (owned[rng.int(owned.length)] ?? -1) : -1;
  };
  for (const t of eventDays) {
    if (transactions.length >= count) break;
    const date = dates[t] ?? d('2010-01-04');
    const u = rng.uniform();
    let s = heldSymbol();
    const symbol = names[s] ?? '';
    const price = closeAt(s, t);
    const q = held[s] ?? 0;
    if (s >= 0 && u < 0.3) {
      const sold = 1 + rng.int(q);
      transactions.push({
        kind: 'sell',
        symbol,
        date,
        quantity: sold as Quantity,
        pricePaise: price,
        chargesPaise: chargesOf(sold * price),
      });
      held[s] = q - sold;
    } else if (s >= 0 && u < 0.37) {
      transactions.push({
        kind: 'dividend',
        symbol,
        date,
        perSharePaise: Math.max(100, Math.round(price * 0.01)) as Paise,
      });
    } else if (s >= 0 && u < 0.38) {
      const ratio = { newShares: 1 + rng.int(2), heldShares: 1 + rng.int(2) };
      transactions.push({ kind: 'bonus', symbol, date, ratio });
      held[s] = q + Math.floor((q * ratio.newShares) / ratio.heldShares);
      rescale(s, t, 1 + ratio.newShares / ratio.heldShares);
    } else if (s >= 0 && u < 0.39) {
      const ratio = { newShares: rng.uniform() < 0.5 ? 2 : 5, oldShares: 1 };
      transactions.push({ kind: 'split', symbol, date, ratio });
      held[s] = q * ratio.newShares;
      rescale(s, t, ratio.newShares);
    } else {
      s = rng.int(symbols);
      const name = names[s] ?? '';
      const p = closeAt(s, t);
      const bought = 1 + rng.int(Math.max(1, Math.floor(5_000_000 / p)));
      const charges = chargesOf(bought * p);
      const v = rng.uniform();
      if (v < 0.05) {
        const back = addCalendarDays(date, -(30 + rng.int(1500)));
        const acquiredOn = back < (dates[0] ?? back) ? (dates[0] ?? back) : back;
        const cost = Math.round(p * 0.7) as Paise;
        transactions.push({
          kind: 'transfer-in',
          symbol: name,
          date,
          quantity: bought as Quantity,
          pricePaise: cost,
          chargesPaise: charges,
          acquiredOn,
        });
      } else {
        transactions.push({
          kind: 'buy',
          symbol: name,
          date,
          quantity: bought as Quantity,
          pricePaise: p,
          chargesPaise: charges,
        });
      }
      held[s] = (held[s] ?? 0) + bought;
      if (v > 0.97 && transactions.length < count) {
        const sold = 1 + rng.int(bought);
        const exit = (Math.round((p * (0.98 + rng.uniform() * 0.04)) / 5) * 5) as Paise;
        transactions.push({
          kind: 'sell',
          symbol: name,
          date,
          quantity: sold as Quantity,
          pricePaise: exit,
          chargesPaise: chargesOf(sold * exit),
        });
        held[s] = (held[s] ?? 0) - sold;
      }
    }
  }
  const fmvDay = dayOf.get(d('2018-01-31'));
  const indexOf = new Map(names.map((name, s) => [name, s]));
  return {
    transactions,
    dates,
    closeOf: (symbol, date, dayIndex) => {
      const t = dayIndex ?? dayOf.get(date);
      const s = indexOf.get(symbol);
      return t === undefined || s === undefined ? undefined : closeAt(s, t);
    },
    indexCloses,
    fmv31Jan2018: (symbol) => {
      const s = indexOf.get(symbol);
      return fmvDay === undefined || s === undefined ? undefined : closeAt(s, fmvDay);
    },
    asOf: dates[dates.length - 1] ?? d('2010-01-04'),
  };
}
