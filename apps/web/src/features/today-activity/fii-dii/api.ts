// TodayActivity/getFiiDiiData and getFiiDiiActivities as TanStack Query options: both FII/DII pages fetch through here.
import {
  type FiiDerivativesQuery,
  type FiiDiiActivitiesQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

export { fiiDiiDataQueryOptions, useFiiDiiData } from '@/lib/market-queries/today-activity-queries';

/** FII and DII totals by month or year (a page of them) and the cumulative flows. */
export const fiiDiiActivitiesQueryOptions = (params: FiiDiiActivitiesQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.fiiDiiActivities, params, 60_000);
export const useFiiDiiActivities = (params: FiiDiiActivitiesQuery) =>
  useQuery({ ...fiiDiiActivitiesQueryOptions(params), placeholderData: keepPreviousData });

/** A session's FII derivatives statistics (index and stock futures and options, per index too). */
export const fiiDerivativesQueryOptions = (params: FiiDerivativesQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.fiiDerivatives, params, 60_000);
export const useFiiDerivatives = (params: FiiDerivativesQuery) =>
  useQuery({ ...fiiDerivativesQueryOptions(params), placeholderData: keepPreviousData });
