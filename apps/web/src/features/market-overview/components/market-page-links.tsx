import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appPath } from '@/config/paths';
import { useRouteTitle } from '@/config/route-titles.strings';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from '../strings';

/** The market pages of the product, by theme (each path is a route of the spec). */
export const MARKET_PAGE_GROUPS: readonly {
  readonly id: 'today' | 'movers' | 'breadth' | 'sectors' | 'stocks';
  readonly paths: readonly string[];
}[] = [
  {
    id: 'today',
    paths: [
      '/stock-market-today',
      '/cash',
      '/nifty-heatmap',
      '/nse-pre-market',
      '/future-stock',
      '/global-market/',
      '/commodity',
      '/exchange-traded-funds',
    ],
  },
  {
    id: 'movers',
    paths: [
      '/top-gainers-nse',
      '/top-losers-nse',
      '/hourly-gainer-looser',
      '/52-week-high-stocks',
      '/52-week-low-stocks',
      '/new-fifty-two',
      '/market/all-time-high-stocks',
      '/breakout-stocks',
    ],
  },
  {
    id: 'breadth',
    paths: ['/market-breadth-today', '/advance-decline-ratio-nse', '/india-vix'],
  },
  {
    id: 'sectors',
    paths: ['/nse-sectors-list/', '/indian-industry-sector/', '/sector-analysis'],
  },
  {
    id: 'stocks',
    paths: ['/symbols/', '/multi-chart', '/chart-and-price', '/support-and-target'],
  },
];

/** Links to every market page, grouped (the /market hub). */
export function MarketPageLinks() {
  const t = useStrings(marketOverviewStrings);
  const routeTitle = useRouteTitle();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('links.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
          {MARKET_PAGE_GROUPS.map((group) => (
            <Stack key={group.id} gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`links.groups.${group.id}`)}
              </Text>
              {group.paths.map((path) => {
                const page = appPath(path);
                return (
                  <Anchor key={path} component={Link} to={page.getHref()} size="sm">
                    {routeTitle(path)}
                  </Anchor>
                );
              })}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
