/** The cash (equity) segment: each equity's session with turnover and market cap, and totals. */
import type { CashMarket, CashRow } from '@nivesh/contracts';
import { equityBySymbol, type MarketState } from '@nivesh/market';
import { round } from '../../market-answers';
import { stockRow } from '../lists/list-rows';
import { breadthSummary, paiseToCrore } from './overview-quotes';

/** A row per equity with a previous close, in id order. */
export function cashRows(state: MarketState, ids: readonly number[]): CashRow[] {
  const rows: CashRow[] = [];
  for (const id of ids) {
    const meta = state.meta(id);
    const q = state.quote(id);
    if (q.prevClose <= 0) continue;
    rows.push({
      ...stockRow(state, id, q),
      industry: meta.industry ?? equityBySymbol(meta.symbol)?.industry ?? '',
      turnover: paiseToCrore(q.turnover),
      marketCap: paiseToCrore(q.ltp * (meta.sharesOutstanding ?? 0)),
    });
  }
  return rows;
}

/** Breadth, volume and turnover of the rows. */
export function cashTotals(rows: readonly CashRow[]): CashMarket['totals'] {
  let advances = 0;
  let declines = 0;
  let volume = 0;
  let turnover = 0;
  for (const row of rows) {
    if (row.change > 0) advances++;
    else if (row.change < 0) declines++;
    volume += row.volume;
    turnover += row.turnover;
  }
  return {
    ...breadthSummary(advances, declines, rows.length - advances - declines),
    volume,
    turnover: round(turnover, 2),
  };
}
