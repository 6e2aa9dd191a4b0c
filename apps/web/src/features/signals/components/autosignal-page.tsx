import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SignalListAnswer } from '@nivesh/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useSignalList } from '../api/signals-queries';
import { detailHref, PercentOrDash, RecordSummary, SessionSelect, SignalBadge } from './signal-parts';

type TypeCard = SignalListAnswer['types'][number];

function SignalTypeCard({ info, date }: { readonly info: TypeCard; readonly date: string }) {
  const stats = info.stats;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <SignalBadge type={info.type} label={info.label} />
          <Text size="xs" c="dimmed">
            {info.timeframe}
          </Text>
        </Group>
        <Text size="sm">{info.description}</Text>
        <Text size="xs" c="dimmed">
          {info.plan}. {info.horizon}.
        </Text>
        <Group gap="lg" mt="auto">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              This session
            </Text>
            <Text fw={700}>{formatNumber(info.count, 0)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Hit rate
            </Text>
            <Text fw={700}>{stats?.hitRatePct == null ? '—' : `${formatNumber(stats.hitRatePct, 1)} %`}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Avg 5-day
            </Text>
            <PercentOrDash value={stats?.avgReturn5dPct ?? null} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Closed / cases
            </Text>
            <Text size="sm">
              {formatNumber(stats?.closed ?? 0, 0)} / {formatNumber(stats?.cases ?? 0, 0)}
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={detailHref(info.type.toLowerCase(), 'all', date)}
          variant="light"
          size="xs"
          disabled={info.count === 0}
        >
          {info.count === 0 ? 'No signal this session' : `View ${info.count} signals`}
        </Button>
      </Stack>
    </Card>
  );
}

function SignalList({
  data,
  onDate,
}: {
  readonly data: SignalListAnswer;
  readonly onDate: (d: string) => void;
}) {
  const total = data.types.reduce((n, t) => n + t.count, 0);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SessionSelect
          sessions={data.sessions}
          value={data.date}
          current={data.source.sessionDate}
          onChange={onDate}
        />
        <Group gap="sm">
          <Anchor component={Link} to={detailHref('all', 'all', data.date)} size="sm">
            All {formatNumber(total, 0)} signals of the session
          </Anchor>
          <Anchor component={Link} to={appPath('/autosignal/most-common').getHref()} size="sm">
            Most common
          </Anchor>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data.types.map((info) => (
          <SignalTypeCard key={info.type} info={info} date={data.date} />
        ))}
      </SimpleGrid>
      <RecordSummary record={data.record} />
    </Stack>
  );
}

/** /autosignal/: the ten auto-signal types with this session's signals and each type's measured record. */
export function AutosignalPage() {
  const [date, setDate] = useState<string | undefined>();
  const query = useSignalList(date);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title="Auto Signals"
      subtitle="Every stock scanned at each 15-minute close of the session; each signal with its entry, target and stop, and every type with its measured record."
      breadcrumbs={[{ label: 'Signals' }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>{(data) => <SignalList data={data} onDate={setDate} />}</QueryStates>
    </MarketPage>
  );
}
