import { Alert, Group } from '@mantine/core';
import { FUTURE_MONTHS, type FutureStockRow } from '@nivesh/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { paths } from '@/config/paths';
import { formatDateIst } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useFutureStocks } from '../api/get-future-stocks';
import { oneOf, usePageParams } from '../hooks/use-page-params';
import { FilterSelect, SectorSelect } from './filter-select';
import { changeColumn, numberColumn, textColumn } from './overview-columns';
import { OverviewFrame } from './overview-frame';

const COLUMNS: readonly DataTableColumn<FutureStockRow>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  numberColumn('price', 'Future (₹)', (r) => r.price),
  changeColumn('changePct', 'Change %', (r) => r.changePct, { percent: true }),
  numberColumn('spot', 'Spot (₹)', (r) => r.spot),
  numberColumn('basis', 'Basis (₹)', (r) => r.basis),
  numberColumn('basisPct', 'Basis %', (r) => r.basisPct, { decimals: 3 }),
  numberColumn('openInterest', 'OI (contracts)*', (r) => r.openInterest, { decimals: 0, largestFirst: true }),
  changeColumn('oiChangePct', 'OI change %*', (r) => r.oiChangePct, { percent: true, arrow: false }),
  numberColumn('lotSize', 'Lot', (r) => r.lotSize, { decimals: 0 }),
  numberColumn('lotValue', 'Lot value (₹)', (r) => r.lotValue, { decimals: 0, largestFirst: true }),
  textColumn('contract', 'Contract', (r) => r.contract),
  textColumn('sector', 'Sector', (r) => r.sector),
];

const MONTH_LABEL = { near: 'Near', next: 'Next', far: 'Far' } as const;

/** /future-stock: futures of every F&O stock on the near, next or far monthly expiry (simulated). */
export function FutureStockPage() {
  const { values, set } = usePageParams(['expiry', 'sector'] as const);
  const month = oneOf(values.expiry, FUTURE_MONTHS, 'near');
  const query = useFutureStocks(month, values.sector);
  const answer = answerOf(query.data);
  return (
    <OverviewFrame
      title="Stock Futures"
      subtitle="Futures of the F&O stocks on NSE's monthly expiries, with basis against the spot, lot sizes and open interest."
      query={query}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Expiry"
          options={FUTURE_MONTHS.map((m) => {
            const expiry = answer?.expiries.find((e) => e.month === m);
            return {
              value: m,
              label: `${MONTH_LABEL[m]} month${expiry ? ` · ${formatDateIst(expiry.expiry)}` : ''}`,
            };
          })}
          value={month}
          onChange={(next) => set({ expiry: next === 'near' ? undefined : next })}
        />
        <SectorSelect
          sectors={answer?.sectors}
          value={values.sector}
          onChange={(sector) => set({ sector })}
        />
      </Group>
      <Alert
        variant="light"
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title="How these futures are priced"
      >
        The simulated market trades no futures. Each price is the cost-of-carry fair value of the live spot, F
        = S × e<sup>r·t</sup>, at {answer?.carryRatePct ?? 7} % a year to the contract's expiry (NSE's monthly
        expiry: the month's last Tuesday, moved back over a holiday). *Open interest is simulated: a seeded
        multiple of each stock's average daily volume in lots, fixed for the day.
      </Alert>
      <QueryStates query={query} errorTitle="Could not load stock futures">
        {(futures) => (
          <DataTable
            columns={COLUMNS}
            rows={futures.rows}
            rowKey={(r) => r.contract}
            caption={`Stock futures expiring ${formatDateIst(futures.expiries.find((e) => e.month === futures.month)?.expiry)}`}
            pageSize={20}
            initialSort={{ columnId: 'openInterest', direction: 'desc' }}
            rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
            search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol or company' }}
            csvFileName={`stock-futures-${futures.month}.csv`}
          />
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
