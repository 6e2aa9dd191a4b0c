import { type HourlyPeriod, type HourlyResponse, listEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type HourlyAnswer = Extract<HourlyResponse, { status: 1 }>;

/** Today's session only: a past date is refused by the server. */
export interface HourlyParams extends Pick<DayListParams, 'index'> {
  readonly hour: HourlyPeriod;
  readonly type: 'gainers' | 'losers';
}

/** hourlyGainerLooser/getData: gainers or losers of one hour of today's session, or of the last 60 minutes. */
export const hourlyQueryOptions = (params: HourlyParams) =>
  listsQueryOptions(listEndpoints.hourlyGainerLooser, { ...params });

export const useHourlyGainerLooser = (params: HourlyParams) => useQuery(hourlyQueryOptions(params));
