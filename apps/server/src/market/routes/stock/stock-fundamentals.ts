/**
 * stock/gethStockAnalysisData and the valuation columns of the peers table: simulated financial
 * statements (`generateFinancials` of @nivesh/market) generated lazily per stock and cached, with
 * key ratios at the live price.
 *
 * Calibration follows the module's README: each session, the statements are scaled to the last
 * completed close (in today's terms, after any split or bonus), so today's P/E at that close is
 * the company's drawn P/E; `keyRatios` at the live LTP then moves P/E, P/B and yield with the price.
 * They are model outputs for every stock, including on imported data, and always labelled simulated.
 */
import type { KeyRatios as KeyRatiosDto, StatementRow, StockAnalysis } from '@nivesh/contracts';
import { type CompanyFinancials, equityBySymbol, keyRatios, type StatementFigures } from '@nivesh/market';
import { financialsOf } from '../../company-financials';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import type { FoundSymbol } from './stock-lookup';
import type { ValuationOf } from './stock-peers';

const CRORE = 1e7;

const pct = (fraction: number | null, digits = 2) =>
  fraction === null ? null : round(fraction * 100, digits);
const crore = (rupees: number) => round(rupees / CRORE, 2);

function statementRow(period: string, s: StatementFigures & { readonly periodEnd: string }): StatementRow {
  return {
    period,
    periodEnd: s.periodEnd,
    revenue: crore(s.revenue),
    operatingProfit: crore(s.operatingProfit),
    opmPct: s.revenue > 0 ? round((s.operatingProfit / s.revenue) * 100, 2) : null,
    depreciation: crore(s.depreciation),
    interest: crore(s.interest),
    profitBeforeTax: crore(s.profitBeforeTax),
    tax: crore(s.tax),
    netProfit: crore(s.netProfit),
    eps: round(s.eps / 100, 2),
    dividendPerShare: round(s.dividendPerShare / 100, 2),
    totalAssets: crore(s.totalAssets),
    equity: crore(s.equity),
    debt: crore(s.longTermDebt),
    cash: crore(s.cash),
    cashFromOperations: crore(s.cashFromOperations),
  };
}

/** Key ratios at `pricePaise` in the answer's units (₹ crore, ₹, %). */
export function ratiosDto(
  financials: CompanyFinancials,
  pricePaise: number,
  faceValue: number | null,
): KeyRatiosDto {
  const r = keyRatios(financials, pricePaise);
  return {
    marketCapCr: round(r.marketCap / CRORE, 0),
    pe: r.pe === null ? null : round(r.pe, 2),
    pb: r.pb === null ? null : round(r.pb, 2),
    eps: r.epsTtm === null ? null : round(r.epsTtm / 100, 2),
    bookValue: r.bookValuePerShare === null ? null : round(r.bookValuePerShare / 100, 2),
    roe: pct(r.roe),
    roce: pct(r.roce),
    dividendYield: pct(r.dividendYield),
    debtToEquity: r.debtToEquity === null ? null : round(r.debtToEquity, 2),
    faceValue,
    salesGrowth3y: pct(r.salesCagr3y),
    profitGrowth3y: pct(r.profitCagr3y),
  };
}

/** The analysis answer of an equity (the route adds status, message and source), or undefined. */
export function analysisOf(
  market: MarketService,
  found: FoundSymbol,
): Omit<StockAnalysis, 'status' | 'message' | 'source'> | undefined {
  const financials = financialsOf(market, found);
  if (!financials) return undefined;
  const ltp = market.feed.state.quote(found.id).ltp;
  return {
    symbol: found.meta.symbol,
    simulatedStatements: financials.simulated,
    businessModel: financials.businessModel,
    ltp: ltp / 100,
    ratios: ratiosDto(financials, ltp, equityBySymbol(found.meta.symbol)?.faceValue ?? null),
    annual: financials.annual.map((s) => statementRow(s.fiscalYear, s)),
    quarterly: financials.quarterly.map((s) => statementRow(s.fiscalYear, s)),
  };
}

/** P/E and ROE at the live price, for the peers table. */
export function valuationFor(market: MarketService): ValuationOf {
  return (found) => {
    const financials = financialsOf(market, found);
    if (!financials) return { pe: null, roe: null };
    const r = keyRatios(financials, market.feed.state.quote(found.id).ltp);
    return { pe: r.pe === null ? null : round(r.pe, 2), roe: pct(r.roe) };
  };
}
