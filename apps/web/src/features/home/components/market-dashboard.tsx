import { Grid, SimpleGrid, Stack } from '@mantine/core';
import type { MarketOverview } from '@nivesh/contracts';
import { BreadthCard } from '@/components/market-overview/breadth-card';
import { CommodityCues } from '@/components/market-overview/commodity-cues';
import { GlobalCues } from '@/components/market-overview/global-cues';
import { HeatMapTeaser } from '@/components/market-overview/heat-map-teaser';
import { IndexCardGrid } from '@/components/market-overview/index-cards';
import { InstitutionsTodayCard } from '@/components/market-overview/institutions-today-card';
import { SectorMoves } from '@/components/market-overview/sector-moves';
import { SessionStatus } from '@/components/market-overview/session-status';
import { TopMoversWidget } from '@/components/market-overview/top-movers-widget';

/**
 * Today's market on one screen (the home page): session, main indices, top gainers and losers (the
 * lists area's widgets), breadth, institutions' flows and deals, global cues, commodities, a NIFTY 50 heat map and sectors.
 */
export function MarketDashboard({ overview }: { readonly overview: MarketOverview }) {
  return (
    <Stack gap="md">
      <SessionStatus session={overview.session} />
      <IndexCardGrid quotes={overview.indices} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TopMoversWidget direction="gainers" limit={5} />
        <TopMoversWidget direction="losers" limit={5} />
        <InstitutionsTodayCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <BreadthCard breadth={overview.breadth} fiftyTwoWeek={overview.fiftyTwoWeek} />
        <GlobalCues rows={overview.global} />
        <CommodityCues rows={overview.commodities} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <HeatMapTeaser tiles={overview.heatMap} height={360} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <SectorMoves sectors={overview.sectors} limit={10} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
