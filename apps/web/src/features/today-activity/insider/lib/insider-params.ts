import {
  INSIDER_MODE_GROUPS,
  INSIDER_SIDES,
  type InsiderModeGroupDto,
  type InsiderSide,
  type InsiderTradesQuery,
} from '@nivesh/contracts';
import { oneOf, usePageParams } from '@/lib/use-page-params';

export const INSIDER_SIDE_FILTERS = ['all', ...INSIDER_SIDES] as const;
export type InsiderSideFilter = (typeof INSIDER_SIDE_FILTERS)[number];

const MAX_SYMBOL_LENGTH = 20;

function pageOf(text: string | undefined): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The page's choices, kept in its URL (`?date=&group=&side=&symbol=&page=`), and how to change them. */
export interface InsiderParams {
  readonly date: string | undefined;
  readonly group: InsiderModeGroupDto;
  readonly side: InsiderSideFilter;
  readonly symbol: string | undefined;
  readonly page: number;
  readonly setDate: (date: string | undefined) => void;
  readonly setGroup: (group: InsiderModeGroupDto) => void;
  readonly setSide: (side: InsiderSideFilter) => void;
  readonly setSymbol: (symbol: string | undefined) => void;
  readonly setPage: (page: number) => void;
  readonly clearFilters: () => void;
}

/** `?date=2026-11-20&group=esop&side=acquired&symbol=TCS&page=2` (defaults left out). */
export function useInsiderParams(): InsiderParams {
  const { values, set } = usePageParams(['date', 'group', 'side', 'symbol', 'page'] as const);
  const symbol = values.symbol?.trim().toUpperCase().slice(0, MAX_SYMBOL_LENGTH) || undefined;
  return {
    date: values.date,
    group: oneOf(values.group, INSIDER_MODE_GROUPS, 'all'),
    side: oneOf(values.side, INSIDER_SIDE_FILTERS, 'all'),
    symbol,
    page: pageOf(values.page),
    setDate: (date) => set({ date, page: undefined }),
    setGroup: (group) => set({ group: group === 'all' ? undefined : group, page: undefined }),
    setSide: (side) => set({ side: side === 'all' ? undefined : side, page: undefined }),
    setSymbol: (next) => set({ symbol: next?.trim().toUpperCase(), page: undefined }),
    setPage: (page) => set({ page: page > 1 ? String(page) : undefined }),
    clearFilters: () => set({ group: undefined, side: undefined, symbol: undefined, page: undefined }),
  };
}

/** What the page asks TodayActivity/getInsiderTrades for (a malformed `?date=` still goes: the server says what is wrong). */
export function insiderRequest(params: InsiderParams): InsiderTradesQuery {
  const side: InsiderSide | undefined = params.side === 'all' ? undefined : params.side;
  return {
    ...(params.date ? { date: params.date } : {}),
    ...(params.group === 'all' ? {} : { group: params.group }),
    ...(side ? { side } : {}),
    ...(params.symbol ? { symbol: params.symbol } : {}),
    page: params.page,
  };
}
