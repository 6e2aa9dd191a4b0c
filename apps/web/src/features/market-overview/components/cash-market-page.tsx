import { Group, Stack } from '@mantine/core';
import type { CashRow } from '@nivesh/contracts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { paths } from '@/config/paths';
import { formatCompactRupees, formatNumber, formatVolume } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useCashMarket } from '../api/get-cash-market';
import { usePageParams } from '../hooks/use-page-params';
import { FilterSelect, SectorSelect } from './filter-select';
import { changeColumn, numberColumn, textColumn, volumeColumn } from './overview-columns';
import { OverviewFrame } from './overview-frame';

/** ₹ crore to rupees, for lakh/crore formatting. */
export const CRORE = 1e7;

const COLUMNS: readonly DataTableColumn<CashRow>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  textColumn('name', 'Company', (r) => r.name),
  numberColumn('ltp', 'LTP (₹)', (r) => r.ltp),
  changeColumn('change', 'Change', (r) => r.change),
  changeColumn('changePct', 'Change %', (r) => r.changePct, { percent: true }),
  volumeColumn('volume', 'Volume', (r) => r.volume),
  numberColumn('turnover', 'Turnover (₹ Cr)', (r) => r.turnover, { largestFirst: true }),
  numberColumn('marketCap', 'Market cap (₹ Cr)', (r) => r.marketCap, { decimals: 0, largestFirst: true }),
  numberColumn('open', 'Open', (r) => r.open),
  numberColumn('high', 'High', (r) => r.high),
  numberColumn('low', 'Low', (r) => r.low),
  numberColumn('prevClose', 'Prev. close', (r) => r.prevClose),
  textColumn('sector', 'Sector', (r) => r.sector),
];

/** /cash: the cash (equity) segment — every equity's session with turnover, by index and sector. */
export function CashMarketPage() {
  const { values, set } = usePageParams(['index', 'sector'] as const);
  const query = useCashMarket({ index: values.index, sector: values.sector });
  const answer = answerOf(query.data);
  return (
    <OverviewFrame
      title="Cash Market"
      subtitle="Every NSE equity in the cash segment with its price, volume and traded value today. Filter by index or sector; tables sort, page and export to CSV."
      query={query}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Index"
          allLabel="All equities"
          options={(answer?.indices ?? []).map((name) => ({ value: name, label: name }))}
          value={values.index}
          onChange={(index) => set({ index })}
        />
        <SectorSelect
          sectors={answer?.sectors}
          value={values.sector}
          onChange={(sector) => set({ sector })}
        />
      </Group>
      <QueryStates query={query} errorTitle="Could not load the cash market">
        {(cash) => (
          <Stack gap="md">
            <StatTiles
              items={[
                {
                  label: 'Stocks',
                  value: formatNumber(cash.totals.total, 0),
                  hint: cash.index ?? cash.sector ?? 'All equities',
                },
                {
                  label: 'Advances / declines',
                  value: `${formatNumber(cash.totals.advances, 0)} / ${formatNumber(cash.totals.declines, 0)}`,
                  hint: `${formatNumber(cash.totals.unchanged, 0)} unchanged`,
                },
                { label: 'Volume', value: formatVolume(cash.totals.volume), hint: 'shares traded' },
                {
                  label: 'Turnover',
                  value: formatCompactRupees(cash.totals.turnover * CRORE),
                  hint: 'traded value',
                },
              ]}
            />
            <DataTable
              columns={COLUMNS}
              rows={cash.rows}
              rowKey={(r) => r.symbol}
              caption={`Equities${cash.index ? ` of ${cash.index}` : ''}${cash.sector ? ` in ${cash.sector}` : ''}`}
              pageSize={20}
              initialSort={{ columnId: 'turnover', direction: 'desc' }}
              rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
              search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol or company' }}
              csvFileName="nse-cash-market.csv"
              emptyMessage="No equity matches these filters."
            />
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
