import { Group, Stack } from '@mantine/core';
import type { CashRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn, volumeColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { paths } from '@/config/paths';
import { formatCompactRupees, formatNumber, formatVolume } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { usePageParams } from '@/lib/use-page-params';
import { useCashMarket } from '../api/get-cash-market';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';
import { FilterSelect, SectorSelect } from './filter-select';
import { OverviewFrame } from './overview-frame';

/** ₹ crore to rupees, for lakh/crore formatting. */
export const CRORE = 1e7;

const columns = (t: MarketOverviewT): readonly DataTableColumn<CashRow>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  textColumn('name', t('columns.company'), (r) => r.name),
  keyColumn(numberColumn('ltp', t('columns.ltp'), (r) => r.ltp)),
  changeColumn('change', t('columns.change'), (r) => r.change),
  keyColumn(changeColumn('changePct', t('columns.changePct'), (r) => r.changePct, { percent: true })),
  volumeColumn('volume', t('columns.volume'), (r) => r.volume),
  numberColumn('turnover', t('columns.turnoverCr'), (r) => r.turnover, { largestFirst: true }),
  numberColumn('marketCap', t('columns.marketCapCr'), (r) => r.marketCap, {
    decimals: 0,
    largestFirst: true,
  }),
  numberColumn('open', t('columns.open'), (r) => r.open),
  numberColumn('high', t('columns.high'), (r) => r.high),
  numberColumn('low', t('columns.low'), (r) => r.low),
  numberColumn('prevClose', t('columns.prevClose'), (r) => r.prevClose),
  textColumn('sector', t('columns.sector'), (r) => r.sector),
];

/** The table's caption: which equities it lists. */
function captionOf(t: MarketOverviewT, index: string | null, sector: string | null): string {
  if (index && sector) return t('cash.captionIndexSector', { index, sector });
  if (index) return t('cash.captionIndex', { index });
  if (sector) return t('cash.captionSector', { sector });
  return t('cash.caption');
}

/** /cash: the cash (equity) segment — every equity's session with turnover, by index and sector. */
export function CashMarketPage() {
  const { values, set } = usePageParams(['index', 'sector'] as const);
  const query = useCashMarket({ index: values.index, sector: values.sector });
  const answer = answerOf(query.data);
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <OverviewFrame title={t('cash.title')} subtitle={t('cash.subtitle')} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('common.index')}
          allLabel={t('common.allEquities')}
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
      <QueryStates query={query} errorTitle={t('cash.loadError')}>
        {(cash) => (
          <Stack gap="md">
            <StatTiles
              items={[
                {
                  label: t('common.stocks'),
                  value: formatNumber(cash.totals.total, 0),
                  hint: cash.index ?? cash.sector ?? t('common.allEquities'),
                },
                {
                  label: t('common.advancesDeclines'),
                  value: `${formatNumber(cash.totals.advances, 0)} / ${formatNumber(cash.totals.declines, 0)}`,
                  hint: t('common.unchanged', { n: formatNumber(cash.totals.unchanged, 0) }),
                },
                {
                  label: t('cash.volume'),
                  value: formatVolume(cash.totals.volume),
                  hint: t('cash.sharesTraded'),
                },
                {
                  label: t('cash.turnover'),
                  value: formatCompactRupees(cash.totals.turnover * CRORE),
                  hint: t('cash.tradedValue'),
                },
              ]}
            />
            <DataTable
              columns={tableColumns}
              rows={cash.rows}
              rowKey={(r) => r.symbol}
              caption={captionOf(t, cash.index, cash.sector)}
              pageSize={20}
              initialSort={{ columnId: 'turnover', direction: 'desc' }}
              rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
              search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('common.searchSymbol') }}
              csvFileName="nse-cash-market.csv"
              emptyMessage={t('cash.empty')}
            />
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
