import { type FiftyTwoWeekResponse, listEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type FiftyTwoWeekAnswer = Extract<FiftyTwoWeekResponse, { status: 1 }>;

export interface FiftyTwoWeekParams extends DayListParams {
  readonly kind: 'high' | 'low';
  /** 'new': made a new 52-week extreme today; 'near': within `within` % of it. */
  readonly list: 'new' | 'near';
  readonly within?: number;
}

/** TodayActivity/get52WeekHigh | get52WeekLow. */
export const fiftyTwoWeekQueryOptions = ({ kind, list, within, date, index }: FiftyTwoWeekParams) =>
  listsQueryOptions(kind === 'high' ? listEndpoints.fiftyTwoWeekHigh : listEndpoints.fiftyTwoWeekLow, {
    list,
    within: list === 'near' ? within : undefined,
    date,
    index,
  });

export const useFiftyTwoWeek = (params: FiftyTwoWeekParams) => useQuery(fiftyTwoWeekQueryOptions(params));
