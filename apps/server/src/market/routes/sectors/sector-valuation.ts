/**
 * Sector valuation from the simulated financial statements (packages/market/src/fundamentals, the
 * same statements and calibration the stock page shows): per stock, trailing EPS, book value per
 * share and ROE once per session; P/E and P/B at the live price on each request (both are linear
 * in the price, so this equals `keyRatios` at the LTP without recomputing it).
 */
import type { SectorValuation } from '@nivesh/contracts';
import { keyRatios } from '@nivesh/market';
import { financialsOf } from '../../company-financials';
import { equityIds } from '../../day/list-scope';
import { perSession } from '../../day/per-session';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';

/** Per equity id: EPS (TTM) and book value per share in paise, ROE as a fraction; NaN when unknown. */
export interface StockFundamentals {
  readonly eps: Float64Array;
  readonly bookValue: Float64Array;
  readonly roe: Float64Array;
  /** 1 where the stock has statements. */
  readonly known: Uint8Array;
}

/** Every equity's per-share figures for the session (generates the statements on first use). */
export function stockFundamentals(market: MarketService): StockFundamentals {
  const state = market.feed.state;
  return perSession(state, 'sectors:fundamentals', () => {
    const n = state.symbolCount;
    const out = {
      eps: new Float64Array(n).fill(Number.NaN),
      bookValue: new Float64Array(n).fill(Number.NaN),
      roe: new Float64Array(n).fill(Number.NaN),
      known: new Uint8Array(n),
    };
    for (const id of equityIds(state)) {
      const financials = financialsOf(market, { id, meta: state.meta(id) });
      if (!financials) continue;
      const r = keyRatios(financials, state.quote(id).ltp);
      out.known[id] = 1;
      out.eps[id] = r.epsTtm ?? Number.NaN;
      out.bookValue[id] = r.bookValuePerShare ?? Number.NaN;
      out.roe[id] = r.roe ?? Number.NaN;
    }
    return out;
  });
}

/** price ÷ per-share figure when the figure is positive, else null (a loss has no P/E). */
function multiple(pricePaise: number, perShare: number | undefined): number | null {
  return perShare !== undefined && perShare > 0 && pricePaise > 0 ? pricePaise / perShare : null;
}

/** P/E of a stock at `pricePaise`, two decimals, or null. */
export function peAt(f: StockFundamentals, id: number, pricePaise: number): number | null {
  const pe = multiple(pricePaise, f.eps[id]);
  return pe === null ? null : round(pe);
}

/** The middle value (mean of the two middle ones for an even count), or null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Median P/E, P/B (live prices) and ROE (%) of the stocks `ids`, or null when none has statements. */
export function sectorValuation(
  market: MarketService,
  f: StockFundamentals,
  ids: readonly number[],
): SectorValuation | null {
  const state = market.feed.state;
  const pes: number[] = [];
  const pbs: number[] = [];
  const roes: number[] = [];
  let companies = 0;
  for (const id of ids) {
    if (f.known[id] !== 1) continue;
    companies++;
    const ltp = state.quote(id).ltp;
    const pe = multiple(ltp, f.eps[id]);
    const pb = multiple(ltp, f.bookValue[id]);
    const roe = f.roe[id] ?? Number.NaN;
    if (pe !== null) pes.push(pe);
    if (pb !== null) pbs.push(pb);
    if (Number.isFinite(roe)) roes.push(roe * 100);
  }
  if (companies === 0) return null;
  const rounded = (v: number | null) => (v === null ? null : round(v));
  return {
    medianPe: rounded(median(pes)),
    medianPb: rounded(median(pbs)),
    medianRoe: rounded(median(roes)),
    companies,
  };
}
