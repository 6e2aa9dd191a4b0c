import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBook,
  IconCalculator,
  IconChartCandle,
  IconChartLine,
  IconCrown,
  IconFilter,
  IconInfoCircle,
  IconListDetails,
  IconNews,
  IconTool,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { NAV_GROUPS } from '@/config/navigation';
import { paths } from '@/config/paths';

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

/** The landing page: what Nivesh offers, by area, with no invented prices or numbers. */
export function HomePage() {
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15}>
            Market data, screeners and a simulated order dashboard for Indian markets
          </Title>
          <Text size="lg" c="dimmed">
            Nivesh brings Indian stock-market data (simulated for now), screeners, signals, option-chain
            analysis, valuation calculators and learning together in one place, with a simulated order
            dashboard to practise trading without risking money.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.login.getHref()} size="md">
              Sign in or create an account
            </Button>
            <Button component={Link} to={paths.howToUse.getHref()} size="md" variant="default">
              How to use Nivesh
            </Button>
          </Group>
        </Stack>

        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle size={20} />}
          title="Simulated market data"
          maw={760}
        >
          Market data on Nivesh comes from a market simulator, not from a live exchange feed, and orders never
          reach an exchange. Market data pages arrive in a later release; the pages below show what each part
          of Nivesh is for.
        </Alert>

        <Stack gap="md">
          <Title order={2} fz={26}>
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
      </Stack>
    </Container>
  );
}
