/**
 * The answers of one portfolio computed by the pure engine: its summary (value and P&L at the live
 * quotes), holdings by FIFO lots, returns (XIRR, time-weighted, the NIFTY 50 TRI benchmark) and
 * capital gains by financial year. The paper-trading portfolio has holdings only (no dated lots).
 */
import type {
  CapitalGainsYear,
  HoldingRow,
  PortfolioPeriodReturnDto,
  PortfolioSummary,
  XirrDto,
} from '@nivesh/contracts';
import { PAPER_PORTFOLIO_ID } from '@nivesh/contracts';
import {
  benchmarkOf,
  type CapitalGainsReport,
  capitalGainsForYear,
  computeHoldings,
  externalFlows,
  fiscalYearOf,
  type HoldingQuote,
  type IsoDate,
  type Paise,
  type PeriodReturn,
  type PortfolioHolding,
  type PortfolioTransaction,
  type Quantity,
  type RealisedMatch,
  type TransactionError,
  timeWeightedReturns,
  tradesOn,
  valueHoldings,
  type XirrResult,
  xirrWithFinalValue,
} from '@nivesh/market';
import type { PortfolioRow } from '../db/schema';
import type { MarketService } from '../market/market.service';
import { findSymbol, profileOf } from '../market/routes/stock/stock-lookup';
import {
  BENCHMARK_SYMBOL,
  benchmarkCloses,
  fmvOn31Jan2018,
  portfolioSeries,
  type SourcedTransaction,
} from './portfolio-engine';

const rupees = (paise: number): number => Math.round(paise) / 100;
const pct = (x: number): number => Math.round(x * 1_000_000) / 10_000;

/** The live quote of a symbol in paise, with its previous close. */
export function quoteReader(market: MarketService): (symbol: string) => HoldingQuote | undefined {
  const state = market.feed.state;
  return (symbol) => {
    const found = findSymbol(market, symbol);
    if (!found) return undefined;
    const q = state.quote(found.id);
    if (!(q.ltp > 0)) return undefined;
    return {
      pricePaise: Math.round(q.ltp) as Paise,
      ...(q.prevClose > 0 ? { previousClosePaise: Math.round(q.prevClose) as Paise } : {}),
    };
  };
}

export type Computed =
  | {
      kind: 'ok';
      txs: PortfolioTransaction[];
      holdings: readonly PortfolioHolding[];
      result: Extract<ReturnType<typeof computeHoldings>, { kind: 'ok' }>;
    }
  | { kind: 'invalid'; errors: readonly TransactionError[] };

export function compute(sourced: readonly SourcedTransaction[]): Computed {
  const txs = sourced.map((s) => s.tx);
  const result = computeHoldings(txs);
  return result.kind === 'ok' ? { kind: 'ok', txs, holdings: result.holdings, result } : result;
}

/** The first problem of a set of transactions in words (symbol, date and reason). */
export function firstError(errors: readonly TransactionError[]): string {
  const e = errors[0];
  return e ? `${e.symbol} on ${e.date}: ${e.message}` : 'The transactions do not apply';
}

