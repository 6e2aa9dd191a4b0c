// TodayActivity/getCorporateActions as TanStack Query options: the corporate-actions page fetches through here.
import {
  type CorporateActionRowDto,
  type CorporateActionsQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** One session's corporate actions (a page of them), the upcoming ones and the sessions either side. */
export const corporateActionsQueryOptions = (params: CorporateActionsQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.corporateActions, params, 60_000);
export const useCorporateActions = (params: CorporateActionsQuery) =>
  useQuery({ ...corporateActionsQueryOptions(params), placeholderData: keepPreviousData });

/** The largest page the API gives. */
const EXPORT_PAGE_SIZE = 200;
/** A guard against a server that keeps answering. */
const EXPORT_MAX_PAGES = 50;

/** Every action the filters of `params` keep (all pages), for the CSV; the server's refusal when it refuses. */
export async function allCorporateActions(
  queryClient: QueryClient,
  params: CorporateActionsQuery,
): Promise<readonly CorporateActionRowDto[] | ApiRefusal> {
  const rows: CorporateActionRowDto[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const answer = await queryClient.fetchQuery(
      corporateActionsQueryOptions({ ...params, page, size: EXPORT_PAGE_SIZE }),
    );
    if (isRefusal(answer)) return answer;
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}
