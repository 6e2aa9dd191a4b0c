import type { ListLevelRow } from '@nivesh/contracts';
import { type AllTimeHighAnswer, useAllTimeHigh } from '../api/get-all-time-high';
import { useListFilters } from '../hooks/use-list-filters';
import { levelColumns, stockColumns } from './list-columns';
import { ListPage } from './list-page';

const COLUMNS = stockColumns<ListLevelRow>(levelColumns('Previous all-time high (₹)', 'From all-time high'));
const rowsOf = (answer: AllTimeHighAnswer) => answer.rows;

/** /market/all-time-high-stocks: stocks that reached their highest price ever in this session. */
export function AllTimeHighPage() {
  const filters = useListFilters();
  const query = useAllTimeHigh({ date: filters.date, index: filters.index });
  return (
    <ListPage
      title="All-Time High Stocks"
      explanation="Stocks whose price in this session reached or passed the highest price of their whole trading history (adjusted for splits, bonuses and dividends), furthest above the old record first."
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={COLUMNS}
      caption="All-time high stocks"
      csvFileName="all-time-high-stocks"
      emptyMessage="No stock has reached an all-time high in this session yet."
    />
  );
}
