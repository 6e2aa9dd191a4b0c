import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SignalListAnswer } from '@nivesh/contracts';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { MarketSignalCard } from '@/components/market-overview/market-signal-card';
import { appPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useMarketSignal } from '@/lib/market-queries/get-market-signal';
import { useSignalList } from '../api/signals-queries';
import { detailHref, SignalBadge } from './signal-parts';

/** This session's auto-signals by type, each linking to its list. */
function SessionSignals({ data }: { readonly data: SignalListAnswer }) {
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>Auto signals, {data.date}</Text>
          <Anchor component={Link} to={appPath('/autosignal/').getHref()} size="sm">
            All signal types
          </Anchor>
        </Group>
        {data.types.map((t) => (
          <Group key={t.type} justify="space-between" wrap="nowrap">
            <SignalBadge type={t.type} label={t.label} />
            {t.count > 0 ? (
              <Anchor component={Link} to={detailHref(t.type.toLowerCase(), 'all', data.date)} size="sm">
                {formatNumber(t.count, 0)} stocks
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                none
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** /market-signal: the market-level signal (NIFTY trend, breadth, India VIX) beside this session's stock signals. */
export function MarketSignalPage() {
  const market = useMarketSignal();
  const list = useSignalList();
  const answer = market.data?.status === 1 ? market.data : undefined;
  return (
    <MarketPage
      title="Market Signal"
      subtitle="Is the market bullish, neutral or bearish? NIFTY 50 against its moving averages, market breadth and India VIX, scored point by point."
      breadcrumbs={[{ label: 'Signals' }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={market.refetch} refreshing={market.isFetching} />}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QueryStates query={market}>{(signal) => <MarketSignalCard signal={signal} />}</QueryStates>
        <QueryStates query={list}>{(data) => <SessionSignals data={data} />}</QueryStates>
      </SimpleGrid>
    </MarketPage>
  );
}
