/** The stocks that match the most built-in screens now, and each screen's matches, in a sector or all. */
import type { ScreenerMostCommonAnswer, ScreenerMostCommonStock } from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { round } from '../market/market-answers';
import type { ScreenRun } from './builtin-screener.service';

export function mostCommonStocks(
  state: MarketState,
  runs: readonly ScreenRun[],
  idAt: (row: number) => number,
  sector: string | null,
): Pick<ScreenerMostCommonAnswer, 'screens' | 'stocks'> {
  const byId = new Map<number, ScreenerMostCommonStock>();
  const screens = runs.map(({ result }) => {
    const { screen } = result;
    let matches = 0;
    for (const row of result.rows) {
      const id = idAt(row);
      const meta = state.meta(id);
      if (sector !== null && meta.sector !== sector) continue;
      matches++;
      let stock = byId.get(id);
      if (!stock) {
        const quote = state.quote(id);
        stock = {
          symbol: meta.symbol,
          name: meta.name ?? meta.symbol,
          sector: meta.sector,
          ltp: round(quote.ltp / 100, 2),
          changePct: round(quote.changePct, 2),
          count: 0,
          fundamental: 0,
          technical: 0,
          special: 0,
          screens: [],
        };
        byId.set(id, stock);
      }
      stock.count++;
      stock[screen.category]++;
      stock.screens.push(screen.slug);
    }
    return { id: screen.id, slug: screen.slug, category: screen.category, name: screen.name, matches };
  });
  const stocks = [...byId.values()].sort((a, b) => b.count - a.count || a.symbol.localeCompare(b.symbol));
  return { screens, stocks };
}
