import { Alert, Group, SegmentedControl, Text } from '@mantine/core';
import { FUTURE_KINDS, FUTURE_MONTHS, type FutureKind, type FutureStockRow } from '@nivesh/contracts';
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

/**
 * The columns of a kind of futures. Key columns (first on phones): the price, its basis and the
 * annualised basis; rollover only in the expiry week, when the answer reports it; sector for stocks.
 */
const columns = (
  t: MarketOverviewT,
  kind: FutureKind,
  rollover: boolean,
): readonly DataTableColumn<FutureStockRow>[] => {
  const index = kind === 'index';
  return [
    textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
    keyColumn(numberColumn('price', t(index ? 'columns.futurePoints' : 'columns.future'), (r) => r.price)),
    keyColumn(numberColumn('basis', t(index ? 'columns.basisPoints' : 'columns.basis'), (r) => r.basis)),
    keyColumn(
      numberColumn('annualisedBasisPct', t('columns.annualisedBasisPct'), (r) => r.annualisedBasisPct),
    ),
    changeColumn('changePct', t('columns.changePct'), (r) => r.changePct, { percent: true }),
    numberColumn('spot', t(index ? 'columns.indexLevel' : 'columns.spot'), (r) => r.spot),
    numberColumn('basisPct', t('columns.basisPct'), (r) => r.basisPct, { decimals: 3 }),
    numberColumn('premiumToFair', t('columns.premiumToFair'), (r) => r.premiumToFair),
    numberColumn('openInterest', t('columns.openInterest'), (r) => r.openInterest, {
      decimals: 0,
      largestFirst: true,
    }),
    changeColumn('oiChange', t('columns.oiChangeContracts'), (r) => r.oiChange, { decimals: 0 }),
    changeColumn('oiChangePct', t('columns.oiChange'), (r) => r.oiChangePct, { percent: true, arrow: false }),
    numberColumn('volume', t('columns.volumeContracts'), (r) => r.volume, {
      decimals: 0,
      largestFirst: true,
    }),
    ...(rollover
      ? [
          numberColumn('rolloverPct', t('columns.rolloverPct'), (r: FutureStockRow) => r.rolloverPct, {
            decimals: 1,
          }),
        ]
      : []),
    numberColumn('lotSize', t('columns.lot'), (r) => r.lotSize, { decimals: 0 }),
    numberColumn('lotValue', t('columns.lotValue'), (r) => r.lotValue, { decimals: 0, largestFirst: true }),
    textColumn('contract', t('columns.contract'), (r) => r.contract),
    ...(index ? [] : [textColumn('sector', t('columns.sector'), (r: FutureStockRow) => r.sector)]),
  ];
};

/**
 * /future-stock: futures of every F&O stock, or the index futures, on the near, next or far monthly
 * expiry, each contract with its own simulated carry (basis, annualised basis, OI, rollover).
 */
export function FutureStockPage() {
  const { values, set } = usePageParams(['expiry', 'sector', 'kind'] as const);
  const month = oneOf(values.expiry, FUTURE_MONTHS, 'near');
  const kind = oneOf(values.kind, FUTURE_KINDS, 'stock');
  const sector = kind === 'stock' ? values.sector : undefined;
  const query = useFutureStocks(month, sector, kind);
  const answer = answerOf(query.data);
  const t = useStrings(marketOverviewStrings);
  const rollover = answer?.rolloverWeek ?? false;
  const tableColumns = useMemo(() => columns(t, kind, rollover), [t, kind, rollover]);
  const unavailable = kind === 'index' ? (answer?.unavailableIndices ?? []) : [];
  return (
    <OverviewFrame title={t('futures.title')} subtitle={t('futures.subtitle')} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('futures.kind')}
          value={kind}
          onChange={(next) =>
            set({
              kind: next === 'stock' ? undefined : next,
              sector: next === 'stock' ? values.sector : undefined,
            })
          }
          data={FUTURE_KINDS.map((k) => ({ value: k, label: t(`futures.kinds.${k}`) }))}
          w={{ base: '100%', xs: 'auto' }}
        />
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
        {kind === 'stock' ? (
          <SectorSelect
            sectors={answer?.sectors}
            value={values.sector}
            onChange={(s) => set({ sector: s })}
          />
        ) : null}
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
          values={{ rate: answer?.carryRatePct ?? 6.5 }}
          components={{ sup: <sup /> }}
        />
      </Alert>
      {unavailable.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('futures.unavailable', { symbols: unavailable.join(', ') })}
        </Text>
      ) : null}
      <QueryStates query={query} errorTitle={t('futures.loadError')}>
        {(futures) => (
          <DataTable
            columns={tableColumns}
            rows={futures.rows}
            rowKey={(r) => r.contract}
            caption={t(futures.kind === 'index' ? 'futures.captionIndex' : 'futures.caption', {
              date: formatDateIst(futures.expiries.find((e) => e.month === futures.month)?.expiry),
            })}
            pageSize={20}
            initialSort={{ columnId: 'openInterest', direction: 'desc' }}
            rowHref={(r) => (r.kind === 'stock' ? paths.stock.getHref({ symbol: r.symbol }) : null)}
            search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('common.searchSymbol') }}
            csvFileName={`${futures.kind}-futures-${futures.month}.csv`}
          />
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
