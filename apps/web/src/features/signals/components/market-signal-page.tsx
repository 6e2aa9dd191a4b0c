import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SignalListAnswer } from '@nivesh/contracts';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { MarketSignalCard } from '@/components/market-overview/market-signal-card';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useMarketSignal } from '@/lib/market-queries/get-market-signal';
import { useStrings } from '@/lib/strings';
import { useSignalList } from '../api/signals-queries';
import { signalsStrings } from '../strings';
import { detailHref, SignalBadge } from './signal-parts';

/** This session's auto-signals by type, each linking to its list. */
function SessionSignals({ data }: { readonly data: SignalListAnswer }) {
  const t = useStrings(signalsStrings);
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{t('marketSignal.autoSignals', { date: formatDateIst(data.date) })}</Text>
          <Anchor component={Link} to={appPath('/autosignal/').getHref()} size="sm">
            {t('marketSignal.allTypes')}
          </Anchor>
        </Group>
        {data.types.map((info) => (
          <Group key={info.type} justify="space-between" wrap="nowrap">
            <SignalBadge type={info.type} label={info.label} />
            {info.count > 0 ? (
              <Anchor component={Link} to={detailHref(info.type.toLowerCase(), 'all', data.date)} size="sm">
                {t('marketSignal.stocks', { total: formatNumber(info.count, 0) })}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('marketSignal.none')}
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
  const t = useStrings(signalsStrings);
  return (
    <MarketPage
      title={t('marketSignal.title')}
      subtitle={t('marketSignal.subtitle')}
      breadcrumbs={[{ label: t('crumbs.signals') }]}
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
