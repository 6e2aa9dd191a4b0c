/**
 * ETF/getEtfList and ETF/getEtfDetails: the NSE ETFs the market carries, what each follows (resolved
 * as the simulator does), its assumed expense ratio, 1-year return, and against its reference the
 * tracking difference and an indicative NAV.
 */
import type { EtfCategory, EtfDetails, EtfRow } from '@nivesh/contracts';
import {
  ETFS,
  type EtfTracking,
  etfCostModel,
  INDICES,
  type MarketState,
  resolveEtfTracking,
} from '@nivesh/market';
import { round } from '../../market-answers';
import { paiseToCrore, quoteOf } from './overview-quotes';

type EtfDef = (typeof ETFS)[number];

/** Sessions in a year, for 1-year returns. */
export const YEAR_SESSIONS = 250;
const BROAD_INDICES: ReadonlySet<string> = new Set([
  'NIFTY 50',
  'NIFTY NEXT 50',
  'NIFTY MIDCAP 100',
  'NIFTY 500',
]);
const NSE_INDEX_NAMES: ReadonlySet<string> = new Set(INDICES.map((index) => index.name));

/** What the ETF follows in this market (an NSE index the market lacks gets the simulator's stand-in). */
export function trackingOf(state: MarketState, def: EtfDef): EtfTracking {
  return resolveEtfTracking(def, (name) => NSE_INDEX_NAMES.has(name) && state.idOf(name) !== undefined);
}

/** The fund's category from what it follows. */
export function etfCategory(tracking: EtfTracking): EtfCategory {
  switch (tracking.kind) {
    case 'nse-index':
      return BROAD_INDICES.has(tracking.reference ?? '') ? 'Equity: broad index' : 'Equity: sectoral';
    case 'nse-index-proxy':
      return 'Equity: thematic';
    case 'commodity':
      return tracking.reference === 'SILVER' ? 'Silver' : 'Gold';
    case 'global-index':
      return 'International';
    case 'money-market':
      return 'Debt: liquid';
    default:
      return 'Other';
  }
}

/** Adjusted close (today's terms) of completed session `t`, or NaN. */
function adjustedClose(state: MarketState, id: number, t: number): number {
  const daily = state.daily(id);
  const close = daily.close[t] ?? 0;
  return close > 0 && t >= daily.firstDay && daily.firstDay >= 0
    ? close * (daily.adjFactor[t] ?? 1)
    : Number.NaN;
}

/** % change from the adjusted close `YEAR_SESSIONS` sessions ago to the LTP, or null. */
export function yearReturn(state: MarketState, id: number): number | null {
  const t = state.dates.length - YEAR_SESSIONS;
  const then = t >= 0 ? adjustedClose(state, id, t) : Number.NaN;
  const ltp = state.quote(id).ltp;
  return Number.isFinite(then) && ltp > 0 ? round((ltp / then - 1) * 100) : null;
}

function etfRow(state: MarketState, id: number, def: EtfDef): EtfRow {
  const tracking = trackingOf(state, def);
  return {
    ...quoteOf(state, id),
    name: def.name,
    amc: def.amc,
    category: etfCategory(tracking),
    underlying: def.underlying,
    turnover: paiseToCrore(state.quote(id).turnover),
    expenseRatioPct: round(etfCostModel(def.symbol, tracking).expenseRatio * 100, 3),
    return1y: yearReturn(state, id),
  };
}

/** Every ETF the market carries, in the universe's order. */
export function etfRows(state: MarketState): EtfRow[] {
  const rows: EtfRow[] = [];
  for (const def of ETFS) {
    const id = state.idOf(def.symbol);
    if (id !== undefined) rows.push(etfRow(state, id, def));
  }
  return rows;
}

/** The ETF definition of a symbol (case-insensitive), when the market carries it. */
export function findEtf(state: MarketState, symbol: string): { def: EtfDef; id: number } | undefined {
  const def = ETFS.find((etf) => etf.symbol === symbol.trim().toUpperCase());
  const id = def ? state.idOf(def.symbol) : undefined;
  return def && id !== undefined ? { def, id } : undefined;
}

type EtfDetailsBody = Omit<EtfDetails, 'status' | 'message' | 'source'>;

/** One ETF against its reference. */
export function etfDetails(state: MarketState, id: number, def: EtfDef): EtfDetailsBody {
  const tracking = trackingOf(state, def);
  const refId = tracking.reference === undefined ? undefined : state.idOf(tracking.reference);
  const etf = etfRow(state, id, def);
  let trackingDifference: EtfDetailsBody['trackingDifference'] = null;
  let inav: EtfDetailsBody['inav'] = null;
  if (refId !== undefined) {
    const refReturn = yearReturn(state, refId);
    const from = state.dates[state.dates.length - YEAR_SESSIONS];
    if (etf.return1y !== null && refReturn !== null && from !== undefined) {
      trackingDifference = {
        from,
        to: state.sessionDate,
        etfReturnPct: etf.return1y,
        referenceReturnPct: refReturn,
        differencePct: round(etf.return1y - refReturn),
      };
    }
    const ref = state.quote(refId);
    const own = state.quote(id);
    if (!tracking.inUsd && ref.prevClose > 0 && own.prevClose > 0) {
      const value = (own.prevClose * (ref.ltp / ref.prevClose)) / 100;
      inav = { value: round(value, 2), premiumPct: round((own.ltp / 100 / value - 1) * 100, 3) };
    }
  }
  return {
    etf,
    tracking: {
      kind: tracking.kind,
      reference: tracking.reference ?? null,
      proxy: tracking.kind === 'nse-index-proxy',
      inUsd: tracking.inUsd,
    },
    reference: refId === undefined ? null : quoteOf(state, refId),
    trackingDifference,
    inav,
  };
}
