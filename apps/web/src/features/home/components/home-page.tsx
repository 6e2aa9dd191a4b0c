import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { appPath, paths } from '@/config/paths';
import { useMarketOverview } from '@/lib/market-queries/get-market-overview';
import { useStrings } from '@/lib/strings';
import { homeStrings } from '../strings';
import { ExploreAreas } from './explore-areas';
import { MarketDashboard } from './market-dashboard';

/** The landing page: today's market at a glance (live, simulated), then what each area of Nivesh offers. */
export function HomePage() {
  const query = useMarketOverview();
  const t = useStrings(homeStrings);
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
              <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
                {t('title')}
              </Title>
              <Text c="dimmed" size="sm" maw={720}>
                {t('intro')}
              </Text>
            </Stack>
            <Group gap="xs">
              <SimulatedBadge size="md" />
              <RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />
            </Group>
          </Group>
        </Stack>

        <QueryStates query={query} errorTitle={t('loadError')}>
          {(overview) => <MarketDashboard overview={overview} />}
        </QueryStates>

        <Group gap="sm">
          <Button component={Link} to={appPath('/market').getHref()} variant="light">
            {t('everyMarketPage')}
          </Button>
          <Button component={Link} to={appPath('/stock-market-today').getHref()} variant="default">
            {t('todayInWords')}
          </Button>
          <Button component={Link} to={paths.login.getHref()} variant="default">
            {t('signIn')}
          </Button>
        </Group>

        <ExploreAreas />
        <Text size="xs" c="dimmed">
          {t('dataNote')}{' '}
          <Anchor component={Link} to={paths.howToUse.getHref()} size="xs">
            {t('howToUse')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
