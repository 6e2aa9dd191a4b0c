import { type BreakoutResponse, breakoutResponse, type ListIndexFilter } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type BreakoutAnswer = Extract<BreakoutResponse, { status: 1 }>;

export interface BreakoutParams {
  readonly lookback: 20 | 50 | 250;
  readonly volume: 'confirmed' | 'any';
  readonly date?: string;
  readonly index?: ListIndexFilter;
}

/** TodayActivity/getBreakoutStocks: price above the `lookback`-day high, with volume confirmation. */
export const breakoutQueryOptions = (params: BreakoutParams) =>
  listsQueryOptions('TodayActivity/getBreakoutStocks', breakoutResponse, { ...params });

export function useBreakoutStocks(params: BreakoutParams) {
  return useQuery(breakoutQueryOptions(params));
}
