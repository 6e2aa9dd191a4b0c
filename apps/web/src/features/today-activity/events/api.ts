// TodayActivity/getEvents as TanStack Query options: the /event page fetches through here.
import { type EventDto, type EventsQuery, todayActivityEndpoints } from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** One session's corporate events (a page of them), the upcoming ones and the sessions either side. */
export const eventsQueryOptions = (params: EventsQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.events, params, 60_000);
export const useEvents = (params: EventsQuery) =>
  useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData });

const EXPORT_PAGE_SIZE = 200;
const EXPORT_MAX_PAGES = 20;

/** Every event of the day the filters keep (all pages), for the CSV; the server's refusal when it refuses. */
export async function allEvents(
  queryClient: QueryClient,
  params: EventsQuery,
): Promise<readonly EventDto[] | ApiRefusal> {
  const rows: EventDto[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const answer = await queryClient.fetchQuery(
      eventsQueryOptions({ ...params, page, size: EXPORT_PAGE_SIZE }),
    );
    if (isRefusal(answer)) return answer;
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}
