import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PricePatternListAnswer } from '@nivesh/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { useIntradayScreenList, usePatternList } from '../api/intraday-screener-queries';
import { BarClock } from './bar-clock';
import { patternStocksHref, screenStocksHref } from './intraday-links';
import { BiasBadge, ScreenCard } from './screen-parts';

type PatternEntry = PricePatternListAnswer['patterns'][number];

function patternColumns(sector: string | undefined, scan: number): DataTableColumn<PatternEntry>[] {
  const countLink = (p: PatternEntry, timeframe: 'daily' | 'm15') => {
    const count = p[timeframe];
    return count === 0 ? (
      <Text span c="dimmed">
        0
      </Text>
    ) : (
      <Anchor component={Link} to={patternStocksHref(p.id, timeframe, sector, scan)} fw={600}>
        {count}
      </Anchor>
    );
  };
  return [
    {
      id: 'name',
      label: 'Pattern',
      value: (p) => p.name,
      render: (p) => (
        <Text fw={600} size="sm">
          {p.name}
        </Text>
      ),
    },
    { id: 'bias', label: 'Bias', value: (p) => p.bias, render: (p) => <BiasBadge bias={p.bias} /> },
    {
      id: 'daily',
      label: 'Daily bar',
      value: (p) => p.daily,
      render: (p) => countLink(p, 'daily'),
      align: 'right',
      sortDescFirst: true,
    },
    {
      id: 'm15',
      label: '15-min bar',
      value: (p) => p.m15,
      render: (p) => countLink(p, 'm15'),
      align: 'right',
      sortDescFirst: true,
    },
    { id: 'bars', label: 'Bars', value: (p) => p.bars, align: 'right' },
    {
      id: 'rule',
      label: 'Rule',
      value: (p) => p.rule,
      render: (p) => (
        <Text size="xs" miw={300} maw={560} style={{ whiteSpace: 'normal' }}>
          {p.rule}
        </Text>
      ),
      sortable: false,
    },
  ];
}

function PatternTable({
  data,
  sector,
}: {
  readonly data: PricePatternListAnswer;
  readonly sector: string | undefined;
}) {
  return (
    <DataTable
      caption={`Price patterns on the ${data.dailyBar} daily bar and the last closed 15-minute bar`}
      columns={patternColumns(sector, data.scan)}
      rows={data.patterns}
      rowKey={(p) => p.id}
      pageSize={20}
      stickyFirstColumn={false}
    />
  );
}

/** /intraday-screener: the intraday screens and price patterns with their live counts, per sector. */
export function IntradayScreenerPage() {
  const [sector, setSector] = useState<string | undefined>();
  const screens = useIntradayScreenList(sector);
  const patterns = usePatternList(sector);
  const answer = screens.data?.status === 1 ? screens.data : undefined;
  return (
    <MarketPage
      title="Intraday Screener"
      subtitle="Eighteen intraday screens and nineteen candlestick patterns run on today's 15-minute bars and live prices of every NSE equity. Counts update after each 15-minute close; each rule is written out exactly."
      breadcrumbs={[{ label: 'Screeners' }]}
      asOf={answer?.source.asOf}
      actions={
        <RefreshButton
          onRefresh={() => {
            void screens.refetch();
            void patterns.refetch();
          }}
          refreshing={screens.isFetching || patterns.isFetching}
        />
      }
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          {answer && <BarClock answer={answer} />}
          {answer && <SectorFilter sectors={answer.sectors} value={sector} onChange={setSector} />}
        </Group>
        <QueryStates query={screens} errorTitle="Could not run the intraday screens">
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {data.screens.map((s) => (
                <ScreenCard key={s.id} screen={s} href={screenStocksHref(s.id, sector, data.scan)} />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
        <Title order={2} size="h3">
          Price patterns
        </Title>
        <Text size="sm" c="dimmed">
          Daily: the last completed candle — while today trades, the previous session's (the setup for today's
          trade); after the close, today's. 15-minute: today's last closed bar. A trend condition compares the
          closes 1 and 6 bars before a pattern, so 15-minute reversal patterns appear from 11:00.
        </Text>
        <QueryStates query={patterns} errorTitle="Could not scan the price patterns">
          {(data) => <PatternTable data={data} sector={sector} />}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
