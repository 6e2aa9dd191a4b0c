import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { QueryLoading, QueryStates } from '@/components/market/query-states';
import { TopMoversWidget } from '@/features/market-lists/components/top-movers-widget';
import { useMarketOverview } from '../api/get-market-overview';
import { useMarketSignal } from '../api/get-market-signal';
import { answerOf } from '../api/overview-query';
import { BreadthCard } from './breadth-card';
import { CommodityCues } from './commodity-cues';
import { GlobalCues } from './global-cues';
import { IndexCardGrid } from './index-cards';
import { IndexIntradayChart } from './index-intraday-chart';
import { MarketPageLinks } from './market-page-links';
import { MarketSignalCard } from './market-signal-card';
import { OverviewFrame } from './overview-frame';
import { SectorIndexTable } from './sector-index-table';
import { SectorMoves } from './sector-moves';
import { SessionStatus } from './session-status';

/** /market: the market hub — today's overview (indices, NIFTY 50's day, signal, breadth, movers, sectors) and links to every market page. */
export function MarketHubPage() {
  const query = useMarketOverview(5);
  const signal = answerOf(useMarketSignal().data);
  return (
    <OverviewFrame
      title="Market"
      subtitle="The NSE market today at a glance, with a link to every market page of Nivesh."
      breadcrumbs={[]}
      query={query}
    >
      <QueryStates query={query} errorTitle="Could not load the market overview">
        {(overview) => (
          <Stack gap="md">
            <SessionStatus session={overview.session} />
            <IndexCardGrid quotes={overview.indices} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <IndexIntradayChart height={300} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                {signal ? (
                  <MarketSignalCard signal={signal} />
                ) : (
                  <QueryLoading lines={6} label="Loading the market signal" />
                )}
              </Grid.Col>
            </Grid>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <BreadthCard breadth={overview.breadth} fiftyTwoWeek={overview.fiftyTwoWeek} />
              <TopMoversWidget direction="gainers" limit={5} />
              <TopMoversWidget direction="losers" limit={5} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <SectorMoves sectors={overview.sectors} />
              <Stack gap="md">
                <GlobalCues rows={overview.global} />
                <CommodityCues rows={overview.commodities} />
              </Stack>
            </SimpleGrid>
            <Title order={2} fz="lg">
              Sectoral and thematic indices
            </Title>
            <SectorIndexTable quotes={overview.sectorIndices} />
          </Stack>
        )}
      </QueryStates>
      <MarketPageLinks />
    </OverviewFrame>
  );
}
