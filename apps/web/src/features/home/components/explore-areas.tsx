import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook,
  IconCalculator,
  IconChartCandle,
  IconChartLine,
  IconCrown,
  IconFilter,
  IconListDetails,
  IconNews,
  IconTool,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { NAV_GROUPS, type NavGroupId } from '@/config/navigation';
import { navigationStrings } from '@/config/navigation.strings';
import { useRouteTitle } from '@/config/route-titles.strings';
import { useStrings } from '@/lib/strings';
import { homeStrings } from '../strings';

// Each area's icon; what it is for is in ../strings.ts, and the links come from the navigation table.
const AREA_ICONS: Readonly<Record<NavGroupId, ComponentType<{ size?: number; stroke?: number }>>> = {
  market: IconChartLine,
  todaysActivity: IconNews,
  screeners: IconFilter,
  derivatives: IconChartCandle,
  tools: IconTool,
  calculators: IconCalculator,
  learning: IconBook,
  orders: IconListDetails,
  premium: IconCrown,
};

/** What each area of Nivesh is for, with its first links (lower on the home page). */
export function ExploreAreas() {
  const t = useStrings(homeStrings);
  const nav = useStrings(navigationStrings);
  const routeTitle = useRouteTitle();
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {t('explore.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {NAV_GROUPS.map((group) => {
          const Icon = AREA_ICONS[group.id];
          return (
            <Card key={group.id} withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                    <Icon size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {nav(`groups.${group.id}`)}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`explore.${group.id}`)}
                </Text>
                <Group gap="xs" mt="auto">
                  {group.links.slice(0, 4).map((link) => (
                    <Anchor key={link.path} component={Link} to={link.getHref()} size="sm">
                      {routeTitle(link.path)}
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
