import type { DealKind, DealsQuery } from '@nivesh/contracts';
import { oneOf, usePageParams } from '@/lib/use-page-params';

export const DEAL_SIDE_FILTERS = ['all', 'buy', 'sell'] as const;
export type DealSideFilter = (typeof DEAL_SIDE_FILTERS)[number];

/** The longest symbol the API takes. */
const MAX_SYMBOL_LENGTH = 20;

/** `?page=` as a page number: a whole number from 1, else 1. */
function pageOf(text: string | undefined): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A deals page's choices, kept in its URL (`?date=&side=&symbol=&page=`), and how to change them. */
export interface DealsParams {
  /** The session asked for (ISO); undefined for the latest. */
  readonly date: string | undefined;
  readonly side: DealSideFilter;
  /** One stock's deals (upper case); undefined for every stock. */
  readonly symbol: string | undefined;
  readonly page: number;
  /** A new day, side or stock starts at page 1. */
  readonly setDate: (date: string | undefined) => void;
  readonly setSide: (side: DealSideFilter) => void;
  readonly setSymbol: (symbol: string | undefined) => void;
  readonly setPage: (page: number) => void;
  readonly clearFilters: () => void;
}

/** The page's choices from its URL: `?date=2026-11-20&side=sell&symbol=TCS&page=2` (defaults left out). */
export function useDealsParams(): DealsParams {
  const { values, set } = usePageParams(['date', 'side', 'symbol', 'page'] as const);
  const symbol = values.symbol?.trim().toUpperCase().slice(0, MAX_SYMBOL_LENGTH) || undefined;
  return {
    date: values.date,
    side: oneOf(values.side, DEAL_SIDE_FILTERS, 'all'),
    symbol,
    page: pageOf(values.page),
    setDate: (date) => set({ date, page: undefined }),
    setSide: (side) => set({ side: side === 'all' ? undefined : side, page: undefined }),
    setSymbol: (next) => set({ symbol: next?.trim().toUpperCase(), page: undefined }),
    setPage: (page) => set({ page: page > 1 ? String(page) : undefined }),
    clearFilters: () => set({ side: undefined, symbol: undefined, page: undefined }),
  };
}

/** What the page asks TodayActivity/getDeals for (a malformed `?date=` still goes: the server says what is wrong). */
export function dealsRequest(kind: DealKind, params: DealsParams): DealsQuery {
  return {
    kind,
    ...(params.date ? { date: params.date } : {}),
    ...(params.side === 'all' ? {} : { side: params.side === 'buy' ? 'BUY' : 'SELL' }),
    ...(params.symbol ? { symbol: params.symbol } : {}),
    page: params.page,
  };
}
