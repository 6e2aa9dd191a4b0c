/**
 * The money a portfolio's transactions move in and out, for XIRR, the time-weighted return and the
 * benchmark: a buy puts in quantity × price + charges; a transfer in puts in its original cost on
 * its original acquisition date; a sale takes out quantity × price − charges; a dividend takes out
 * its amount − charges. Bonus and split move no money.
 */
import type { IsoDate, Paise } from '../units';
import { lastOnOrBefore } from './dates';
import type { HoldingsResult } from './holdings';
import { applicationOrder, type PortfolioTransaction } from './transactions';
import { type DatedCashFlow, type XirrResult, xirr } from './xirr';

/** One transaction's external flow: `inPaise` put in (≥ 0), `outPaise` taken out (≥ 0), gross and charges. */
export interface ExternalFlow {
  date: IsoDate;
  symbol: string;
  inPaise: number;
  outPaise: number;
  /** The traded value before charges (what a benchmark buys or sells). */
  grossPaise: number;
  chargesPaise: number;
}

/** The external flows of the transactions, in application order (dividend amounts from the holdings). */
export function externalFlows(
  transactions: readonly PortfolioTransaction[],
  holdings: Extract<HoldingsResult, { kind: 'ok' }>,
): ExternalFlow[] {
  const flows: ExternalFlow[] = [];
  let dividend = 0;
  for (const index of applicationOrder(transactions)) {
    const tx = transactions[index];
    if (!tx) continue;
    switch (tx.kind) {
      case 'buy':
      case 'transfer-in': {
        const gross = tx.quantity * tx.pricePaise;
        const date = tx.kind === 'transfer-in' ? tx.acquiredOn : tx.date;
        flows.push({
          date,
          symbol: tx.symbol,
          inPaise: gross + tx.chargesPaise,
          outPaise: 0,
          grossPaise: gross,
          chargesPaise: tx.chargesPaise,
        });
        break;
      }
      case 'sell': {
        const gross = tx.quantity * tx.pricePaise;
        flows.push({
          date: tx.date,
          symbol: tx.symbol,
          inPaise: 0,
          outPaise: gross - tx.chargesPaise,
          grossPaise: gross,
          chargesPaise: tx.chargesPaise,
        });
        break;
      }
      case 'dividend': {
        const receipt = holdings.dividends[dividend++];
        if (!receipt) break;
        flows.push({
          date: tx.date,
          symbol: tx.symbol,
          inPaise: 0,
          outPaise: receipt.amountPaise - receipt.chargesPaise,
          grossPaise: receipt.amountPaise,
          chargesPaise: receipt.chargesPaise,
        });
        break;
      }
      default:
        break;
    }
  }
  return flows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** XIRR of the flows (money in negative, out positive) plus the value still held on `asOf`. */
export function xirrWithFinalValue(
  flows: readonly ExternalFlow[],
  finalValuePaise: number,
  asOf: IsoDate,
): XirrResult {
  const dated: DatedCashFlow[] = flows.map((f) => ({ date: f.date, amount: f.outPaise - f.inPaise }));
  if (finalValuePaise !== 0) dated.push({ date: asOf, amount: finalValuePaise });
  return xirr(dated);
}

/** An index close (a total-return index such as NIFTY 50 TRI; any unit, e.g. hundredths of a point). */
export interface IndexClose {
  date: IsoDate;
  close: number;
}

export type BenchmarkResult =
  | {
      kind: 'ok';
      asOf: IsoDate;
      /** Index units held on `asOf`. */
      units: number;
      valuePaise: Paise;
      /** The benchmark's own flows: the same money in; out, what its units could pay (see `shortfalls`). */
      flows: readonly ExternalFlow[];
      xirr: XirrResult;
      /** Sales the benchmark's units were worth less than, so it paid out less than the portfolio. */
      shortfalls: number;
    }
  | { kind: 'no-index-close'; date: IsoDate };

/**
 * "What if every rupee had gone into the index on the same dates, net of the same charges": each
 * buy's traded value buys index units at that day's close (its charges are paid as they were); each
 * sale sells units worth its traded value and pays its charges, so the money out matches the
 * portfolio's unless the units are worth less (then all are sold); dividends taken out sell units
 * worth the same amount (a total-return index already holds its own dividends). A date without a
 * close uses the last close before it.
 */
export function benchmarkOf(
  flows: readonly ExternalFlow[],
  closes: readonly IndexClose[],
  asOf: IsoDate,
): BenchmarkResult {
  let units = 0;
  let shortfalls = 0;
  const own: ExternalFlow[] = [];
  for (const flow of flows) {
    const at = closes[lastOnOrBefore(closes, flow.date)];
    if (!at) return { kind: 'no-index-close', date: flow.date };
    if (flow.inPaise > 0) {
      units += flow.grossPaise / at.close;
      own.push(flow);
      continue;
    }
    const worth = units * at.close;
    if (worth + 0.5 >= flow.grossPaise) {
      units = Math.max(0, units - flow.grossPaise / at.close);
      own.push(flow);
      continue;
    }
    shortfalls++;
    units = 0;
    const paid = Math.max(0, Math.round(worth) - flow.chargesPaise);
    own.push({ ...flow, outPaise: paid, grossPaise: Math.round(worth) });
  }
  const last = closes[lastOnOrBefore(closes, asOf)];
  if (!last) return { kind: 'no-index-close', date: asOf };
  const value = Math.round(units * last.close);
  return {
    kind: 'ok',
    asOf,
    units,
    valuePaise: value as Paise,
    flows: own,
    xirr: xirrWithFinalValue(own, value, asOf),
    shortfalls,
  };
}
