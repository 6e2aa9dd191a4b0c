import { ETF_CATEGORIES, type EtfRow } from '@nivesh/contracts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { useEtfList } from '../api/get-etf-list';
import { usePageParams } from '../hooks/use-page-params';
import { FilterSelect } from './filter-select';
import { changeColumn, numberColumn, textColumn, volumeColumn } from './overview-columns';
import { OverviewFrame } from './overview-frame';

/** The ETF detail page of a symbol. */
export const etfHref = (symbol: string): string =>
  appPath('/exchange-traded-funds/{symbol}').getHref({ symbol });

const COLUMNS: readonly DataTableColumn<EtfRow>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  textColumn('name', 'Fund', (r) => r.name),
  textColumn('category', 'Category', (r) => r.category),
  textColumn('underlying', 'Underlying', (r) => r.underlying),
  numberColumn('ltp', 'Price (₹)', (r) => r.ltp),
  changeColumn('changePct', 'Change %', (r) => r.changePct, { percent: true }),
  volumeColumn('volume', 'Volume (units)', (r) => r.volume),
  numberColumn('turnover', 'Turnover (₹ Cr)', (r) => r.turnover, { largestFirst: true }),
  numberColumn('expenseRatioPct', 'Expense ratio %', (r) => r.expenseRatioPct),
  changeColumn('return1y', '1Y return %', (r) => r.return1y, { percent: true, arrow: false }),
  textColumn('amc', 'AMC', (r) => r.amc),
];

/** /exchange-traded-funds: every ETF with its category, price, activity, costs and 1-year return. */
export function EtfListPage() {
  const { values, set } = usePageParams(['category'] as const);
  const query = useEtfList();
  return (
    <OverviewFrame
      title="Exchange Traded Funds"
      subtitle="NSE-listed ETFs on indices, sectors, gold, silver, overseas markets and overnight money. Expense ratios are the simulation's assumptions per kind of fund, not the funds' published figures."
      query={query}
    >
      <FilterSelect
        label="Category"
        allLabel="All categories"
        options={ETF_CATEGORIES.map((c) => ({ value: c, label: c }))}
        value={values.category}
        onChange={(category) => set({ category })}
      />
      <QueryStates query={query} errorTitle="Could not load ETFs">
        {(etfs) => (
          <DataTable
            columns={COLUMNS}
            rows={values.category ? etfs.rows.filter((r) => r.category === values.category) : etfs.rows}
            rowKey={(r) => r.symbol}
            caption={values.category ? `${values.category} ETFs` : 'Exchange traded funds'}
            pageSize={20}
            initialSort={{ columnId: 'turnover', direction: 'desc' }}
            rowHref={(r) => etfHref(r.symbol)}
            search={{
              text: (r) => `${r.symbol} ${r.name} ${r.underlying}`,
              placeholder: 'Search fund or underlying',
            }}
            csvFileName="nse-etfs.csv"
            emptyMessage="No ETF in this category."
          />
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
