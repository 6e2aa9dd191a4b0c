import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { WatchListSignalAnswer } from '@nivesh/contracts';
import { IconList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RefreshButton } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePageParams } from '@/lib/use-page-params';
import { useWatchListSignals } from '../api/dashboard-queries';
import { dashboardStrings } from '../dashboard.strings';
import {
  DashboardFrame,
  NoWatchlistYet,
  stocksHref,
  TeachingEmpty,
  useSignedIn,
  WatchlistPicker,
} from './dashboard-frame';
import { ListSignalsTable } from './list-signals-table';

const AUTOSIGNAL_HREF = appPath('/autosignal/').getHref();

/** No signal today on the list: which session and which types were checked, and where all signals are. */
function NoSignalsToday({ data }: { readonly data: WatchListSignalAnswer }) {
  const t = useStrings(dashboardStrings);
  return (
    <TeachingEmpty
      title={t('signals.noneTitle', { name: data.watchlist?.name ?? '', date: formatDateIst(data.date) })}
      lines={[t('signals.checked', { types: data.checked.join(', ') }), t('signals.explain')]}
      action={
        <Button component={Link} to={AUTOSIGNAL_HREF} variant="default">
          {t('signals.allSignals')}
        </Button>
      }
    />
  );
}

function SignalsContent({
  data,
  onList,
  onType,
}: {
  readonly data: WatchListSignalAnswer;
  readonly onList: (id: string) => void;
  readonly onType: (type: string) => void;
}) {
  const t = useStrings(dashboardStrings);
  const list = data.watchlist;
  if (list === null) return <NoWatchlistYet />;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <WatchlistPicker lists={data.watchlists} value={list.id} onChange={onList} />
        <NativeSelect
          label={t('signals.type')}
          value={data.signal?.type ?? 'all'}
          onChange={(event) => onType(event.currentTarget.value)}
          data={[
            { value: 'all', label: t('signals.allTypes') },
            ...data.types.map((s) => ({ value: s.type, label: s.label })),
          ]}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {list.count === 0 ? (
        <QueryEmpty message={t('common.emptyList')}>
          <Button
            component={Link}
            to={stocksHref(list.id)}
            variant="default"
            leftSection={<IconList size={16} aria-hidden="true" />}
          >
            {t('common.openList')}
          </Button>
        </QueryEmpty>
      ) : data.rows.length === 0 ? (
        <NoSignalsToday data={data} />
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed" role="status">
            {t('signals.count', { count: data.rows.length })}
          </Text>
          <ListSignalsTable
            rows={data.rows}
            caption={t('signals.caption', { name: list.name })}
            stateKey={null}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** /watchlist-signal: today's auto-signals on the stocks of one of the user's watchlists, by type. */
export function WatchlistSignalPage() {
  const t = useStrings(dashboardStrings);
  const { values, set } = usePageParams(['watchlist_id', 'signal_id'] as const);
  const query = useWatchListSignals(values.watchlist_id, values.signal_id, useSignedIn());
  const answer = query.data && query.data.status === 1 ? query.data : undefined;
  return (
    <DashboardFrame
      title={t('signals.title')}
      subtitle={t('signals.subtitle')}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query} errorTitle={t('signals.loadError')}>
        {(data) => (
          <SignalsContent
            data={data}
            onList={(id) => set({ watchlist_id: id })}
            onType={(type) => set({ signal_id: type === 'all' ? undefined : type })}
          />
        )}
      </QueryStates>
    </DashboardFrame>
  );
}
