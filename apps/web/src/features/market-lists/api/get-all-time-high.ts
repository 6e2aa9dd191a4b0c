import { type AllTimeHighResponse, allTimeHighResponse, type ListIndexFilter } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type AllTimeHighAnswer = Extract<AllTimeHighResponse, { status: 1 }>;

/** TodayActivity/getAllTimeHigh: stocks whose session high reached their all-time high. */
export const allTimeHighQueryOptions = (params: {
  readonly date?: string;
  readonly index?: ListIndexFilter;
}) => listsQueryOptions('TodayActivity/getAllTimeHigh', allTimeHighResponse, { ...params });

export function useAllTimeHigh(params: { readonly date?: string; readonly index?: ListIndexFilter }) {
  return useQuery(allTimeHighQueryOptions(params));
}
