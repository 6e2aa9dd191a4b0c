/**
 * PreMarket/getPreMarketData: NSE's pre-open session (orders 09:00–09:08, matched at 09:08 into one
 * equilibrium price per stock). The equilibrium price is the session's open, which is what the
 * pre-open call auction sets. The simulation keeps no pre-open order book, so the quantities are
 * drawn from a seeded stream per stock and day, about 1 % of a day's volume matched, with more
 * orders on the side of the gap: deterministic and labelled simulated.
 */
import type { PreMarketAnswer, PreMarketRow } from '@nivesh/contracts';
import { createRng, FNO_STOCKS, indexConstituents, type MarketState } from '@nivesh/market';
import { equityIds } from '../../day/list-scope';
import { fromHundredths, round } from '../../market-answers';
import { averageVolumes } from './average-volume';
import { breadthSummary, paiseToCrore } from './overview-quotes';

export const PRE_OPEN_SEED = 'nivesh-pre-open';
/** Share of an average day's volume matched in the pre-open call auction. */
const MATCHED_SHARE = 0.01;

type Category = PreMarketAnswer['category'];

/** Symbols of a pre-open category (null: every equity). */
function categorySymbols(category: Category): ReadonlySet<string> | null {
  if (category === 'nifty50') return new Set(indexConstituents('NIFTY 50'));
  if (category === 'niftybank') return new Set(indexConstituents('NIFTY BANK'));
  if (category === 'fo') return new Set(FNO_STOCKS.map((s) => s.symbol));
  return null;
}

/** The simulated pre-open order book of one stock: matched, buy and sell quantities. */
export function preOpenBook(
  symbol: string,
  date: string,
  averageVolume: number,
  gapPct: number,
): { finalQuantity: number; buyQuantity: number; sellQuantity: number } {
  const rng = createRng(PRE_OPEN_SEED, `${date}:${symbol}`);
  const finalQuantity = Math.max(1, Math.round(averageVolume * MATCHED_SHARE * Math.exp(0.5 * rng.normal())));
  // Tilt toward the side of the gap: a stock opening up drew more buy orders than it could fill.
  const tilt = Math.max(-0.8, Math.min(0.8, 0.5 * Math.tanh(gapPct / 1.5) + 0.15 * rng.normal()));
  const unmatched = 0.4 * Math.exp(0.3 * rng.normal());
  return {
    finalQuantity,
    buyQuantity: Math.round(finalQuantity * (1 + unmatched * (1 + tilt))),
    sellQuantity: Math.round(finalQuantity * (1 + unmatched * (1 - tilt))),
  };
}

type PreMarketBody = Omit<PreMarketAnswer, 'status' | 'message' | 'source'>;

/** The pre-open view of a category, biggest gap up first. */
export function preMarket(state: MarketState, category: Category): PreMarketBody {
  const wanted = categorySymbols(category);
  const volumes = averageVolumes(state);
  const date = state.sessionDate;
  const rows: PreMarketRow[] = [];
  for (const id of equityIds(state)) {
    const meta = state.meta(id);
    if (wanted && !wanted.has(meta.symbol)) continue;
    const q = state.quote(id);
    if (q.open <= 0 || q.prevClose <= 0) continue;
    const changePct = ((q.open - q.prevClose) / q.prevClose) * 100;
    const book = preOpenBook(meta.symbol, date, volumes[id] ?? 0, changePct);
    const total = book.buyQuantity + book.sellQuantity;
    rows.push({
      symbol: meta.symbol,
      name: meta.name ?? meta.symbol,
      sector: meta.sector,
      prevClose: fromHundredths(q.prevClose),
      iep: fromHundredths(q.open),
      change: fromHundredths(q.open - q.prevClose),
      changePct: round(changePct),
      ...book,
      imbalancePct: round(((book.buyQuantity - book.sellQuantity) / total) * 100),
      value: paiseToCrore(q.open * book.finalQuantity),
    });
  }
  rows.sort((a, b) => b.changePct - a.changePct || (a.symbol < b.symbol ? -1 : 1));
  const advances = rows.filter((r) => r.change > 0).length;
  const declines = rows.filter((r) => r.change < 0).length;
  const indices: PreMarketBody['indices'] = [];
  for (const symbol of ['NIFTY 50', 'NIFTY BANK']) {
    const id = state.idOf(symbol);
    const q = id === undefined ? undefined : state.quote(id);
    if (!q || q.open <= 0 || q.prevClose <= 0) continue;
    indices.push({
      symbol,
      iep: fromHundredths(q.open),
      prevClose: fromHundredths(q.prevClose),
      change: fromHundredths(q.open - q.prevClose),
      changePct: round(((q.open - q.prevClose) / q.prevClose) * 100),
    });
  }
  return {
    date,
    category,
    simulatedOrderBook: true,
    indices,
    breadth: breadthSummary(advances, declines, rows.length - advances - declines),
    rows,
  };
}
