import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MarketOverview } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { QueryStates } from '@/components/market/query-states';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { BreadthCard } from '@/components/market-overview/breadth-card';
import { SectorMoves } from '@/components/market-overview/sector-moves';
import { SessionStatus } from '@/components/market-overview/session-status';
import { formatNumber, formatPoints } from '@/lib/format';
import { useMarketOverview } from '@/lib/market-queries/get-market-overview';
import { useStrings } from '@/lib/strings';
import { marketNarrative } from '../lib/market-narrative';
import { narrativeStrings } from '../narrative.strings';
import { marketOverviewStrings } from '../strings';
import { IndexIntradayChart } from './index-intraday-chart';
import { MoversList } from './movers-list';
import { OverviewFrame } from './overview-frame';

function KeyFigures({ overview }: { readonly overview: MarketOverview }) {
  const t = useStrings(marketOverviewStrings);
  const index = (symbol: string) => overview.indices.find((q) => q.symbol === symbol);
  const items: StatTile[] = [];
  for (const symbol of ['NIFTY 50', 'NIFTY BANK']) {
    const quote = index(symbol);
    if (quote) {
      items.push({
        label: symbol,
        value: formatPoints(quote.ltp),
        hint: <ChangeText value={quote.change} percent={quote.changePct} />,
      });
    }
  }
  items.push(
    {
      label: t('common.advancesDeclines'),
      value: `${formatNumber(overview.breadth.advances, 0)} / ${formatNumber(overview.breadth.declines, 0)}`,
      hint: t('today.ofStocks', { n: formatNumber(overview.breadth.total, 0) }),
    },
    {
      label: t('today.new52'),
      value: `${formatNumber(overview.fiftyTwoWeek.highs, 0)} / ${formatNumber(overview.fiftyTwoWeek.lows, 0)}`,
    },
  );
  return <StatTiles items={items} columns={4} />;
}

/** /stock-market-today: the day told in words computed from the data, with its key figures and charts. */
export function StockMarketTodayPage() {
  const query = useMarketOverview(5);
  const t = useStrings(marketOverviewStrings);
  // The narrative reads its words when built: this subscribes the page to a change of language.
  useStrings(narrativeStrings);
  return (
    <OverviewFrame title={t('today.title')} subtitle={t('today.subtitle')} query={query}>
      <QueryStates query={query} errorTitle={t('today.loadError')}>
        {(overview) => (
          <Stack gap="md">
            <SessionStatus session={overview.session} />
            <KeyFigures overview={overview} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Paper withBorder radius="md" p="md" component="article" data-testid="market-narrative">
                  <Stack gap="sm">
                    {marketNarrative(overview).map((paragraph) => (
                      <div key={paragraph.id}>
                        <Title order={2} fz="md" mb={4}>
                          {paragraph.heading}
                        </Title>
                        <Text size="sm" lh={1.6}>
                          {paragraph.text}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <IndexIntradayChart height={240} />
                  <BreadthCard breadth={overview.breadth} fiftyTwoWeek={overview.fiftyTwoWeek} />
                </Stack>
              </Grid.Col>
            </Grid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <SectorMoves sectors={overview.sectors} />
              <Stack gap="md">
                <MoversList title={t('today.gainers')} rows={overview.gainers} />
                <MoversList title={t('today.losers')} rows={overview.losers} />
              </Stack>
            </SimpleGrid>
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
