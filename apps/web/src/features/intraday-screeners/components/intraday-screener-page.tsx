import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PricePatternListAnswer } from '@nivesh/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst } from '@/lib/format';
import { type StringKey, useStrings } from '@/lib/strings';
import { useIntradayScreenList, usePatternList } from '../api/intraday-screener-queries';
import { intradayScreenersStrings } from '../strings';
import { BarClock } from './bar-clock';
import { patternStocksHref, screenStocksHref } from './intraday-links';
import { BiasBadge, ScreenCard } from './screen-parts';

type PatternEntry = PricePatternListAnswer['patterns'][number];

type Translate = (key: StringKey<typeof intradayScreenersStrings.en>) => string;

function patternColumns(
  sector: string | undefined,
  scan: number,
  t: Translate,
): DataTableColumn<PatternEntry>[] {
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
      label: t('intraday.pattern'),
      value: (p) => p.name,
      render: (p) => (
        <Text fw={600} size="sm">
          {p.name}
        </Text>
      ),
    },
    {
      id: 'bias',
      label: t('intraday.bias'),
      value: (p) => p.bias,
      render: (p) => <BiasBadge bias={p.bias} />,
      priority: 'key',
    },
    {
      id: 'daily',
      label: t('intraday.dailyBar'),
      value: (p) => p.daily,
      render: (p) => countLink(p, 'daily'),
      align: 'right',
      sortDescFirst: true,
      priority: 'key',
    },
    {
      id: 'm15',
      label: t('intraday.m15Bar'),
      value: (p) => p.m15,
      render: (p) => countLink(p, 'm15'),
      align: 'right',
      sortDescFirst: true,
      priority: 'key',
    },
    { id: 'bars', label: t('intraday.bars'), value: (p) => p.bars, align: 'right' },
    {
      id: 'rule',
      label: t('intraday.rule'),
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
  const t = useStrings(intradayScreenersStrings);
  return (
    <DataTable
      caption={t('intraday.patternsCaption', { bar: formatDateIst(data.dailyBar) })}
      columns={patternColumns(sector, data.scan, t)}
      rows={data.patterns}
      rowKey={(p) => p.id}
      pageSize={20}
      stickyFirstColumn={false}
    />
  );
}

/** /intraday-screener: the intraday screens and price patterns with their live counts, per sector. */
export function IntradayScreenerPage() {
  const t = useStrings(intradayScreenersStrings);
  const [sector, setSector] = useState<string | undefined>();
  const screens = useIntradayScreenList(sector);
  const patterns = usePatternList(sector);
  const answer = screens.data?.status === 1 ? screens.data : undefined;
  return (
    <MarketPage
      title={t('intraday.title')}
      subtitle={t('intraday.subtitle')}
      breadcrumbs={[{ label: t('crumbs.screeners') }]}
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
        <QueryStates query={screens} errorTitle={t('intraday.screensError')}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {data.screens.map((s) => (
                <ScreenCard key={s.id} screen={s} href={screenStocksHref(s.id, sector, data.scan)} />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
        <Title order={2} size="h3">
          {t('intraday.patterns')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intraday.patternsNote')}
        </Text>
        <QueryStates query={patterns} errorTitle={t('intraday.patternsError')}>
          {(data) => <PatternTable data={data} sector={sector} />}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
