/**
 * market/marketOverview: the dashboard behind the home page, /market and /stock-market-today, in one
 * answer so a phone makes one request: indices, movers, breadth, 52-week counts, sectors, a NIFTY 50
 * heat map, global cues and the main commodities.
 */
import { MAIN_INDICES, type MarketOverview, type MoverRow } from '@nivesh/contracts';
import { INDEX_SECTOR, indexConstituents, type MarketState, type Mover } from '@nivesh/market';
import { equityIds } from '../../day/list-scope';
import type { MarketService } from '../../market.service';
import { fromHundredths, round } from '../../market-answers';
import { heatTiles } from './heat-map';
import { commodityRows, globalRows } from './instrument-rows';
import { breadthSummary, quotesOf, sectorMove, sessionStateOf } from './overview-quotes';

/** The commodities on the dashboard: bullion, energy and copper. */
export const DASHBOARD_COMMODITIES = ['GOLD', 'SILVER', 'CRUDEOIL', 'NATURALGAS', 'COPPER'] as const;
const HEAT_MAP_INDEX = 'NIFTY 50';

function moverRow(state: MarketState, mover: Mover): MoverRow {
  const id = state.idOf(mover.symbol);
  return {
    symbol: mover.symbol,
    name: (id === undefined ? undefined : state.meta(id).name) ?? mover.symbol,
    sector: mover.sector,
    ltp: fromHundredths(mover.ltp),
    change: fromHundredths(mover.change),
    changePct: round(mover.changePct),
    volume: mover.volume,
  };
}

/** NSE index symbols other than the main ones, by name. */
function sectorIndexSymbols(state: MarketState): string[] {
  const main: ReadonlySet<string> = new Set(MAIN_INDICES);
  const out: string[] = [];
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    if (meta.sector === INDEX_SECTOR && !main.has(meta.symbol)) out.push(meta.symbol);
  }
  return out.sort();
}

type OverviewBody = Omit<MarketOverview, 'status' | 'message' | 'source'>;

/** The dashboard at the market's now; `now` (real epoch ms) decides which global markets are open. */
export function marketOverview(market: MarketService, movers: number, now: number): OverviewBody {
  const state = market.feed.state;
  const breadth = state.breadth();
  const members = new Set(indexConstituents(HEAT_MAP_INDEX));
  const heatIds = equityIds(state).filter((id) => members.has(state.meta(id).symbol));
  return {
    session: sessionStateOf(market),
    indices: quotesOf(state, MAIN_INDICES),
    sectorIndices: quotesOf(state, sectorIndexSymbols(state)),
    gainers: state.topMovers({ direction: 'gainers', limit: movers }).map((m) => moverRow(state, m)),
    losers: state.topMovers({ direction: 'losers', limit: movers }).map((m) => moverRow(state, m)),
    breadth: breadthSummary(breadth.advances, breadth.declines, breadth.unchanged),
    fiftyTwoWeek: {
      highs: state.fiftyTwoWeek({ kind: 'high' }).length,
      lows: state.fiftyTwoWeek({ kind: 'low' }).length,
    },
    sectors: state.sectorPerformance().map(sectorMove),
    heatMap: heatTiles(state, heatIds, 'marketCap'),
    global: globalRows(state, now),
    commodities: commodityRows(state, { symbols: DASHBOARD_COMMODITIES }),
    checkedAt: now,
  };
}
