import { type AdvanceDeclineResponse, advanceDeclineResponse, type ListIndexFilter } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type AdvanceDeclineAnswer = Extract<AdvanceDeclineResponse, { status: 1 }>;

export interface AdvanceDeclineParams {
  /** Completed sessions of history (about 250 a year). */
  readonly days: number;
  readonly date?: string;
  readonly index?: ListIndexFilter;
}

/** TodayActivity/getAdvanceDecline: the day's A/D ratio and its daily history with NIFTY 50. */
export const advanceDeclineQueryOptions = (params: AdvanceDeclineParams) =>
  listsQueryOptions('TodayActivity/getAdvanceDecline', advanceDeclineResponse, { ...params });

export function useAdvanceDecline(params: AdvanceDeclineParams) {
  return useQuery(advanceDeclineQueryOptions(params));
}
