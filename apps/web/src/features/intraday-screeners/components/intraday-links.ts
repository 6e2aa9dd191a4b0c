// Links between the screener pages: the stock list takes the screen or pattern in its query string.
import type { PatternTimeframe } from '@nivesh/contracts';
import { appPath } from '@/config/paths';

const STOCK_PAGE = '/intraday-screener-stock';

/** `/intraday-screener-stock?screen=5&sector=it` (sector omitted for all). */
export function screenStocksHref(screenId: string, sector: string | undefined): string {
  const params = new URLSearchParams({ screen: screenId });
  if (sector) params.set('sector', sector);
  return `${appPath(STOCK_PAGE).getHref()}?${params}`;
}

/** `/intraday-screener-stock?pattern=hammer&timeframe=m15&sector=it`. */
export function patternStocksHref(
  patternId: string,
  timeframe: PatternTimeframe,
  sector: string | undefined,
): string {
  const params = new URLSearchParams({ pattern: patternId, timeframe });
  if (sector) params.set('sector', sector);
  return `${appPath(STOCK_PAGE).getHref()}?${params}`;
}

/** `/preMarket-screener/{screener_id}/{sector_id}`. */
export function preMarketScreenHref(screenerId: string, sector: string | undefined): string {
  return appPath('/preMarket-screener/{screener_id}/{sector_id}').getHref({
    screener_id: screenerId,
    sector_id: sector ?? 'all',
  });
}

/** `/preMarket-stock/{symbol}`. */
export function preMarketStockHref(symbol: string): string {
  return appPath('/preMarket-stock/{symbol}').getHref({ symbol });
}
