import { Alert, Stack } from '@mantine/core';
import { PRE_MARKET_CATEGORIES, type PreMarketAnswer, type PreMarketRow } from '@nivesh/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { paths } from '@/config/paths';
import { formatDateIst, formatNumber, formatPoints } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { type PreMarketCategory, usePreMarket } from '../api/get-pre-market';
import { oneOf, usePageParams } from '../hooks/use-page-params';
import { FilterSelect } from './filter-select';
import { changeColumn, numberColumn, textColumn } from './overview-columns';
import { OverviewFrame } from './overview-frame';

const CATEGORY_LABEL: Readonly<Record<PreMarketCategory, string>> = {
  nifty50: 'NIFTY 50',
  niftybank: 'NIFTY BANK',
  fo: 'Securities in F&O',
  all: 'All equities',
};

const COLUMNS: readonly DataTableColumn<PreMarketRow>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  numberColumn('prevClose', 'Prev. close', (r) => r.prevClose),
  numberColumn('iep', 'IEP (₹)', (r) => r.iep),
  changeColumn('change', 'Change', (r) => r.change),
  changeColumn('changePct', 'Change %', (r) => r.changePct, { percent: true }),
  numberColumn('finalQuantity', 'Final qty*', (r) => r.finalQuantity, { decimals: 0, largestFirst: true }),
  numberColumn('value', 'Value (₹ Cr)*', (r) => r.value, { largestFirst: true }),
  numberColumn('buyQuantity', 'Buy qty*', (r) => r.buyQuantity, { decimals: 0, largestFirst: true }),
  numberColumn('sellQuantity', 'Sell qty*', (r) => r.sellQuantity, { decimals: 0, largestFirst: true }),
  changeColumn('imbalancePct', 'Buy/sell imbalance %*', (r) => r.imbalancePct, {
    percent: true,
    arrow: false,
  }),
  textColumn('name', 'Company', (r) => r.name),
];

function PreOpenSummary({ pre }: { readonly pre: PreMarketAnswer }) {
  const tiles: StatTile[] = pre.indices.map((index) => ({
    label: `${index.symbol} at 09:08`,
    value: formatPoints(index.iep),
    hint: <ChangeText value={index.change} percent={index.changePct} />,
  }));
  tiles.push(
    { label: 'Advances', value: formatNumber(pre.breadth.advances, 0), hint: 'opened above previous close' },
    {
      label: 'Declines',
      value: formatNumber(pre.breadth.declines, 0),
      hint: `${formatNumber(pre.breadth.unchanged, 0)} unchanged`,
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
  return (
    <OverviewFrame
      title="NSE Pre-Market"
      subtitle={`The pre-open session${answer ? ` of ${formatDateIst(answer.date)}` : ''}: orders collected 09:00–09:08 IST and matched at one indicative equilibrium price (IEP) per stock, which becomes its opening price.`}
      query={query}
    >
      <FilterSelect
        label="Category"
        options={PRE_MARKET_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }))}
        value={category}
        onChange={(next) => set({ category: next === 'nifty50' ? undefined : next })}
      />
      <Alert
        variant="light"
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title="What is simulated here"
      >
        The IEP is the session's opening price of the simulated market. The simulation keeps no pre-open order
        book, so *the quantities are simulated: about 1 % of a day's volume matched, with more orders on the
        side of the gap, the same all day.
      </Alert>
      <QueryStates query={query} errorTitle="Could not load the pre-open session">
        {(pre) => (
          <Stack gap="md">
            <PreOpenSummary pre={pre} />
            <DataTable
              columns={COLUMNS}
              rows={pre.rows}
              rowKey={(r) => r.symbol}
              caption={`Pre-open: ${CATEGORY_LABEL[pre.category]}`}
              pageSize={20}
              initialSort={{ columnId: 'changePct', direction: 'desc' }}
              rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
              search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol or company' }}
              csvFileName={`pre-open-${pre.category}.csv`}
            />
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
