import type { ListLevelRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { useStrings } from '@/lib/strings';
import { type AllTimeHighAnswer, useAllTimeHigh } from '../api/get-all-time-high';
import { useListFilters } from '../hooks/use-list-filters';
import { marketListsStrings } from '../strings';
import { levelColumns, stockColumns } from './list-columns';
import { ListPage } from './list-page';

const rowsOf = (answer: AllTimeHighAnswer) => answer.rows;

/** /market/all-time-high-stocks: stocks that reached their highest price ever in this session. */
export function AllTimeHighPage() {
  const t = useStrings(marketListsStrings);
  const filters = useListFilters();
  const query = useAllTimeHigh({ date: filters.date, index: filters.index });
  const columns = useMemo(
    () => stockColumns<ListLevelRow>(t, levelColumns(t('allTimeHigh.level'), t('allTimeHigh.fromLevel'))),
    [t],
  );
  return (
    <ListPage
      title={t('allTimeHigh.title')}
      explanation={t('allTimeHigh.explanation')}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={columns}
      caption={t('allTimeHigh.caption')}
      csvFileName="all-time-high-stocks"
      emptyMessage={t('allTimeHigh.empty')}
    />
  );
}
