import { listEndpoints, type MoversResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from './lists-query';

/** A successful TodayActivity/getTopGainers or getTopLosers answer. */
export type MoversAnswer = Extract<MoversResponse, { status: 1 }>;
export type MoverDirection = MoversAnswer['direction'];

export interface MoversParams extends DayListParams {
  readonly direction: MoverDirection;
  readonly limit?: number;
}

/** TodayActivity/getTopGainers | getTopLosers: the whole list (or the first `limit`), live or for a past date. */
export const topMoversQueryOptions = ({ direction, date, index, limit }: MoversParams) =>
  listsQueryOptions(direction === 'gainers' ? listEndpoints.topGainers : listEndpoints.topLosers, {
    date,
    index,
    limit,
  });

export const useTopMovers = (params: MoversParams) => useQuery(topMoversQueryOptions(params));
