import { Group, Stack } from '@mantine/core';
import { type MostCommonSignalsAnswer, SIGNAL_TYPES } from '@nivesh/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { appPath, paths } from '@/config/paths';
import { useMostCommonSignals, useSignalList } from '../api/signals-queries';
import { detailHref, SessionSelect, SignalBadge } from './signal-parts';

type StockRow = MostCommonSignalsAnswer['stocks'][number];
type SectorRow = MostCommonSignalsAnswer['sectors'][number];

const STOCK_COLUMNS: readonly DataTableColumn<StockRow>[] = [
  { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
  { id: 'count', label: 'Signals', value: (r) => r.count, align: 'right', sortDescFirst: true },
  { id: 'buys', label: 'Buy side', value: (r) => r.buys, align: 'right', tone: 'green', sortDescFirst: true },
  {
    id: 'sells',
    label: 'Sell side',
    value: (r) => r.sells,
    align: 'right',
    tone: 'red',
    sortDescFirst: true,
  },
  {
    id: 'types',
    label: 'Types',
    value: (r) => r.types.join(' '),
    render: (r) => (
      <Group gap={4} wrap="wrap">
        {r.types.map((t) => (
          <SignalBadge key={t} type={t} />
        ))}
      </Group>
    ),
  },
  ...quoteColumns<StockRow>(),
  { id: 'sector', label: 'Sector', value: (r) => r.sector },
];

const SECTOR_COLUMNS: readonly DataTableColumn<SectorRow>[] = [
  { id: 'name', label: 'Sector', value: (r) => r.name },
  { id: 'total', label: 'Signals', value: (r) => r.total, align: 'right', sortDescFirst: true },
  ...SIGNAL_TYPES.map(
    (t): DataTableColumn<SectorRow> => ({
      id: t,
      label: t,
      value: (r) => r.byType[t] ?? 0,
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
  return (
    <Stack gap="lg">
      <SessionSelect
        sessions={sessions}
        value={data.date}
        current={data.source.sessionDate}
        onChange={onDate}
      />
      <DataTable
        caption="Stocks with the most signals"
        columns={STOCK_COLUMNS}
        rows={data.stocks}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`autosignal-most-common-${data.date}`}
        emptyMessage="No signal in this session yet."
      />
      <DataTable
        caption="Signals per sector"
        columns={SECTOR_COLUMNS}
        rows={data.sectors}
        rowKey={(r) => r.slug}
        rowHref={(r) => detailHref('all', r.slug, data.date)}
        csvFileName={`autosignal-sectors-${data.date}`}
        emptyMessage="No signal in this session yet."
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
  return (
    <MarketPage
      title="Most Common Auto Signals"
      subtitle="Stocks that fired the most signal types in a session, and the signals of each sector."
      breadcrumbs={[{ label: 'Auto Signals', href: appPath('/autosignal/').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>
        {(data) => <MostCommon data={data} sessions={sessions} onDate={setDate} />}
      </QueryStates>
    </MarketPage>
  );
}
