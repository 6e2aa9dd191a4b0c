// TodayActivity/getEventsPerformance as TanStack Query options, polled while the range is measured.
import {
  type EventsPerformanceAnswer,
  type EventsPerformanceQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';
import { COMPUTING_POLL_MS } from '../deals-performance/api';

const computing = (answer: EventsPerformanceAnswer) => !answer.ready;

export const eventsPerformanceQueryOptions = (params: EventsPerformanceQuery) =>
  liveMarketQueryOptions(
    'today-activity',
    todayActivityEndpoints.eventsPerformance,
    params,
    COMPUTING_POLL_MS,
    computing,
  );
export const useEventsPerformance = (params: EventsPerformanceQuery) =>
  useQuery({ ...eventsPerformanceQueryOptions(params), placeholderData: keepPreviousData });
