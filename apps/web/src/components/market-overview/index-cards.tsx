import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { IndexQuote } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { DayRange } from './day-range';

/** Short names for the cards (the full name is the link's title). */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  'NIFTY NEXT 50': 'NEXT 50',
  'NIFTY MIDCAP 100': 'MIDCAP 100',
};

interface IndexCardProps {
  readonly quote: IndexQuote;
}

/** One index: name (to its page), level, change and the day's range. */
export function IndexCard({ quote }: IndexCardProps) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="index-card" data-symbol={quote.symbol}>
      <Anchor
        component={Link}
        to={paths.stock.getHref({ symbol: quote.symbol })}
        size="xs"
        fw={700}
        c="dimmed"
        tt="uppercase"
        title={quote.name}
        style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {SHORT_NAMES[quote.symbol] ?? quote.symbol}
      </Anchor>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatPoints(quote.ltp)}
      </Text>
      <Text fz={{ base: 'xs', sm: 'sm' }} fw={600} component="div">
        <ChangeText value={quote.change} percent={quote.changePct} />
      </Text>
      <DayRange low={quote.low} high={quote.high} value={quote.ltp} />
    </Paper>
  );
}

interface IndexCardGridProps {
  /** undefined while loading. */
  readonly quotes: readonly IndexQuote[] | undefined;
  /** Placeholder cards while loading; default 6. */
  readonly placeholders?: number;
}

/** The indices in a grid: two a row on phones, up to six on wide screens. */
export function IndexCardGrid({ quotes, placeholders = 6 }: IndexCardGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, lg: 6 }} spacing="sm">
      {quotes
        ? quotes.map((quote) => <IndexCard key={quote.symbol} quote={quote} />)
        : Array.from({ length: placeholders }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
            <Paper key={i} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Skeleton height={12} width="50%" />
                <Skeleton height={22} width="80%" />
                <Skeleton height={12} width="60%" />
              </Stack>
            </Paper>
          ))}
    </SimpleGrid>
  );
}
