import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SignalListAnswer } from '@nivesh/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useSignalList } from '../api/signals-queries';
import { signalsStrings } from '../strings';
import { detailHref, PercentOrDash, RecordSummary, SessionSelect, SignalBadge } from './signal-parts';

type TypeCard = SignalListAnswer['types'][number];

function SignalTypeCard({ info, date }: { readonly info: TypeCard; readonly date: string }) {
  const t = useStrings(signalsStrings);
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
              {t('list.thisSession')}
            </Text>
            <Text fw={700}>{formatNumber(info.count, 0)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('list.hitRate')}
            </Text>
            <Text fw={700}>{stats?.hitRatePct == null ? '—' : `${formatNumber(stats.hitRatePct, 1)} %`}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('list.avg5d')}
            </Text>
            <PercentOrDash value={stats?.avgReturn5dPct ?? null} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('list.closedCases')}
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
          {info.count === 0 ? t('list.noSignal') : t('list.view', { total: info.count })}
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
  const t = useStrings(signalsStrings);
  const total = data.types.reduce((n, type) => n + type.count, 0);
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
            {t('list.allOfSession', { total: formatNumber(total, 0) })}
          </Anchor>
          <Anchor component={Link} to={appPath('/autosignal/most-common').getHref()} size="sm">
            {t('list.mostCommon')}
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
  const t = useStrings(signalsStrings);
  return (
    <MarketPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      breadcrumbs={[{ label: t('crumbs.signals') }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>{(data) => <SignalList data={data} onDate={setDate} />}</QueryStates>
    </MarketPage>
  );
}
