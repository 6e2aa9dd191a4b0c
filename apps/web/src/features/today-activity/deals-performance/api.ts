// TodayActivity/getDealsPerformance as TanStack Query options: both deals-performance pages fetch through here.
import {
  type DealsPerformanceAnswer,
  type DealsPerformanceQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** How often a range still being computed (`ready` false) is asked for again, ms. */
export const COMPUTING_POLL_MS = 1_500;

/** The range's deals are still being computed: ask again until they are. */
const computing = (answer: DealsPerformanceAnswer) => !answer.ready;

/** What the stocks did after a range's bulk or block deals, by group; polled while it is computed. */
export const dealsPerformanceQueryOptions = (params: DealsPerformanceQuery) =>
  liveMarketQueryOptions(
    'today-activity',
    todayActivityEndpoints.dealsPerformance,
    params,
    COMPUTING_POLL_MS,
    computing,
  );
export const useDealsPerformance = (params: DealsPerformanceQuery) =>
  useQuery({ ...dealsPerformanceQueryOptions(params), placeholderData: keepPreviousData });
