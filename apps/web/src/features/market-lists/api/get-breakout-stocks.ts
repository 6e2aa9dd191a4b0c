import { type BreakoutResponse, listEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type BreakoutAnswer = Extract<BreakoutResponse, { status: 1 }>;

export interface BreakoutParams extends DayListParams {
  readonly lookback: 20 | 50 | 250;
  readonly volume: 'confirmed' | 'any';
}

/** TodayActivity/getBreakoutStocks: price above the `lookback`-day high, with volume confirmation. */
export const breakoutQueryOptions = (params: BreakoutParams) =>
  listsQueryOptions(listEndpoints.breakoutStocks, { ...params });

export const useBreakoutStocks = (params: BreakoutParams) => useQuery(breakoutQueryOptions(params));
