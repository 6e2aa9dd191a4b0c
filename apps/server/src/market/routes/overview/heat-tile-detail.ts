/** HeatMap/getlistBySymbol: one stock's tile, its weight and rank in an index map, and its sector's move. */
import type { HeatMapSymbolAnswer, HeatMeasure } from '@nivesh/contracts';
import { INDICES, type MarketState } from '@nivesh/market';
import { equityIds } from '../../day/list-scope';
import { fromHundredths } from '../../market-answers';
import { equityScope, isScopeRefusal, type ScopeRefusal } from './equity-scope';
import { heatTiles } from './heat-map';
import { sectorMove } from './overview-quotes';

type DetailBody = Omit<HeatMapSymbolAnswer, 'status' | 'message' | 'source'>;

/** The tile of `symbol` (an equity), or a refusal for an unknown symbol or index. */
export function heatTileDetail(
  state: MarketState,
  symbol: string,
  indexKey: string,
  measure: HeatMeasure,
): DetailBody | ScopeRefusal {
  const id = state.idOf(symbol) ?? state.idOf(symbol.toUpperCase());
  if (id === undefined || !equityIds(state).includes(id)) {
    return { status: 0, message: `No stock with symbol ${symbol}` };
  }
  const scope = equityScope(state, { index: indexKey });
  if (isScopeRefusal(scope)) return scope;
  const meta = state.meta(id);
  const indexTiles = heatTiles(state, scope.ids, measure);
  const rank = indexTiles.findIndex((t) => t.symbol === meta.symbol);
  // Alone, a stock is the whole of its own map: its weight is taken from the index map.
  const [own] = heatTiles(state, [id], measure);
  const quote = state.quote(id);
  const sector = state.sectorPerformance().find((p) => p.sector === meta.sector);
  if (!own || !sector) return { status: 0, message: `${meta.symbol} has no session to show yet` };
  return {
    tile: {
      ...own,
      weight: rank >= 0 ? (indexTiles[rank]?.weight ?? 0) : 0,
      industry: meta.industry ?? '',
      open: fromHundredths(quote.open),
      high: fromHundredths(quote.high),
      low: fromHundredths(quote.low),
      prevClose: fromHundredths(quote.prevClose),
      volume: quote.volume,
    },
    index: scope.index ?? indexKey,
    measure,
    weightInIndex: rank >= 0 ? (indexTiles[rank]?.weight ?? null) : null,
    rankInIndex: rank >= 0 ? rank + 1 : null,
    memberOf: INDICES.filter((index) => index.constituents.includes(meta.symbol)).map((index) => index.name),
    sector: sectorMove(sector),
  };
}
