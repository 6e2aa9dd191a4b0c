import { type ListIndexFilter, type NewFiftyTwoResponse, newFiftyTwoResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type NewFiftyTwoAnswer = Extract<NewFiftyTwoResponse, { status: 1 }>;

/** TodayActivity/getNewFiftyTwo: today's new 52-week highs and lows, counts and recent daily counts. */
export const newFiftyTwoQueryOptions = (params: {
  readonly date?: string;
  readonly index?: ListIndexFilter;
}) => listsQueryOptions('TodayActivity/getNewFiftyTwo', newFiftyTwoResponse, { ...params });

export function useNewFiftyTwo(params: { readonly date?: string; readonly index?: ListIndexFilter }) {
  return useQuery(newFiftyTwoQueryOptions(params));
}
