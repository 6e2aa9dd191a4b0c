/**
 * stock/getFilterData: the filter options the screener pages share, from the universe the market
 * trades: sectors (with the number `sector_id` accepts), NSE indices, industries, and SEBI's
 * market-cap categories by rank of full market capitalisation at the live price.
 */
import { type FilterDataAnswer, sectorSlug } from '@nivesh/contracts';
import { equityBySymbol, INDICES, type MarketState } from '@nivesh/market';
import { equityIds, equitySectors } from '../market/day/list-scope';
import { round } from '../market/market-answers';

type FilterBody = Omit<FilterDataAnswer, 'status' | 'message' | 'source'>;

/** SEBI (circular of 6 Oct 2017): large cap ranks 1–100, mid cap 101–250, small cap 251 onwards. */
const BANDS = [
  { id: 'large', label: 'Large cap', ranks: '1–100', from: 0, to: 100 },
  { id: 'mid', label: 'Mid cap', ranks: '101–250', from: 100, to: 250 },
  { id: 'small', label: 'Small cap', ranks: '251 onwards', from: 250, to: Number.POSITIVE_INFINITY },
] as const;

const CRORE_PAISE = 1e9;

/** Full market cap of each equity at the live price, ₹ crore, largest first. */
export function marketCapsByRank(state: MarketState): { id: number; crore: number }[] {
  return equityIds(state)
    .map((id) => ({
      id,
      crore: (state.quote(id).ltp * (state.meta(id).sharesOutstanding ?? 0)) / CRORE_PAISE,
    }))
    .filter((e) => e.crore > 0)
    .sort((a, b) => b.crore - a.crore || a.id - b.id);
}

export function filterData(state: MarketState): FilterBody {
  const ids = equityIds(state);
  const symbols = new Set(ids.map((id) => state.meta(id).symbol));
  const bySector = new Map<string, number>();
  const byIndustry = new Map<string, { sector: string; count: number }>();
  for (const id of ids) {
    const meta = state.meta(id);
    bySector.set(meta.sector, (bySector.get(meta.sector) ?? 0) + 1);
    const industry = equityBySymbol(meta.symbol)?.industry ?? meta.industry;
    if (!industry) continue;
    const known = byIndustry.get(industry);
    byIndustry.set(industry, { sector: known?.sector ?? meta.sector, count: (known?.count ?? 0) + 1 });
  }
  const caps = marketCapsByRank(state);
  return {
    sectors: equitySectors(state).map((name, i) => ({
      id: i + 1,
      slug: sectorSlug(name),
      name,
      count: bySector.get(name) ?? 0,
    })),
    indices: INDICES.map((index) => ({
      name: index.name,
      count: index.constituents.filter((s) => symbols.has(s)).length,
    })).filter((index) => index.count > 0),
    industries: [...byIndustry]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, v]) => ({ name, sector: v.sector, count: v.count })),
    marketCapBands: BANDS.map((band) => {
      const members = caps.slice(band.from, Math.min(caps.length, band.to));
      return {
        id: band.id,
        label: band.label,
        ranks: band.ranks,
        minCrore: round(members[members.length - 1]?.crore ?? 0, 0),
        maxCrore: round(members[0]?.crore ?? 0, 0),
        count: members.length,
      };
    }),
  };
}
