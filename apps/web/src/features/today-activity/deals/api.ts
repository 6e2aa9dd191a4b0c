// TodayActivity/getDeals as TanStack Query options: both deals pages fetch through here.
import type { DealDto, DealsQuery } from '@nivesh/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiRefusal } from '@/lib/api-client';
import { dealsQueryOptions } from '@/lib/market-queries/today-activity-queries';
import { fetchEveryPage } from '../day-list';

export { dealsQueryOptions, useDeals } from '@/lib/market-queries/today-activity-queries';

/** Every row of the day the filters of `params` keep (all pages, in the server's order), for the CSV; the refusal when refused. */
export function allDeals(
  queryClient: QueryClient,
  params: DealsQuery,
): Promise<readonly DealDto[] | ApiRefusal> {
  return fetchEveryPage((page, size) => queryClient.fetchQuery(dealsQueryOptions({ ...params, page, size })));
}
