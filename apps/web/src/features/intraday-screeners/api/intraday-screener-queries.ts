// The intraday, price-pattern and pre-market screener endpoints (packages/contracts/src/market/
// intraday-screeners.ts). Intraday answers refresh just after each 15-minute bar closes while the
// session trades; pre-market answers once a minute (only the last price moves after 09:15).
import {
  type Endpoint,
  type IntradayScreenerListAnswer,
  intradayScreenerEndpoints,
  type NoInput,
  type PatternTimeframe,
} from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { isRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

const AREA = 'intraday-screeners';
const PRE_MARKET_REFRESH_MS = 60_000;
/** Wait after a bar's close before asking again (the server rescans on the next played minute). */
const AFTER_CLOSE_MS = 65_000;
const MIN_WAIT_MS = 5_000;

type BarsAnswer = Pick<IntradayScreenerListAnswer, 'bars' | 'source'>;

/** Milliseconds until just after the next 15-minute close, or false once the session is over. */
export function untilNextBarClose(data: unknown): number | false {
  if (data === undefined || isRefusal(data)) return false;
  const { bars, source } = data as BarsAnswer;
  if (!source.live || bars.nextCloseMs === null) return false;
  return Math.max(MIN_WAIT_MS, bars.nextCloseMs - source.asOf + AFTER_CLOSE_MS);
}

/**
 * Query options that refetch after each 15-minute close; a query of one named scan (`scan` in
 * `params`) is never refetched: its page moves to the current scan instead.
 */
function perBarQueryOptions<Q extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, NoInput, A>,
  params: z.input<Q>,
  scan?: number,
) {
  return queryOptions({
    ...liveMarketQueryOptions(AREA, definition, params, 0),
    refetchInterval: (query) => (scan === undefined ? untilNextBarClose(query.state.data) : false),
  });
}

const sectorParam = (sector: string | undefined) => ({ sector_id: sector ?? 'all' });

/** IntradayScreener/getScreenerList: every intraday screen with its count of matches. */
export const useIntradayScreenList = (sector?: string) =>
  useQuery(perBarQueryOptions(intradayScreenerEndpoints.intradayScreenerList, sectorParam(sector)));

/** IntradayScreener/getStockData: one screen's matches (in scan `scan`, else the current one) with their quotes. */
export const useIntradayScreenStocks = (screenId: string, sector?: string, enabled = true, scan?: number) =>
  useQuery({
    ...perBarQueryOptions(
      intradayScreenerEndpoints.intradayStockData,
      { screen_id: screenId, ...sectorParam(sector), scan },
      scan,
    ),
    enabled,
  });

/** PricePattern/getPatternList: every pattern with today's counts on daily and 15-minute bars. */
export const usePatternList = (sector?: string) =>
  useQuery(perBarQueryOptions(intradayScreenerEndpoints.patternList, sectorParam(sector)));

/** PricePattern/getPatternStocks: the stocks showing one pattern today. */
export const usePatternStocks = (
  patternId: string,
  timeframe: PatternTimeframe,
  sector?: string,
  enabled = true,
  scan?: number,
) =>
  useQuery({
    ...perBarQueryOptions(
      intradayScreenerEndpoints.patternStocks,
      { pattern_id: patternId, timeframe, ...sectorParam(sector), scan },
      scan,
    ),
    enabled,
  });

/** PreMarket/getScreenerList: the pre-open screens with their counts. */
export const usePreMarketScreenList = (sector?: string) =>
  useQuery(
    liveMarketQueryOptions(
      AREA,
      intradayScreenerEndpoints.preMarketScreenerList,
      sectorParam(sector),
      PRE_MARKET_REFRESH_MS,
    ),
  );

/** PreMarket/getScreenerData: one pre-open screen's stocks. */
export const usePreMarketScreenStocks = (screenerId: string, sector: string) =>
  useQuery(
    liveMarketQueryOptions(
      AREA,
      intradayScreenerEndpoints.preMarketScreenerData,
      { screener_id: screenerId, sector_id: sector },
      PRE_MARKET_REFRESH_MS,
    ),
  );

/** PreMarket/getStockData: one stock's pre-open today and in the sessions before. */
export const usePreMarketStock = (symbol: string) =>
  useQuery(
    liveMarketQueryOptions(AREA, intradayScreenerEndpoints.preMarketStock, { symbol }, PRE_MARKET_REFRESH_MS),
  );
