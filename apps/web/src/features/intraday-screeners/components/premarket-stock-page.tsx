import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PreMarketStockAnswer, PreOpenDay } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { BarChart } from '@/components/market/bar-chart';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { appPath, paths } from '@/config/paths';
import { formatDateIst, formatNumber, formatRupees, formatVolume } from '@/lib/format';
import { type StringKey, type StringVars, useStrings } from '@/lib/strings';
import { usePreMarketStock } from '../api/intraday-screener-queries';
import { intradayScreenersStrings } from '../strings';
import { preMarketScreenHref } from './intraday-links';
import { BIAS_COLOUR, changeColumn, priceColumn, quantityColumn } from './screen-parts';
import { SimulatedBookNote } from './simulated-book-note';

type Translate = (key: StringKey<typeof intradayScreenersStrings.en>, vars?: StringVars) => string;

function historyColumns(t: Translate): DataTableColumn<PreOpenDay>[] {
  return [
    { id: 'date', label: t('columns.session'), value: (d) => d.date, render: (d) => formatDateIst(d.date) },
    priceColumn('prevClose', t('columns.prevClose'), (d) => d.prevClose),
    keyColumn(priceColumn('iep', t('columns.iep'), (d) => d.iep)),
    keyColumn(changeColumn('changePct', t('columns.gap'), (d) => d.changePct, true)),
    quantityColumn('buyQuantity', t('columns.buyQty'), (d) => d.buyQuantity),
    quantityColumn('sellQuantity', t('columns.sellQty'), (d) => d.sellQuantity),
    changeColumn('imbalancePct', t('columns.imbalance'), (d) => d.imbalancePct, true),
    quantityColumn('finalQuantity', t('columns.matchedQty'), (d) => d.finalQuantity),
    {
      id: 'value',
      label: t('columns.value'),
      value: (d) => d.value,
      render: (d) => formatNumber(d.value, 2),
      align: 'right',
    },
    priceColumn('close', t('columns.closeToday'), (d) => d.close),
    changeColumn('sinceOpenPct', t('columns.openClose'), (d) => d.sinceOpenPct, true),
  ];
}

function todayTiles(data: PreMarketStockAnswer, t: Translate): StatTile[] {
  const day = data.today;
  return [
    {
      label: t('stock.tiles.iep'),
      value: formatRupees(day.iep),
      hint: <ChangeText value={day.change} percent={day.changePct} />,
    },
    {
      label: t('stock.tiles.prevClose'),
      value: formatRupees(day.prevClose),
      hint: t('stock.tiles.prevRange', {
        high: formatRupees(data.prevHigh),
        low: formatRupees(data.prevLow),
      }),
    },
    {
      label: t('stock.tiles.buyQty'),
      value: formatVolume(day.buyQuantity),
      hint: t('stock.tiles.shares', { value: formatNumber(day.buyQuantity, 0) }),
    },
    {
      label: t('stock.tiles.sellQty'),
      value: formatVolume(day.sellQuantity),
      hint: t('stock.tiles.shares', { value: formatNumber(day.sellQuantity, 0) }),
    },
    {
      label: t('stock.tiles.imbalance'),
      value: <ChangeText value={day.imbalancePct} format="percent" arrow={false} />,
      hint: t('stock.tiles.imbalanceHint'),
    },
    {
      label: t('stock.tiles.matched'),
      value: formatVolume(day.finalQuantity),
      hint: t('stock.tiles.crore', { value: formatNumber(day.value, 2) }),
    },
    {
      label: t('stock.tiles.last'),
      value: formatRupees(day.close),
      hint: <ChangeText value={day.sinceOpenPct} format="percent" />,
    },
  ];
}

function GapChart({ days }: { readonly days: readonly PreOpenDay[] }) {
  const t = useStrings(intradayScreenersStrings);
  const ordered = useMemo(() => [...days].reverse(), [days]);
  const categories = useMemo(
    () => ordered.map((d) => formatDateIst(d.date).replace(/ \d{4}$/, '')),
    [ordered],
  );
  const series = useMemo(
    () => [
      { name: t('columns.gap'), values: ordered.map((d) => d.changePct), colour: '#1c7ed6' },
      { name: t('columns.openClose'), values: ordered.map((d) => d.sinceOpenPct), colour: '#f08c00' },
    ],
    [ordered, t],
  );
  return (
    <BarChart
      label={t('stock.chartLabel')}
      categories={categories}
      series={series}
      height={260}
      formatValue={(v) => `${formatNumber(v, 2)} %`}
    />
  );
}

function StockPreOpen({ data }: { readonly data: PreMarketStockAnswer }) {
  const t = useStrings(intradayScreenersStrings);
  const days = useMemo(() => [data.today, ...data.history], [data]);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">
          {t('stock.info', { name: data.name, sector: data.sector, date: formatDateIst(data.today.date) })}
        </Text>
        <Anchor component={Link} to={paths.stock.getHref({ symbol: data.symbol })} size="sm">
          {t('stock.stockPage')}
        </Anchor>
      </Group>
      <StatTiles items={todayTiles(data, t)} columns={4} />
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" fw={600} mb={6}>
          {t('stock.screensIn')}
        </Text>
        {data.screens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stock.none')}
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
        {t('stock.lastSessions')}
      </Title>
      <GapChart days={days} />
      <DataTable
        caption={t('stock.caption', { symbol: data.symbol })}
        hideCaption
        columns={historyColumns(t)}
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
  const t = useStrings(intradayScreenersStrings);
  const { symbol = '' } = useParams();
  const query = usePreMarketStock(symbol);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title={t('stock.title', { symbol: answer?.symbol ?? symbol.toUpperCase() })}
      breadcrumbs={[{ label: t('preMarket.title'), href: appPath('/preMarket-screener').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SimulatedBookNote />
        <QueryStates query={query} errorTitle={t('stock.error')}>
          {(data) => <StockPreOpen data={data} />}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
