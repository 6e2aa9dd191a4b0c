import { Alert, Stack } from '@mantine/core';
import { PRE_MARKET_CATEGORIES, type PreMarketAnswer, type PreMarketRow } from '@nivesh/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { paths } from '@/config/paths';
import { formatDateIst, formatNumber, formatPoints } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { usePreMarket } from '../api/get-pre-market';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';
import { FilterSelect } from './filter-select';
import { OverviewFrame } from './overview-frame';

const columns = (t: MarketOverviewT): readonly DataTableColumn<PreMarketRow>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  numberColumn('prevClose', t('columns.prevClose'), (r) => r.prevClose),
  keyColumn(numberColumn('iep', t('columns.iep'), (r) => r.iep)),
  changeColumn('change', t('columns.change'), (r) => r.change),
  keyColumn(changeColumn('changePct', t('columns.changePct'), (r) => r.changePct, { percent: true })),
  numberColumn('finalQuantity', t('columns.finalQuantity'), (r) => r.finalQuantity, {
    decimals: 0,
    largestFirst: true,
  }),
  numberColumn('value', t('columns.value'), (r) => r.value, { largestFirst: true }),
  numberColumn('buyQuantity', t('columns.buyQuantity'), (r) => r.buyQuantity, {
    decimals: 0,
    largestFirst: true,
  }),
  numberColumn('sellQuantity', t('columns.sellQuantity'), (r) => r.sellQuantity, {
    decimals: 0,
    largestFirst: true,
  }),
  changeColumn('imbalancePct', t('columns.imbalance'), (r) => r.imbalancePct, {
    percent: true,
    arrow: false,
  }),
  textColumn('name', t('columns.company'), (r) => r.name),
];

function PreOpenSummary({ pre }: { readonly pre: PreMarketAnswer }) {
  const t = useStrings(marketOverviewStrings);
  const tiles: StatTile[] = pre.indices.map((index) => ({
    label: t('preMarket.indexAt', { symbol: index.symbol }),
    value: formatPoints(index.iep),
    hint: <ChangeText value={index.change} percent={index.changePct} />,
  }));
  tiles.push(
    {
      label: t('preMarket.advances'),
      value: formatNumber(pre.breadth.advances, 0),
      hint: t('preMarket.openedAbove'),
    },
    {
      label: t('preMarket.declines'),
      value: formatNumber(pre.breadth.declines, 0),
      hint: t('common.unchanged', { n: formatNumber(pre.breadth.unchanged, 0) }),
    },
  );
  return <StatTiles items={tiles} columns={4} />;
}

/** /nse-pre-market: the 09:00–09:08 call auction — each stock's equilibrium price and order book imbalance. */
export function PreMarketPage() {
  const { values, set } = usePageParams(['category'] as const);
  const category = oneOf(values.category, PRE_MARKET_CATEGORIES, 'nifty50');
  const query = usePreMarket(category);
  const answer = answerOf(query.data);
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <OverviewFrame
      title={t('preMarket.title')}
      subtitle={
        answer ? t('preMarket.subtitleDate', { date: formatDateIst(answer.date) }) : t('preMarket.subtitle')
      }
      query={query}
    >
      <FilterSelect
        label={t('common.category')}
        options={PRE_MARKET_CATEGORIES.map((c) => ({ value: c, label: t(`preMarket.categories.${c}`) }))}
        value={category}
        onChange={(next) => set({ category: next === 'nifty50' ? undefined : next })}
      />
      <Alert
        variant="light"
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title={t('preMarket.simulatedTitle')}
      >
        {t('preMarket.simulated')}
      </Alert>
      <QueryStates query={query} errorTitle={t('preMarket.loadError')}>
        {(pre) => (
          <Stack gap="md">
            <PreOpenSummary pre={pre} />
            <DataTable
              columns={tableColumns}
              rows={pre.rows}
              rowKey={(r) => r.symbol}
              caption={t('preMarket.caption', { category: t(`preMarket.categories.${pre.category}`) })}
              pageSize={20}
              initialSort={{ columnId: 'changePct', direction: 'desc' }}
              rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
              search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('common.searchSymbol') }}
              csvFileName={`pre-open-${pre.category}.csv`}
            />
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
