import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StockDetails } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { formatNumber, formatRupees, formatTimeIst, formatVolume } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
import { RangeBar } from './range-bar';
import { type Stat, StatGrid } from './stat-grid';

interface StockQuotePanelProps {
  /** stock/stockDetails or market/marketDetails: both carry profile, quote, stats and source. */
  readonly details: Pick<StockDetails, 'profile' | 'quote' | 'stats' | 'source'>;
  /** Extra figures after the standard ones (e.g. delivery %). */
  readonly extraStats?: readonly Stat[];
}

function crore(value: number | null): string {
  return value === null ? '—' : `₹${formatNumber(value, value >= 100 ? 0 : 2)} Cr`;
}

/** LTP with its change, the day's and the 52-week ranges, and the day's figures. */
export function StockQuotePanel({ details, extraStats = [] }: StockQuotePanelProps) {
  const { quote, stats, profile, source } = details;
  const index = profile.kind === 'index';
  const t = useStrings(stockStrings);
  const price = (value: number | null) => (index ? formatNumber(value) : formatRupees(value));
  const stats1 = [
    { label: t('quote.open'), value: price(quote.open || null) },
    { label: t('quote.prevClose'), value: price(quote.prevClose) },
    {
      label: index ? t('quote.dayHighLow') : t('quote.vwap'),
      value: index ? `${formatNumber(quote.high)} / ${formatNumber(quote.low)}` : price(stats.vwap),
    },
    ...(index
      ? []
      : [
          { label: t('quote.volume'), value: formatVolume(quote.volume) },
          { label: t('quote.avgVolume'), value: formatVolume(stats.averageVolume20) },
          { label: t('quote.turnover'), value: crore(stats.turnoverCr) },
          { label: t('quote.marketCap'), value: crore(stats.marketCapCr) },
          {
            label: t('quote.priceBand'),
            value:
              stats.lowerCircuit === null || stats.upperCircuit === null
                ? '—'
                : `${formatNumber(stats.lowerCircuit)} – ${formatNumber(stats.upperCircuit)}`,
            hint:
              stats.circuitBandPct === null ? undefined : t('quote.bandHint', { pct: stats.circuitBandPct }),
          },
        ]),
    ...(profile.lotSize === null
      ? []
      : [{ label: t('quote.lotSize'), value: formatNumber(profile.lotSize, 0) }]),
    ...extraStats,
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Group gap="sm" align="baseline" wrap="wrap">
              <Text
                fz={{ base: 28, sm: 34 }}
                fw={700}
                lh={1.1}
                data-testid="stock-ltp"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {price(quote.ltp)}
              </Text>
              <ChangeText value={quote.change} percent={quote.changePct} size="lg" />
            </Group>
            <Group gap="xs">
              <Badge size="sm" variant="dot" color={source.live ? 'green' : 'gray'}>
                {source.live ? t('quote.live') : t('quote.closed')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('quote.lastTrade', { time: formatTimeIst(quote.time, { seconds: true }) })}
              </Text>
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <RangeBar
            label={t('quote.dayRange')}
            low={quote.low || null}
            high={quote.high || null}
            value={quote.ltp}
          />
          <RangeBar label={t('quote.range52')} low={stats.low52} high={stats.high52} value={quote.ltp} />
        </SimpleGrid>
        <StatGrid stats={stats1} />
      </Stack>
    </Paper>
  );
}
