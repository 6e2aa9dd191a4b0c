import { Group, Stack } from '@mantine/core';
import { type MostCommonSignalsAnswer, SIGNAL_TYPES } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { appPath, paths } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { useMostCommonSignals, useSignalList } from '../api/signals-queries';
import { type SignalsT, signalsStrings } from '../strings';
import { detailHref, SessionSelect, SignalBadge } from './signal-parts';

type StockRow = MostCommonSignalsAnswer['stocks'][number];
type SectorRow = MostCommonSignalsAnswer['sectors'][number];

const stockColumns = (t: SignalsT): readonly DataTableColumn<StockRow>[] => [
  { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
  {
    id: 'count',
    label: t('columns.count'),
    value: (r) => r.count,
    align: 'right',
    sortDescFirst: true,
    priority: 'key',
  },
  {
    id: 'buys',
    label: t('columns.buys'),
    value: (r) => r.buys,
    align: 'right',
    tone: 'green',
    sortDescFirst: true,
    priority: 'key',
  },
  {
    id: 'sells',
    label: t('columns.sells'),
    value: (r) => r.sells,
    align: 'right',
    tone: 'red',
    sortDescFirst: true,
    priority: 'key',
  },
  {
    id: 'types',
    label: t('columns.types'),
    value: (r) => r.types.join(' '),
    render: (r) => (
      <Group gap={4} wrap="wrap">
        {r.types.map((type) => (
          <SignalBadge key={type} type={type} />
        ))}
      </Group>
    ),
  },
  ...quoteColumns<StockRow>({ key: false }),
  { id: 'sector', label: t('columns.sector'), value: (r) => r.sector },
];

const sectorColumns = (t: SignalsT): readonly DataTableColumn<SectorRow>[] => [
  { id: 'name', label: t('columns.sector'), value: (r) => r.name },
  { id: 'total', label: t('columns.count'), value: (r) => r.total, align: 'right', sortDescFirst: true },
  ...SIGNAL_TYPES.map(
    (type): DataTableColumn<SectorRow> => ({
      id: type,
      label: type,
      value: (r) => r.byType[type] ?? 0,
      align: 'right',
      sortDescFirst: true,
    }),
  ),
];

function MostCommon({
  data,
  sessions,
  onDate,
}: {
  readonly data: MostCommonSignalsAnswer;
  readonly sessions: readonly string[];
  readonly onDate: (d: string) => void;
}) {
  const t = useStrings(signalsStrings);
  const columns = useMemo(() => ({ stocks: stockColumns(t), sectors: sectorColumns(t) }), [t]);
  return (
    <Stack gap="lg">
      <SessionSelect
        sessions={sessions}
        value={data.date}
        current={data.source.sessionDate}
        onChange={onDate}
      />
      <DataTable
        caption={t('mostCommon.stocksCaption')}
        columns={columns.stocks}
        rows={data.stocks}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`autosignal-most-common-${data.date}`}
        emptyMessage={t('mostCommon.empty')}
      />
      <DataTable
        caption={t('mostCommon.sectorsCaption')}
        columns={columns.sectors}
        rows={data.sectors}
        rowKey={(r) => r.slug}
        rowHref={(r) => detailHref('all', r.slug, data.date)}
        csvFileName={`autosignal-sectors-${data.date}`}
        stateKey="sectors"
        emptyMessage={t('mostCommon.empty')}
      />
    </Stack>
  );
}

/** /autosignal/most-common: which stocks and sectors drew the most signals in a session. */
export function MostCommonSignalsPage() {
  const [date, setDate] = useState<string | undefined>();
  const query = useMostCommonSignals(date);
  const list = useSignalList();
  const sessions = list.data?.status === 1 ? list.data.sessions : [];
  const answer = query.data?.status === 1 ? query.data : undefined;
  const t = useStrings(signalsStrings);
  return (
    <MarketPage
      title={t('mostCommon.title')}
      subtitle={t('mostCommon.subtitle')}
      breadcrumbs={[{ label: t('crumbs.autoSignals'), href: appPath('/autosignal/').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>
        {(data) => <MostCommon data={data} sessions={sessions} onDate={setDate} />}
      </QueryStates>
    </MarketPage>
  );
}
