// TodayActivity/getFiiDiiData and getFiiDiiActivities as TanStack Query options: both FII/DII pages fetch through here.
import { type FiiDiiActivitiesQuery, type FiiDiiDataQuery, todayActivityEndpoints } from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** A session's FII and DII cash figures, the sessions before it, and its month and year to date. */
export const fiiDiiDataQueryOptions = (params: FiiDiiDataQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.fiiDiiData, params, 60_000);
export const useFiiDiiData = (params: FiiDiiDataQuery) =>
  useQuery({ ...fiiDiiDataQueryOptions(params), placeholderData: keepPreviousData });

/** FII and DII totals by month or year (a page of them) and the cumulative flows. */
export const fiiDiiActivitiesQueryOptions = (params: FiiDiiActivitiesQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.fiiDiiActivities, params, 60_000);
export const useFiiDiiActivities = (params: FiiDiiActivitiesQuery) =>
  useQuery({ ...fiiDiiActivitiesQueryOptions(params), placeholderData: keepPreviousData });
