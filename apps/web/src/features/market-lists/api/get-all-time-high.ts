import { type AllTimeHighResponse, listEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type AllTimeHighAnswer = Extract<AllTimeHighResponse, { status: 1 }>;

/** TodayActivity/getAllTimeHigh: stocks whose session high reached their all-time high. */
export const allTimeHighQueryOptions = (params: DayListParams) =>
  listsQueryOptions(listEndpoints.allTimeHigh, { ...params });

export const useAllTimeHigh = (params: DayListParams) => useQuery(allTimeHighQueryOptions(params));
