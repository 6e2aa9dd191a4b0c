import type { ListStockRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { type MoverDirection, type MoversAnswer, useTopMovers } from '@/lib/market-queries/get-top-movers';
import { useStrings } from '@/lib/strings';
import { useListFilters } from '../hooks/use-list-filters';
import { marketListsStrings } from '../strings';
import { stockColumns } from './list-columns';
import { ListPage } from './list-page';

const rowsOf = (answer: MoversAnswer) => answer.rows;

/** /top-gainers-nse and /top-losers-nse: the day's movers, live or for a past session. */
export function TopMoversPage({ direction }: { readonly direction: MoverDirection }) {
  const t = useStrings(marketListsStrings);
  const filters = useListFilters();
  const query = useTopMovers({ direction, date: filters.date, index: filters.index });
  const columns = useMemo(() => stockColumns<ListStockRow>(t), [t]);
  const title = t(`topMovers.${direction}.title`);
  return (
    <ListPage
      title={title}
      explanation={t(`topMovers.${direction}.explanation`)}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={columns}
      caption={title}
      csvFileName={direction === 'gainers' ? 'top-gainers-nse' : 'top-losers-nse'}
      emptyMessage={t(`topMovers.${direction}.empty`)}
    />
  );
}
