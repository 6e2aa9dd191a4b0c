import { ETF_CATEGORIES, type EtfRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn, volumeColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { usePageParams } from '@/lib/use-page-params';
import { useEtfList } from '../api/get-etf-list';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';
import { FilterSelect } from './filter-select';
import { OverviewFrame } from './overview-frame';

/** The ETF detail page of a symbol. */
export const etfHref = (symbol: string): string =>
  appPath('/exchange-traded-funds/{symbol}').getHref({ symbol });

const columns = (t: MarketOverviewT): readonly DataTableColumn<EtfRow>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  textColumn('name', t('columns.fund'), (r) => r.name),
  textColumn('category', t('columns.category'), (r) => r.category),
  textColumn('underlying', t('columns.underlying'), (r) => r.underlying),
  keyColumn(numberColumn('ltp', t('columns.price'), (r) => r.ltp)),
  keyColumn(changeColumn('changePct', t('columns.changePct'), (r) => r.changePct, { percent: true })),
  volumeColumn('volume', t('columns.volumeUnits'), (r) => r.volume),
  numberColumn('turnover', t('columns.turnoverCr'), (r) => r.turnover, { largestFirst: true }),
  numberColumn('expenseRatioPct', t('columns.expenseRatio'), (r) => r.expenseRatioPct),
  changeColumn('return1y', t('columns.return1y'), (r) => r.return1y, { percent: true, arrow: false }),
  textColumn('amc', t('columns.amc'), (r) => r.amc),
];

/** /exchange-traded-funds: every ETF with its category, price, activity, costs and 1-year return. */
export function EtfListPage() {
  const { values, set } = usePageParams(['category'] as const);
  const query = useEtfList();
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <OverviewFrame title={t('etfList.title')} subtitle={t('etfList.subtitle')} query={query}>
      <FilterSelect
        label={t('common.category')}
        allLabel={t('etfList.allCategories')}
        options={ETF_CATEGORIES.map((c) => ({ value: c, label: c }))}
        value={values.category}
        onChange={(category) => set({ category })}
      />
      <QueryStates query={query} errorTitle={t('etfList.loadError')}>
        {(etfs) => (
          <DataTable
            columns={tableColumns}
            rows={values.category ? etfs.rows.filter((r) => r.category === values.category) : etfs.rows}
            rowKey={(r) => r.symbol}
            caption={
              values.category
                ? t('etfList.captionCategory', { category: values.category })
                : t('etfList.caption')
            }
            pageSize={20}
            initialSort={{ columnId: 'turnover', direction: 'desc' }}
            rowHref={(r) => etfHref(r.symbol)}
            search={{
              text: (r) => `${r.symbol} ${r.name} ${r.underlying}`,
              placeholder: t('etfList.search'),
            }}
            csvFileName="nse-etfs.csv"
            emptyMessage={t('etfList.empty')}
          />
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
