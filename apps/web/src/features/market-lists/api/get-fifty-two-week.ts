import { type FiftyTwoWeekResponse, fiftyTwoWeekResponse, type ListIndexFilter } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type FiftyTwoWeekAnswer = Extract<FiftyTwoWeekResponse, { status: 1 }>;

export interface FiftyTwoWeekParams {
  readonly kind: 'high' | 'low';
  /** 'new': made a new 52-week extreme today; 'near': within `within` % of it. */
  readonly list: 'new' | 'near';
  readonly within?: number;
  readonly date?: string;
  readonly index?: ListIndexFilter;
}

/** TodayActivity/get52WeekHigh | get52WeekLow. */
export const fiftyTwoWeekQueryOptions = ({ kind, list, within, date, index }: FiftyTwoWeekParams) =>
  listsQueryOptions(
    kind === 'high' ? 'TodayActivity/get52WeekHigh' : 'TodayActivity/get52WeekLow',
    fiftyTwoWeekResponse,
    { list, within: list === 'near' ? within : undefined, date, index },
  );

export function useFiftyTwoWeek(params: FiftyTwoWeekParams) {
  return useQuery(fiftyTwoWeekQueryOptions(params));
}
