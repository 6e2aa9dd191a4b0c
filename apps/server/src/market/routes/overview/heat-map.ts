/**
 * Heat-map tiles: the equities of a scope sized by market cap (LTP × shares) or by the session's
 * turnover, coloured by % change; with the tiles' breadth and mean moves.
 */
import type { HeatMapAnswer, HeatMeasure, HeatTile } from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { fromHundredths, round } from '../../market-answers';
import { breadthSummary, paiseToCrore } from './overview-quotes';

/** Tiles of the ids, largest first by the measure. */
export function heatTiles(state: MarketState, ids: readonly number[], measure: HeatMeasure): HeatTile[] {
  return state.heatMap({ ids, weightBy: measure }).map((cell) => {
    const id = state.idOf(cell.symbol) ?? -1;
    const meta = state.meta(id);
    const quote = state.quote(id);
    return {
      symbol: cell.symbol,
      name: meta.name ?? cell.symbol,
      sector: cell.sector,
      ltp: fromHundredths(quote.ltp),
      change: fromHundredths(quote.ltp - quote.prevClose),
      changePct: round(cell.changePct),
      marketCap: paiseToCrore(cell.marketCap),
      turnover: paiseToCrore(cell.turnover),
      weight: round(cell.weight, 6),
    };
  });
}

/** The tiles' advances/declines, their mean % change and their measure-weighted mean % change. */
export function heatSummary(tiles: readonly HeatTile[]): HeatMapAnswer['summary'] {
  let advances = 0;
  let declines = 0;
  let sum = 0;
  let weighted = 0;
  let weights = 0;
  for (const tile of tiles) {
    if (tile.change > 0) advances++;
    else if (tile.change < 0) declines++;
    sum += tile.changePct;
    weighted += tile.weight * tile.changePct;
    weights += tile.weight;
  }
  return {
    ...breadthSummary(advances, declines, tiles.length - advances - declines),
    averageChangePct: tiles.length > 0 ? round(sum / tiles.length) : 0,
    weightedChangePct: weights > 0 ? round(weighted / weights) : 0,
  };
}
