import {
  CORPORATE_ACTION_KINDS,
  type CorporateActionKind,
  type CorporateActionsQuery,
} from '@nivesh/contracts';
import { oneOf, usePageParams } from '@/lib/use-page-params';

export const KIND_FILTERS = ['all', ...CORPORATE_ACTION_KINDS] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** The longest symbol the API takes. */
const MAX_SYMBOL_LENGTH = 20;

function pageOf(text: string | undefined): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The page's choices, kept in its URL (`?date=&kind=&symbol=&page=`), and how to change them. */
export interface CorporateActionsParams {
  readonly date: string | undefined;
  readonly kind: KindFilter;
  readonly symbol: string | undefined;
  readonly page: number;
  readonly setDate: (date: string | undefined) => void;
  readonly setKind: (kind: KindFilter) => void;
  readonly setSymbol: (symbol: string | undefined) => void;
  readonly setPage: (page: number) => void;
}

/** `?date=2026-11-20&kind=dividend&symbol=TCS&page=2` (defaults left out). */
export function useCorporateActionsParams(): CorporateActionsParams {
  const { values, set } = usePageParams(['date', 'kind', 'symbol', 'page'] as const);
  const symbol = values.symbol?.trim().toUpperCase().slice(0, MAX_SYMBOL_LENGTH) || undefined;
  return {
    date: values.date,
    kind: oneOf(values.kind, KIND_FILTERS, 'all'),
    symbol,
    page: pageOf(values.page),
    setDate: (date) => set({ date, page: undefined }),
    setKind: (kind) => set({ kind: kind === 'all' ? undefined : kind, page: undefined }),
    setSymbol: (next) => set({ symbol: next?.trim().toUpperCase(), page: undefined }),
    setPage: (page) => set({ page: page > 1 ? String(page) : undefined }),
  };
}

/** What the page asks for (a malformed `?date=` still goes: the server says what is wrong). */
export function corporateActionsRequest(params: CorporateActionsParams): CorporateActionsQuery {
  const kind: CorporateActionKind | undefined = params.kind === 'all' ? undefined : params.kind;
  return {
    ...(params.date ? { date: params.date } : {}),
    ...(kind ? { kind } : {}),
    ...(params.symbol ? { symbol: params.symbol } : {}),
    page: params.page,
  };
}
