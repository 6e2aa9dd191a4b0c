import { Alert, Group } from '@mantine/core';
import { FUTURE_MONTHS, type FutureStockRow } from '@nivesh/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Trans } from 'react-i18next';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { paths } from '@/config/paths';
import { formatDateIst } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useFutureStocks } from '../api/get-future-stocks';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';
import { FilterSelect, SectorSelect } from './filter-select';
import { OverviewFrame } from './overview-frame';

const columns = (t: MarketOverviewT): readonly DataTableColumn<FutureStockRow>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  keyColumn(numberColumn('price', t('columns.future'), (r) => r.price)),
  keyColumn(changeColumn('changePct', t('columns.changePct'), (r) => r.changePct, { percent: true })),
  numberColumn('spot', t('columns.spot'), (r) => r.spot),
  numberColumn('basis', t('columns.basis'), (r) => r.basis),
  numberColumn('basisPct', t('columns.basisPct'), (r) => r.basisPct, { decimals: 3 }),
  numberColumn('openInterest', t('columns.openInterest'), (r) => r.openInterest, {
    decimals: 0,
    largestFirst: true,
  }),
  changeColumn('oiChangePct', t('columns.oiChange'), (r) => r.oiChangePct, { percent: true, arrow: false }),
  numberColumn('lotSize', t('columns.lot'), (r) => r.lotSize, { decimals: 0 }),
  numberColumn('lotValue', t('columns.lotValue'), (r) => r.lotValue, { decimals: 0, largestFirst: true }),
  textColumn('contract', t('columns.contract'), (r) => r.contract),
  textColumn('sector', t('columns.sector'), (r) => r.sector),
];

/** /future-stock: futures of every F&O stock on the near, next or far monthly expiry (simulated). */
export function FutureStockPage() {
  const { values, set } = usePageParams(['expiry', 'sector'] as const);
  const month = oneOf(values.expiry, FUTURE_MONTHS, 'near');
  const query = useFutureStocks(month, values.sector);
  const answer = answerOf(query.data);
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <OverviewFrame title={t('futures.title')} subtitle={t('futures.subtitle')} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('futures.expiry')}
          options={FUTURE_MONTHS.map((m) => {
            const expiry = answer?.expiries.find((e) => e.month === m);
            const month = t(`futures.month.${m}`);
            return {
              value: m,
              label: expiry
                ? t('futures.monthWithDate', { month, date: formatDateIst(expiry.expiry) })
                : month,
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
        title={t('futures.pricingTitle')}
      >
        <Trans
          ns={marketOverviewStrings.namespace}
          i18nKey="futures.pricing"
          values={{ rate: answer?.carryRatePct ?? 7 }}
          components={{ sup: <sup /> }}
        />
      </Alert>
      <QueryStates query={query} errorTitle={t('futures.loadError')}>
        {(futures) => (
          <DataTable
            columns={tableColumns}
            rows={futures.rows}
            rowKey={(r) => r.contract}
            caption={t('futures.caption', {
              date: formatDateIst(futures.expiries.find((e) => e.month === futures.month)?.expiry),
            })}
            pageSize={20}
            initialSort={{ columnId: 'openInterest', direction: 'desc' }}
            rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
            search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('common.searchSymbol') }}
            csvFileName={`stock-futures-${futures.month}.csv`}
          />
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
