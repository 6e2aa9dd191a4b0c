import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { QueryLoading, QueryStates } from '@/components/market/query-states';
import { BreadthCard } from '@/components/market-overview/breadth-card';
import { CommodityCues } from '@/components/market-overview/commodity-cues';
import { GlobalCues } from '@/components/market-overview/global-cues';
import { IndexCardGrid } from '@/components/market-overview/index-cards';
import { MarketSignalCard } from '@/components/market-overview/market-signal-card';
import { SectorMoves } from '@/components/market-overview/sector-moves';
import { SessionStatus } from '@/components/market-overview/session-status';
import { TopMoversWidget } from '@/components/market-overview/top-movers-widget';
import { useMarketOverview } from '@/lib/market-queries/get-market-overview';
import { useMarketSignal } from '@/lib/market-queries/get-market-signal';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from '../strings';
import { IndexIntradayChart } from './index-intraday-chart';
import { MarketPageLinks } from './market-page-links';
import { OverviewFrame } from './overview-frame';
import { SectorIndexTable } from './sector-index-table';

/** /market: the market hub — today's overview (indices, NIFTY 50's day, signal, breadth, movers, sectors) and links to every market page. */
export function MarketHubPage() {
  const query = useMarketOverview(5);
  const signal = answerOf(useMarketSignal().data);
  const t = useStrings(marketOverviewStrings);
  return (
    <OverviewFrame title={t('common.market')} subtitle={t('hub.subtitle')} breadcrumbs={[]} query={query}>
      <QueryStates query={query} errorTitle={t('hub.loadError')}>
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
                  <QueryLoading lines={6} label={t('hub.loadingSignal')} />
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
              {t('hub.sectorIndices')}
            </Title>
            <SectorIndexTable quotes={overview.sectorIndices} />
          </Stack>
        )}
      </QueryStates>
      <MarketPageLinks />
    </OverviewFrame>
  );
}
