import { EVENT_TYPES, type EventsQuery, type EventType } from '@nivesh/contracts';
import { oneOf, usePageParams } from '@/lib/use-page-params';

export const EVENT_TYPE_FILTERS = ['all', ...EVENT_TYPES] as const;
export type EventTypeFilter = EventType | 'all';

const MAX_SYMBOL_LENGTH = 20;

function pageOf(text: string | undefined): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The /event page's choices, kept in its URL (`?date=&type=&symbol=&page=`), and how to change them. */
export interface EventsParams {
  readonly date: string | undefined;
  readonly type: EventTypeFilter;
  readonly symbol: string | undefined;
  readonly page: number;
  readonly setDate: (date: string | undefined) => void;
  readonly setType: (type: EventTypeFilter) => void;
  readonly setSymbol: (symbol: string | undefined) => void;
  readonly setPage: (page: number) => void;
}

export function useEventsParams(): EventsParams {
  const { values, set } = usePageParams(['date', 'type', 'symbol', 'page'] as const);
  return {
    date: values.date,
    type: oneOf(values.type, EVENT_TYPE_FILTERS, 'all'),
    symbol: values.symbol?.trim().toUpperCase().slice(0, MAX_SYMBOL_LENGTH) || undefined,
    page: pageOf(values.page),
    setDate: (date) => set({ date, page: undefined }),
    setType: (type) => set({ type: type === 'all' ? undefined : type, page: undefined }),
    setSymbol: (next) => set({ symbol: next?.trim().toUpperCase(), page: undefined }),
    setPage: (page) => set({ page: page > 1 ? String(page) : undefined }),
  };
}

/** What the page asks TodayActivity/getEvents for (a malformed `?date=` still goes: the server says what is wrong). */
export function eventsRequest(params: EventsParams): EventsQuery {
  return {
    ...(params.date ? { date: params.date } : {}),
    ...(params.type === 'all' ? {} : { type: params.type }),
    ...(params.symbol ? { symbol: params.symbol } : {}),
    page: params.page,
  };
}
