import { type AdvanceDeclineResponse, listEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type AdvanceDeclineAnswer = Extract<AdvanceDeclineResponse, { status: 1 }>;

export interface AdvanceDeclineParams extends DayListParams {
  /** Completed sessions of history (about 250 a year). */
  readonly days: number;
}

/** TodayActivity/getAdvanceDecline: the day's A/D ratio and its daily history with NIFTY 50. */
export const advanceDeclineQueryOptions = (params: AdvanceDeclineParams) =>
  listsQueryOptions(listEndpoints.advanceDecline, { ...params });

export const useAdvanceDecline = (params: AdvanceDeclineParams) =>
  useQuery(advanceDeclineQueryOptions(params));
