import type { ListStockRow } from '@nivesh/contracts';
import { type MoverDirection, type MoversAnswer, useTopMovers } from '@/lib/market-queries/get-top-movers';
import { useListFilters } from '../hooks/use-list-filters';
import { stockColumns } from './list-columns';
import { ListPage } from './list-page';

const COLUMNS = stockColumns<ListStockRow>();
const rowsOf = (answer: MoversAnswer) => answer.rows;

const COPY = {
  gainers: {
    title: 'Top Gainers (NSE)',
    explanation:
      'Stocks trading above their previous close, biggest percentage rise first. The change is the last traded price against the previous session’s closing price; a past session compares its close with the close before it.',
    empty: 'No stock is trading above its previous close right now.',
  },
  losers: {
    title: 'Top Losers (NSE)',
    explanation:
      'Stocks trading below their previous close, biggest percentage fall first. The change is the last traded price against the previous session’s closing price; a past session compares its close with the close before it.',
    empty: 'No stock is trading below its previous close right now.',
  },
} as const;

/** /top-gainers-nse and /top-losers-nse: the day's movers, live or for a past session. */
export function TopMoversPage({ direction }: { readonly direction: MoverDirection }) {
  const filters = useListFilters();
  const query = useTopMovers({ direction, date: filters.date, index: filters.index });
  const copy = COPY[direction];
  return (
    <ListPage
      title={copy.title}
      explanation={copy.explanation}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={COLUMNS}
      caption={copy.title}
      csvFileName={direction === 'gainers' ? 'top-gainers-nse' : 'top-losers-nse'}
      emptyMessage={copy.empty}
    />
  );
}
