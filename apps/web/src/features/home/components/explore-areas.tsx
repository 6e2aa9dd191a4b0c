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
import { NAV_GROUPS } from '@/config/navigation';

interface AreaCopy {
  readonly icon: ComponentType<{ size?: number; stroke?: number }>;
  readonly text: string;
}

// What each area is for, in plain words; the links come from the navigation table.
const AREA_COPY: Readonly<Record<string, AreaCopy>> = {
  Market: {
    icon: IconChartLine,
    text: 'Stocks, sectors and industries, gainers and losers, 52-week highs and lows, heat maps, commodities and ETFs.',
  },
  "Today's activity": {
    icon: IconNews,
    text: 'FII/DII flows, bulk and block deals, insider trading, corporate actions, market breadth and India VIX.',
  },
  'Screeners & signals': {
    icon: IconFilter,
    text: 'Fundamental, technical, intraday and pre-market screeners, auto-signals, a Piotroski scan and alerts.',
  },
  Derivatives: {
    icon: IconChartCandle,
    text: 'Option chain and its analysis, option strategies, open interest, put-call ratio and futures data.',
  },
  'Tools & tips': {
    icon: IconTool,
    text: 'Trading tools, strategies and back testing, stock ideas, stock tips, watchlists and portfolios.',
  },
  Calculators: {
    icon: IconCalculator,
    text: 'Intrinsic value, price-earnings, return on equity, Graham number and dividend valuation models.',
  },
  Learning: {
    icon: IconBook,
    text: 'Basics of the stock market, articles on investing, video courses, free webinars and a trader community.',
  },
  Orders: {
    icon: IconListDetails,
    text: 'A simulated order dashboard: strategy and simple orders, positions, portfolio and order history.',
  },
  Premium: {
    icon: IconCrown,
    text: 'Subscription plans (Free, Pro, Pro+ and F&O) and a comparison of what each includes.',
  },
};

/** What each area of Nivesh is for, with its first links (lower on the home page). */
export function ExploreAreas() {
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        What you will find on Nivesh
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {NAV_GROUPS.map((group) => {
          const copy = AREA_COPY[group.label];
          const Icon = copy?.icon ?? IconChartLine;
          return (
            <Card key={group.label} withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                    <Icon size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {group.label}
                  </Title>
                </Group>
                {copy && (
                  <Text size="sm" c="dimmed">
                    {copy.text}
                  </Text>
                )}
                <Group gap="xs" mt="auto">
                  {group.links.slice(0, 4).map((link) => (
                    <Anchor key={link.path} component={Link} to={link.getHref()} size="sm">
                      {link.title}
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
