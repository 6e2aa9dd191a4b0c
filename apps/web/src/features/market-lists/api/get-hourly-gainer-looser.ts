import {
  type HourlyPeriod,
  type HourlyResponse,
  hourlyResponse,
  type ListIndexFilter,
} from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type HourlyAnswer = Extract<HourlyResponse, { status: 1 }>;

export interface HourlyParams {
  readonly hour: HourlyPeriod;
  readonly type: 'gainers' | 'losers';
  readonly index?: ListIndexFilter;
}

/** hourlyGainerLooser/getData: gainers or losers of one hour of today's session, or of the last 60 minutes. */
export const hourlyQueryOptions = (params: HourlyParams) =>
  listsQueryOptions('hourlyGainerLooser/getData', hourlyResponse, { ...params });

export function useHourlyGainerLooser(params: HourlyParams) {
  return useQuery(hourlyQueryOptions(params));
}
