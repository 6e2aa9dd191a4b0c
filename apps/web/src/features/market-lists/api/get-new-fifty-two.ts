import { listEndpoints, type NewFiftyTwoResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type NewFiftyTwoAnswer = Extract<NewFiftyTwoResponse, { status: 1 }>;

/** TodayActivity/getNewFiftyTwo: today's new 52-week highs and lows, counts and recent daily counts. */
export const newFiftyTwoQueryOptions = (params: DayListParams) =>
  listsQueryOptions(listEndpoints.newFiftyTwo, { ...params });

export const useNewFiftyTwo = (params: DayListParams) => useQuery(newFiftyTwoQueryOptions(params));