export function summaryOf(
  market: MarketService,
  row: Pick<PortfolioRow, 'id' | 'name' | 'createdAt' | 'updatedAt'>,
  kind: 'manual' | 'paper',
  holdings: readonly PortfolioHolding[],
  transactions: number,
  txs: readonly PortfolioTransaction[] = [],
): PortfolioSummary {
  const valued = valueHoldings(holdings, quoteReader(market), todaysTrades(market, txs));
  const dividends = holdings.reduce((s, h) => s + h.dividendsPaise, 0);
  const { investedPaise, marketValuePaise, unrealisedPaise, realisedPaise, dayPnlPaise } = valued.totals;
  return {
    id: row.id,
    name: row.name,
    kind,
    readOnly: kind === 'paper',
    transactions,
    holdings: holdings.filter((h) => h.quantity > 0).length,
    invested: rupees(investedPaise),
    value: rupees(marketValuePaise),
    dayPnl: dayPnlPaise === undefined ? null : rupees(dayPnlPaise),
    unrealised: rupees(unrealisedPaise),
    realised: rupees(realisedPaise),
    dividends: rupees(dividends),
    totalPnl: rupees(unrealisedPaise + realisedPaise + dividends),
    unpriced: [...valued.unpriced],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The paper-trading delivery holdings as engine holdings (quantity and total cost; no dated lots). */
export function paperHoldings(
  holdings: readonly { symbol: string; quantity: number; costPaise: number }[],
): PortfolioHolding[] {
  return holdings
    .filter((h) => h.quantity > 0)
    .map((h) => ({
      symbol: h.symbol,
      quantity: h.quantity as Quantity,
      investedPaise: Math.round(h.costPaise) as Paise,
      averageCostPaise: h.costPaise / h.quantity,
      lots: [],
      realisedPaise: 0 as Paise,
      dividendsPaise: 0 as Paise,
    }));
}

export const paperRow = (now: Date) => ({
  id: PAPER_PORTFOLIO_ID,
  name: 'Paper trading (order dashboard)',
  createdAt: now,
  updatedAt: now,
});

/** Today's buys and sales by symbol, for the day's P&L (today: the market session's date). */
function todaysTrades(market: MarketService, txs: readonly PortfolioTransaction[]) {
  return tradesOn(txs, market.feed.session().date);
}

export function holdingRows(
  market: MarketService,
  holdings: readonly PortfolioHolding[],
  txs: readonly PortfolioTransaction[] = [],
) {
  const valued = valueHoldings(holdings, quoteReader(market), todaysTrades(market, txs));
  const rows: HoldingRow[] = valued.holdings.map((h) => {
    const found = findSymbol(market, h.symbol);
    return {
      symbol: h.symbol,
      name: found ? profileOf(found.meta).name : h.symbol,
      quantity: h.quantity,
      averageCost: Math.round(h.averageCostPaise) / 100,
      invested: rupees(h.investedPaise),
      ltp: rupees(h.pricePaise),
      value: rupees(h.marketValuePaise),
      dayPnl: h.dayPnlPaise === undefined ? null : rupees(h.dayPnlPaise),
      unrealised: rupees(h.unrealisedPaise),
      unrealisedPct: h.investedPaise > 0 ? pct(h.unrealisedPaise / h.investedPaise) : null,
      realised: rupees(h.realisedPaise),
      dividends: rupees(h.dividendsPaise),
      lots: h.lots.map((lot) => ({
        acquiredOn: lot.acquiredOn,
        source: lot.source,
        quantity: lot.quantity,
        cost: rupees(lot.costPaise),
      })),
    };
  });
  const closed = holdings
    .filter((h) => h.quantity === 0)
    .map((h) => ({
      symbol: h.symbol,
      realised: rupees(h.realisedPaise),
      dividends: rupees(h.dividendsPaise),
    }));
  return { rows, closed };
}

export function xirrDto(result: XirrResult): XirrDto {
  if (result.kind === 'rate') return { kind: 'rate', ratePct: pct(result.rate) };
  const reasons = {
    'no-sign-change': 'No solution: the flows never change sign (money only went in or only came out)',
    'too-few-flows': 'No solution: there are too few cash flows yet',
    'did-not-converge': 'No solution: the rate did not converge',
  } as const;
  return { kind: 'no-solution', reason: reasons[result.reason] };
}

function periodDto(r: PeriodReturn): PortfolioPeriodReturnDto {
  if (r.kind === 'no-data')
    return { period: r.period, cumulativePct: null, annualisedPct: null, from: null, sinceInception: false };
  return {
    period: r.period,
    cumulativePct: pct(r.cumulative),
    annualisedPct: r.annualised === undefined ? null : pct(r.annualised),
    from: r.from ?? null,
    sinceInception: r.sinceInception,
  };
}

export function returnsOf(market: MarketService, computed: Extract<Computed, { kind: 'ok' }>) {
  const asOf = market.feed.session().date;
  const valued = valueHoldings(computed.holdings, quoteReader(market));
  const flows = externalFlows(computed.txs, computed.result);
  const xirr = xirrDto(xirrWithFinalValue(flows, valued.totals.marketValuePaise, asOf));
  const { series, columns } = portfolioSeries(market, computed.txs);
  const twr = timeWeightedReturns(series).map(periodDto);
  const since = series[0]?.date ?? null;
  const index = benchmarkCloses(market, series, columns);
  let benchmark:
    | {
        kind: 'ok';
        name: string;
        note: string;
        value: number;
        xirr: XirrDto;
        twr: PortfolioPeriodReturnDto[];
        shortfalls: number;
      }
    | { kind: 'unavailable'; reason: string };
  if (!index || flows.length === 0) {
    benchmark = { kind: 'unavailable', reason: 'No NIFTY 50 closes on the portfolio’s dates in this market' };
  } else {
    const result = benchmarkOf(flows, index.closes, asOf);
    if (result.kind === 'no-index-close') {
      benchmark = {
        kind: 'unavailable',
        reason: `No NIFTY 50 close on or before ${result.date} in this market`,
      };
    } else {
      const indexSeries = index.closes.map((c, i) => ({
        date: c.date,
        valuePaise: c.close,
        inPaise: i === 0 ? c.close : 0,
        outPaise: 0,
      }));
      benchmark = {
        kind: 'ok',
        name: `${BENCHMARK_SYMBOL} TRI`,
        note: `Estimated total-return index: NIFTY 50 price with a ${(index.dividendYield * 100).toFixed(1)} % a year dividend yield reinvested (the simulated market publishes no TRI)`,
        value: rupees(result.valuePaise),
        xirr: xirrDto(result.xirr),
        twr: timeWeightedReturns(indexSeries).map(periodDto),
        shortfalls: result.shortfalls,
      };
    }
  }
  return { asOf, since, xirr, twr, benchmark };
}

function gainsYear(report: CapitalGainsReport): CapitalGainsYear {
  const bucket = (b: CapitalGainsReport['shortTerm'][number]) => ({
    ratePct: b.rateBps / 100,
    net: rupees(b.netPaise),
    taxable: rupees(b.taxablePaise),
    tax: rupees(b.taxPaise),
  });
  const row = (r: CapitalGainsReport['rows'][number]) => ({
    symbol: r.match.symbol,
    kind: r.kind,
    acquiredOn: r.match.acquiredOn,
    saleDate: r.match.saleDate,
    quantity: r.match.quantity,
    fullValue: rupees(r.fullValuePaise),
    cost: rupees(r.costPaise),
    grandfathered: r.grandfathered,
    expenditure: rupees(r.expenditurePaise),
    gain: rupees(r.gainPaise),
    ratePct: r.kind === 'speculative' ? null : r.rateBps / 100,
  });
  const maybe = (p: Paise | undefined) => (p === undefined ? null : rupees(p));
  return {
    financialYear: report.financialYear,
    label: report.label,
    rows: [...report.rows, ...report.speculative.rows].map(row),
    shortTerm: report.shortTerm.map(bucket),
    longTerm: report.longTerm.map(bucket),
    exemptLongTerm: rupees(report.exemptLongTermPaise),
    exemption: rupees(report.exemptionPaise),
    exemptionUsed: rupees(report.exemptionUsedPaise),
    tax: rupees(report.taxPaise),
    carriedForward: {
      shortTermLoss: rupees(report.carriedForward.shortTermLossPaise),
      longTermLoss: rupees(report.carriedForward.longTermLossPaise),
    },
    speculativeNet: rupees(report.speculative.netPaise),
    schedule112A: report.schedule112A.map((r) => ({
      isin: r.isin ?? null,
      symbol: r.symbol,
      acquiredOn: r.acquiredOn,
      saleDate: r.saleDate,
      fromJuly2024: r.fromJuly2024,
      quantity: r.quantity,
      salePricePerShare: rupees(r.salePricePerSharePaise),
      fullValueOfConsideration: rupees(r.fullValueOfConsiderationPaise),
      costWithoutIndexation: rupees(r.costWithoutIndexationPaise),
      costOfAcquisition: rupees(r.costOfAcquisitionPaise),
      lowerOfFmvAndFullValue: maybe(r.lowerOfFmvAndFullValuePaise),
      fmvPerShare: maybe(r.fmvPerSharePaise),
      totalFmv: maybe(r.totalFmvPaise),
      expenditureOnTransfer: rupees(r.expenditureOnTransferPaise),
      totalDeductions: rupees(r.totalDeductionsPaise),
      balance: rupees(r.balancePaise),
    })),
    missingFmv: [...report.missingFmv],
  };
}

/** Capital gains of every financial year with a sale, newest first. */
export function capitalGainsOf(
  market: MarketService,
  computed: Extract<Computed, { kind: 'ok' }>,
): { years: CapitalGainsYear[]; notice: string } {
  // Each year's sales once (capitalGainsForYear reads only its own year's): a portfolio of 5,000
  // transactions has thousands of matches over a dozen years.
  const byYear = new Map<number, RealisedMatch[]>();
  for (const match of computed.result.realised) {
    const year = fiscalYearOf(match.saleDate as IsoDate);
    const list = byYear.get(year);
    if (list) list.push(match);
    else byYear.set(year, [match]);
  }
  const years = [...byYear.keys()].sort((a, b) => b - a);
  const fmv = fmvOn31Jan2018(market);
  const reports = years.map((financialYear) =>
    capitalGainsForYear({ realised: byYear.get(financialYear) ?? [], financialYear, fmv31Jan2018: fmv }),
  );
  return {
    years: reports.map(gainsYear),
    notice: reports[0]?.notice ?? capitalGainsForYear({ realised: [], financialYear: 2025 }).notice,
  };
}
