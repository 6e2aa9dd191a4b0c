import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LineChart } from '@/components/market/line-chart';
import { QueryError, QueryLoading } from '@/components/market/query-states';
import { formatPoints } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useLiveQuote } from '@/lib/stream/use-live-quotes';
import { useStrings } from '@/lib/strings';
import { useChartData } from '../api/get-chart-data';
import { useStreamAvailable } from '../hooks/use-stream-available';
import { marketOverviewStrings } from '../strings';

interface IndexIntradayChartProps {
  readonly symbol?: string;
  readonly height?: number;
}

/**
 * Today's one-minute closes of an index (NIFTY 50 by default) as an area chart; the stream moves
 * the last point between the chart's own 15-second refreshes.
 */
export function IndexIntradayChart({ symbol = 'NIFTY 50', height = 280 }: IndexIntradayChartProps) {
  const query = useChartData({ symbol, timeframe: '1D' });
  const answer = answerOf(query.data);
  const { quote } = useLiveQuote(useStreamAvailable() ? symbol : undefined);
  const points = useMemo(
    () => (answer?.bars ?? []).map((bar) => ({ time: bar.time, value: bar.close })),
    [answer],
  );
  const last = points[points.length - 1];
  // The stream's price belongs to the minute it was printed in (bars are stamped with the minute's start).
  const livePoint =
    answer?.source.live && quote && typeof last?.time === 'number'
      ? { time: Math.max(last.time, Math.floor(quote.time / 60_000) * 60), value: quote.ltp }
      : null;
  const t = useStrings(marketOverviewStrings);
  const label = t('intraday.label', { symbol });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('intraday.title', { symbol })}</Text>
          {last && (
            <Text size="sm" c="dimmed">
              {t('intraday.minutes', {
                count: points.length,
                value: formatPoints(livePoint?.value ?? last.value),
              })}
            </Text>
          )}
        </Group>
        {query.isError || (query.data && !answer) ? (
          <QueryError error={query.error ?? query.data} onRetry={query.refetch} />
        ) : answer ? (
          <LineChart points={points} livePoint={livePoint} label={label} height={height} />
        ) : (
          <QueryLoading lines={4} label={t('intraday.loading', { label })} />
        )}
      </Stack>
    </Paper>
  );
}
