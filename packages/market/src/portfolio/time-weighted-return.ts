/**
 * Time-weighted return from a daily valuation series (issue 18, Returns). Method: sub-period
 * linking at every day (each day is its own sub-period, so a flow always falls on a sub-period
 * boundary and no Modified Dietz weighting is needed): money put in on a day is taken to arrive
 * before that day's close, money taken out to leave after it, so
 *   rₜ = (Vₜ + outₜ) / (Vₜ₋₁ + inₜ) − 1,
 * and a period's return is the product of (1 + rₜ) over its days, minus 1. A day with nothing held
 * and nothing put in has rₜ = 0. Periods: Today, 1W, 1M, YTD, 1Y, 3Y, Max, ending on the last day of
 * the series; 1Y and longer are also given annualised (365-day year). The series is taken to start
 * on the portfolio's first flow (nothing held before it), so a period reaching before it is the
 * return since inception.
 */
import { addCalendarDays } from '../calendar/ist';
import type { IsoDate, Paise } from '../units';
import { addMonths, daysBetween, lastOnOrBefore } from './dates';
import { applicationOrder, type PortfolioTransaction } from './transactions';

export interface DailyValuation {
  date: IsoDate;
  /** Market value of the holdings at the day's close. */
  valuePaise: number;
  /** Money put in that day (buys with charges, transfers in). */
  inPaise: number;
  /** Money taken out that day (sale proceeds net of charges, dividends). */
  outPaise: number;
}

export const RETURN_PERIODS = ['Today', '1W', '1M', 'YTD', '1Y', '3Y', 'Max'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

export type PeriodReturn =
  | {
      kind: 'return';
      period: ReturnPeriod;
      /** The valuation the period starts after (undefined: since the first day). */
      from?: IsoDate;
      to: IsoDate;
      cumulative: number;
      /** For 1Y, 3Y and Max spans of a year or more: (1 + cumulative)^(365 / days) − 1. */
      annualised?: number;
      sinceInception: boolean;
    }
  | { kind: 'no-data'; period: ReturnPeriod };

/** Growth of ₹1 through each day: g[t] = Π (1 + rᵢ) for i ≤ t. */
export function growthIndex(series: readonly DailyValuation[]): Float64Array {
  const growth = new Float64Array(series.length);
  let level = 1;
  let previous = 0;
  series.forEach((day, t) => {
    const base = previous + day.inPaise;
    if (base > 0) level *= (day.valuePaise + day.outPaise) / base;
    growth[t] = level;
    previous = day.valuePaise;
  });
  return growth;
}

function anchorOf(period: ReturnPeriod, asOf: IsoDate): IsoDate | undefined {
  switch (period) {
    case 'Today':
      return addCalendarDays(asOf, -1);
    case '1W':
      return addCalendarDays(asOf, -7);
    case '1M':
      return addMonths(asOf, -1);
    case 'YTD':
      return `${Number(asOf.slice(0, 4)) - 1}-12-31` as IsoDate;
    case '1Y':
      return addMonths(asOf, -12);
    case '3Y':
      return addMonths(asOf, -36);
    case 'Max':
      return undefined;
  }
}

/** Time-weighted returns for Today/1W/1M/YTD/1Y/3Y/Max ending on the series' last day. */
export function timeWeightedReturns(series: readonly DailyValuation[]): PeriodReturn[] {
  const last = series[series.length - 1];
  const first = series[0];
  if (!last || !first) return RETURN_PERIODS.map((period) => ({ kind: 'no-data', period }));
  const growth = growthIndex(series);
  const end = growth[series.length - 1] ?? 1;
  return RETURN_PERIODS.map((period): PeriodReturn => {
    const anchor = anchorOf(period, last.date);
    const start = anchor === undefined ? -1 : lastOnOrBefore(series, anchor);
    const base = start < 0 ? 1 : (growth[start] ?? 1);
    const from = start < 0 ? undefined : series[start]?.date;
    const cumulative = end / base - 1;
    const days = daysBetween(from ?? addCalendarDays(first.date, -1), last.date);
    const annualise = (period === '1Y' || period === '3Y' || period === 'Max') && days >= 365;
    return {
      kind: 'return',
      period,
      ...(from === undefined ? {} : { from }),
      to: last.date,
      cumulative,
      ...(annualise ? { annualised: (1 + cumulative) ** (365 / days) - 1 } : {}),
      sinceInception: start < 0,
    };
  });
}

/**
 * The daily valuation series of a portfolio over `dates` (ascending trading days): quantities from
 * the transactions (bonus and split rounded as in the FIFO engine), valued at `closeOf(symbol, date)`
 * (`dayIndex` is the date's position in `dates`, for columnar closes; the last known close when a
 * day has none), each transaction's flow on the first date on or after
 * it. A buy puts in quantity × price + charges, a sale takes out quantity × price − charges, a
 * dividend its amount − charges; a transfer in puts in its value at that day's close (the value moved
 * in; its price when there is no close), not its original cost.
 */
export function dailyValuations(
  transactions: readonly PortfolioTransaction[],
  dates: readonly IsoDate[],
  closeOf: (symbol: string, date: IsoDate, dayIndex: number) => Paise | undefined,
): DailyValuation[] {
  const order = applicationOrder(transactions);
  // Per symbol slot: quantity held and last close, in flat arrays (this loop runs days × symbols).
  const slotOf = new Map<string, number>();
  const symbols: string[] = [];
  const held: number[] = [];
  const lastClose: number[] = [];
  const slot = (symbol: string): number => {
    let at = slotOf.get(symbol);
    if (at === undefined) {
      at = symbols.length;
      slotOf.set(symbol, at);
      symbols.push(symbol);
      held.push(0);
      lastClose.push(0);
    }
    return at;
  };
  const series: DailyValuation[] = [];
  let next = 0;
  dates.forEach((date, dayIndex) => {
    let inPaise = 0;
    let outPaise = 0;
    for (; next < order.length; next++) {
      const tx = transactions[order[next] ?? -1];
      if (!tx || tx.date > date) break;
      const at = slot(tx.symbol);
      const qty = held[at] ?? 0;
      switch (tx.kind) {
        case 'buy':
          held[at] = qty + tx.quantity;
          inPaise += tx.quantity * tx.pricePaise + tx.chargesPaise;
          break;
        case 'transfer-in':
          held[at] = qty + tx.quantity;
          inPaise += tx.quantity * (closeOf(tx.symbol, date, dayIndex) ?? tx.pricePaise);
          break;
        case 'sell':
          held[at] = qty - tx.quantity;
          outPaise += tx.quantity * tx.pricePaise - tx.chargesPaise;
          break;
        case 'bonus':
          held[at] = qty + Math.floor((qty * tx.ratio.newShares) / tx.ratio.heldShares);
          break;
        case 'split':
          held[at] = Math.floor((qty * tx.ratio.newShares) / tx.ratio.oldShares);
          break;
        case 'dividend':
          outPaise += qty * tx.perSharePaise - (tx.chargesPaise ?? 0);
          break;
      }
    }
    let value = 0;
    for (let at = 0; at < symbols.length; at++) {
      const qty = held[at] ?? 0;
      if (qty === 0) continue;
      const close = closeOf(symbols[at] ?? '', date, dayIndex) ?? lastClose[at] ?? 0;
      lastClose[at] = close;
      value += qty * close;
    }
    series.push({ date, valuePaise: value, inPaise, outPaise });
  });
  return series;
}
