import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PreMarketStockAnswer, PreOpenDay } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { BarChart } from '@/components/market/bar-chart';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { appPath, paths } from '@/config/paths';
import { formatDateIst, formatNumber, formatRupees, formatVolume } from '@/lib/format';
import { usePreMarketStock } from '../api/intraday-screener-queries';
import { preMarketScreenHref } from './intraday-links';
import { BIAS_COLOUR, changeColumn, priceColumn, quantityColumn } from './screen-parts';
import { SimulatedBookNote } from './simulated-book-note';

const HISTORY_COLUMNS: readonly DataTableColumn<PreOpenDay>[] = [
  { id: 'date', label: 'Session', value: (d) => d.date, render: (d) => formatDateIst(d.date) },
  priceColumn('prevClose', 'Prev. close', (d) => d.prevClose),
  priceColumn('iep', 'IEP (₹)', (d) => d.iep),
  changeColumn('changePct', 'Gap %', (d) => d.changePct, true),
  quantityColumn('buyQuantity', 'Buy qty*', (d) => d.buyQuantity),
  quantityColumn('sellQuantity', 'Sell qty*', (d) => d.sellQuantity),
  changeColumn('imbalancePct', 'Imbalance %*', (d) => d.imbalancePct, true),
  quantityColumn('finalQuantity', 'Matched qty*', (d) => d.finalQuantity),
  {
    id: 'value',
    label: 'Value (₹ cr)*',
    value: (d) => d.value,
    render: (d) => formatNumber(d.value, 2),
    align: 'right',
  },
  priceColumn('close', 'Close (today: LTP)', (d) => d.close),
  changeColumn('sinceOpenPct', 'Open → close %', (d) => d.sinceOpenPct, true),
];

function todayTiles(data: PreMarketStockAnswer): StatTile[] {
  const t = data.today;
  return [
    {
      label: 'Equilibrium price (IEP)',
      value: formatRupees(t.iep),
      hint: <ChangeText value={t.change} percent={t.changePct} />,
    },
    {
      label: 'Previous close',
      value: formatRupees(t.prevClose),
      hint: `High ${formatRupees(data.prevHigh)} · Low ${formatRupees(data.prevLow)}`,
    },
    {
      label: 'Buy quantity*',
      value: formatVolume(t.buyQuantity),
      hint: `${formatNumber(t.buyQuantity, 0)} shares`,
    },
    {
      label: 'Sell quantity*',
      value: formatVolume(t.sellQuantity),
      hint: `${formatNumber(t.sellQuantity, 0)} shares`,
    },
    {
      label: 'Imbalance*',
      value: <ChangeText value={t.imbalancePct} format="percent" arrow={false} />,
      hint: '(buy − sell) ÷ (buy + sell)',
    },
    {
      label: 'Matched at 09:08*',
      value: formatVolume(t.finalQuantity),
      hint: `₹${formatNumber(t.value, 2)} crore`,
    },
    {
      label: 'Last price',
      value: formatRupees(t.close),
      hint: <ChangeText value={t.sinceOpenPct} format="percent" />,
    },
  ];
}

function GapChart({ days }: { readonly days: readonly PreOpenDay[] }) {
  const ordered = useMemo(() => [...days].reverse(), [days]);
  const categories = useMemo(() => ordered.map((d) => d.date.slice(5)), [ordered]);
  const series = useMemo(
    () => [
      { name: 'Gap %', values: ordered.map((d) => d.changePct), colour: '#1c7ed6' },
      { name: 'Open → close %', values: ordered.map((d) => d.sinceOpenPct), colour: '#f08c00' },
    ],
    [ordered],
  );
  return (
    <BarChart
      label="Pre-open gap and the move from open to close, by session"
      categories={categories}
      series={series}
      height={260}
      formatValue={(v) => `${formatNumber(v, 2)} %`}
    />
  );
}

function StockPreOpen({ data }: { readonly data: PreMarketStockAnswer }) {
  const days = useMemo(() => [data.today, ...data.history], [data]);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">
          {data.name} · {data.sector} · pre-open of {formatDateIst(data.today.date)}
        </Text>
        <Anchor component={Link} to={paths.stock.getHref({ symbol: data.symbol })} size="sm">
          Stock page
        </Anchor>
      </Group>
      <StatTiles items={todayTiles(data)} columns={4} />
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" fw={600} mb={6}>
          Pre-market screens it is in today
        </Text>
        {data.screens.length === 0 ? (
          <Text size="sm" c="dimmed">
            None of the thirteen pre-market screens.
          </Text>
        ) : (
          <Group gap="xs">
            {data.screens.map((s) => (
              <Badge
                key={s.id}
                component={Link}
                to={preMarketScreenHref(s.id, undefined)}
                color={BIAS_COLOUR[s.bias]}
                variant="light"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {s.name}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>
      <Title order={2} size="h3">
        The last sessions' pre-open
      </Title>
      <GapChart days={days} />
      <DataTable
        caption={`${data.symbol} pre-open by session`}
        hideCaption
        columns={HISTORY_COLUMNS}
        rows={days}
        rowKey={(d) => d.date}
        pageSize={20}
        csvFileName={`pre-open-${data.symbol}`}
      />
    </Stack>
  );
}

/** /preMarket-stock/{symbol}: one stock's pre-open today and in the sessions before. */
export function PreMarketStockPage() {
  const { symbol = '' } = useParams();
  const query = usePreMarketStock(symbol);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title={`${answer?.symbol ?? symbol.toUpperCase()} pre-market`}
      breadcrumbs={[{ label: 'Pre-Market Screener', href: appPath('/preMarket-screener').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SimulatedBookNote />
        <QueryStates query={query} errorTitle="Could not load this stock's pre-open">
          {(data) => <StockPreOpen data={data} />}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
