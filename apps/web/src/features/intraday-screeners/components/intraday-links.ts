// Links between the screener pages: the stock list takes the screen or pattern in its query string.
import type { PatternTimeframe } from '@nivesh/contracts';
import { appPath } from '@/config/paths';

const STOCK_PAGE = '/intraday-screener-stock';

function stockPageHref(params: URLSearchParams, sector: string | undefined, scan: number | undefined) {
  if (sector) params.set('sector', sector);
  if (scan !== undefined) params.set('scan', String(scan));
  return `${appPath(STOCK_PAGE).getHref()}?${params}`;
}

/**
 * `/intraday-screener-stock?screen=5&sector=it&scan=…` (sector omitted for all; `scan`: the scan
 * whose count the link shows, so the page lists those stocks).
 */
export function screenStocksHref(screenId: string, sector: string | undefined, scan?: number): string {
  return stockPageHref(new URLSearchParams({ screen: screenId }), sector, scan);
}

/** `/intraday-screener-stock?pattern=hammer&timeframe=m15&sector=it&scan=…`. */
export function patternStocksHref(
  patternId: string,
  timeframe: PatternTimeframe,
  sector: string | undefined,
  scan?: number,
): string {
  return stockPageHref(new URLSearchParams({ pattern: patternId, timeframe }), sector, scan);
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
