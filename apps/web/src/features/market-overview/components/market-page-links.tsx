import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appPath } from '@/config/paths';

/** The market pages of the product, by theme (each path is a route of the spec). */
export const MARKET_PAGE_GROUPS: readonly { readonly title: string; readonly paths: readonly string[] }[] = [
  {
    title: 'Today',
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
    title: 'Movers and lists',
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
    title: 'Breadth and volatility',
    paths: ['/market-breadth-today', '/advance-decline-ratio-nse', '/india-vix'],
  },
  {
    title: 'Sectors and industries',
    paths: ['/nse-sectors-list/', '/indian-industry-sector/', '/sector-analysis'],
  },
  {
    title: 'Stocks and charts',
    paths: ['/symbols/', '/multi-chart', '/chart-and-price', '/support-and-target'],
  },
];

/** Links to every market page, grouped (the /market hub). */
export function MarketPageLinks() {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Every market page
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
          {MARKET_PAGE_GROUPS.map((group) => (
            <Stack key={group.title} gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {group.title}
              </Text>
              {group.paths.map((path) => {
                const page = appPath(path);
                return (
                  <Anchor key={path} component={Link} to={page.getHref()} size="sm">
                    {page.title}
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
