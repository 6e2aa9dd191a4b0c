import { Stack, Text } from '@mantine/core';
import { COMMODITY_GROUPS, type CommodityRow } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import { useCommodities } from '../api/get-commodities';
import { oneOf, usePageParams } from '../hooks/use-page-params';
import { FilterSelect } from './filter-select';
import { changeColumn, numberColumn, textColumn, volumeColumn } from './overview-columns';
import { OverviewFrame } from './overview-frame';

const decimals = (row: CommodityRow): number => (row.tick < 1 ? 2 : 0);

const COLUMNS: readonly DataTableColumn<CommodityRow>[] = [
  textColumn('name', 'Commodity', (r) => r.name),
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  { ...numberColumn('ltp', 'Price (₹)', (r) => r.ltp), render: (r) => formatNumber(r.ltp, decimals(r)) },
  textColumn('unit', 'Per', (r) => r.unit.replace(/^₹ per /, '')),
  {
    ...changeColumn('change', 'Change', (r) => r.change),
    render: (r) => <ChangeText value={r.change} decimals={decimals(r)} arrow={false} />,
  },
  changeColumn('changePct', 'Change %', (r) => r.changePct, { percent: true }),
  { ...numberColumn('high', 'High', (r) => r.high), render: (r) => formatNumber(r.high, decimals(r)) },
  { ...numberColumn('low', 'Low', (r) => r.low), render: (r) => formatNumber(r.low, decimals(r)) },
  textColumn('lot', 'Lot', (r) => r.lot),
  numberColumn('lotValue', 'Lot value (₹)', (r) => r.lotValue, { decimals: 0, largestFirst: true }),
  volumeColumn('volume', 'Volume (lots)', (r) => r.volume),
  textColumn('group', 'Group', (r) => r.group),
];

/** /commodity: MCX futures by group with price per quotation unit, lot, change and the day's range. */
export function CommodityPage() {
  const { values, set } = usePageParams(['group'] as const);
  const group = values.group === undefined ? undefined : oneOf(values.group, COMMODITY_GROUPS, 'Bullion');
  const query = useCommodities(group);
  return (
    <OverviewFrame
      title="Commodity"
      subtitle="MCX futures of bullion, energy, base metals and agricultural commodities: the price per quotation unit, the contract's lot and what one lot is worth."
      query={query}
    >
      <FilterSelect
        label="Group"
        allLabel="All groups"
        options={COMMODITY_GROUPS.map((g) => ({ value: g, label: g }))}
        value={group}
        onChange={(next) => set({ group: next })}
      />
      <QueryStates query={query} errorTitle="Could not load commodities">
        {(commodities) => (
          <Stack gap="xs">
            <DataTable
              columns={COLUMNS}
              rows={commodities.rows}
              rowKey={(r) => r.symbol}
              caption={commodities.group ? `${commodities.group} contracts on MCX` : 'MCX contracts'}
              pageSize={20}
              csvFileName="mcx-commodities.csv"
            />
            <Text size="xs" c="dimmed">
              Prices are simulated on MCX's quotation units and ticks; the contracts' expiry roll is not
              modelled.
            </Text>
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
