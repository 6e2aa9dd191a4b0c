/**
 * Rows of the non-equity instruments the market carries beside the NSE: global indices (simulated
 * levels, real market hours) and MCX commodity contracts (simulated prices on MCX units and lots).
 * Instruments the market lacks (an imported replay has none) are left out.
 */
import type { CommodityGroup, CommodityRow, GlobalIndexRow, GlobalRegion } from '@nivesh/contracts';
import { COMMODITIES, GLOBAL_INDICES, type MarketState } from '@nivesh/market';
import { round } from '../../market-answers';
import { marketHours, regionOf } from './global-hours';
import { quoteOf } from './overview-quotes';

/** Display order of the regions: home first, then the day's order of opening. */
const REGION_ORDER: Readonly<Record<GlobalRegion, number>> = { India: 0, Asia: 1, Europe: 2, Americas: 3 };

/** Every global index the market has, India (GIFT Nifty) first, then Asia, Europe, the Americas. */
export function globalRows(state: MarketState, now: number, region?: GlobalRegion): GlobalIndexRow[] {
  const rows: GlobalIndexRow[] = [];
  for (const def of GLOBAL_INDICES) {
    const id = state.idOf(def.symbol);
    const rowRegion = regionOf(def.timezone);
    if (id === undefined || (region !== undefined && rowRegion !== region)) continue;
    const { high52: _high, low52: _low, ...quote } = quoteOf(state, id);
    rows.push({
      ...quote,
      name: def.name,
      country: def.country,
      region: rowRegion,
      timezone: def.timezone,
      ...marketHours(def, now),
    });
  }
  // Stable sort: the universe's order stays within a region.
  return rows.sort((a, b) => REGION_ORDER[a.region] - REGION_ORDER[b.region]);
}

/** MCX contracts the market has, optionally of one group, in the universe's order. */
export function commodityRows(
  state: MarketState,
  options: { group?: CommodityGroup; symbols?: readonly string[] } = {},
): CommodityRow[] {
  const rows: CommodityRow[] = [];
  const wanted = options.symbols ? new Set(options.symbols) : null;
  for (const def of COMMODITIES) {
    const id = state.idOf(def.symbol);
    if (id === undefined) continue;
    if (options.group !== undefined && def.group !== options.group) continue;
    if (wanted && !wanted.has(def.symbol)) continue;
    const quote = quoteOf(state, id);
    rows.push({
      ...quote,
      name: def.name,
      group: def.group,
      unit: def.quoteUnit,
      lot: def.lot,
      lotMultiplier: def.lotMultiplier,
      lotValue: round(quote.ltp * def.lotMultiplier, 2),
      tick: def.tick,
    });
  }
  return rows;
}
