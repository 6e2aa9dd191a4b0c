import { Stack, Text } from '@mantine/core';
import { COMMODITY_GROUPS, type CommodityRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn, volumeColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useCommodities } from '../api/get-commodities';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';
import { FilterSelect } from './filter-select';
import { OverviewFrame } from './overview-frame';

const decimals = (row: CommodityRow): number => (row.tick < 1 ? 2 : 0);

const columns = (t: MarketOverviewT): readonly DataTableColumn<CommodityRow>[] => [
  textColumn('name', t('columns.commodity'), (r) => r.name),
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  {
    ...numberColumn('ltp', t('columns.price'), (r) => r.ltp),
    render: (r) => formatNumber(r.ltp, decimals(r)),
    priority: 'key',
  },
  textColumn('unit', t('columns.per'), (r) => r.unit.replace(/^₹ per /, '')),
  {
    ...changeColumn('change', t('columns.change'), (r) => r.change),
    render: (r) => <ChangeText value={r.change} decimals={decimals(r)} arrow={false} />,
  },
  keyColumn(changeColumn('changePct', t('columns.changePct'), (r) => r.changePct, { percent: true })),
  {
    ...numberColumn('high', t('columns.high'), (r) => r.high),
    render: (r) => formatNumber(r.high, decimals(r)),
  },
  { ...numberColumn('low', t('columns.low'), (r) => r.low), render: (r) => formatNumber(r.low, decimals(r)) },
  textColumn('lot', t('columns.lot'), (r) => r.lot),
  numberColumn('lotValue', t('columns.lotValue'), (r) => r.lotValue, { decimals: 0, largestFirst: true }),
  volumeColumn('volume', t('columns.volumeLots'), (r) => r.volume),
  textColumn('group', t('columns.group'), (r) => r.group),
];

/** /commodity: MCX futures by group with price per quotation unit, lot, change and the day's range. */
export function CommodityPage() {
  const { values, set } = usePageParams(['group'] as const);
  const group = values.group === undefined ? undefined : oneOf(values.group, COMMODITY_GROUPS, 'Bullion');
  const query = useCommodities(group);
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <OverviewFrame title={t('commodity.title')} subtitle={t('commodity.subtitle')} query={query}>
      <FilterSelect
        label={t('commodity.group')}
        allLabel={t('commodity.allGroups')}
        options={COMMODITY_GROUPS.map((g) => ({ value: g, label: g }))}
        value={group}
        onChange={(next) => set({ group: next })}
      />
      <QueryStates query={query} errorTitle={t('commodity.loadError')}>
        {(commodities) => (
          <Stack gap="xs">
            <DataTable
              columns={tableColumns}
              rows={commodities.rows}
              rowKey={(r) => r.symbol}
              caption={
                commodities.group
                  ? t('commodity.captionGroup', { group: commodities.group })
                  : t('commodity.caption')
              }
              pageSize={20}
              csvFileName="mcx-commodities.csv"
            />
            <Text size="xs" c="dimmed">
              {t('commodity.note')}
            </Text>
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
