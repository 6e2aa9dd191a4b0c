import { Group, NativeSelect } from '@mantine/core';
import { SIGNAL_TYPES, type SignalDataAnswer, type SignalRow } from '@nivesh/contracts';
import { useNavigate, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { formatRupees, formatTimeIst } from '@/lib/format';
import { useSignalData } from '../api/signals-queries';
import { detailHref, OutcomeBadge, PercentOrDash, SignalText } from './signal-parts';

const rupees = (id: string, label: string, value: (r: SignalRow) => number): DataTableColumn<SignalRow> => ({
  id,
  label,
  value,
  render: (r) => formatRupees(value(r)),
  align: 'right',
});

const percent = (
  id: string,
  label: string,
  value: (r: SignalRow) => number | null,
): DataTableColumn<SignalRow> => ({
  id,
  label,
  value,
  render: (r) => <PercentOrDash value={value(r)} />,
  align: 'right',
  sortDescFirst: true,
});

const COLUMNS: readonly DataTableColumn<SignalRow>[] = [
  { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
  { id: 'type', label: 'Signal', value: (r) => r.type, render: (r) => <SignalText type={r.type} /> },
  { id: 'time', label: 'Time (IST)', value: (r) => r.time, render: (r) => formatTimeIst(r.time) },
  rupees('price', 'Entry (₹)', (r) => r.price),
  rupees('target', 'Target (₹)', (r) => r.target),
  rupees('stop', 'Stop (₹)', (r) => r.stop),
  rupees('ltp', 'LTP (₹)', (r) => r.ltp),
  percent('movePct', 'Move since signal', (r) => r.movePct),
  {
    id: 'status',
    label: 'Outcome',
    value: (r) => r.status,
    render: (r) => <OutcomeBadge status={r.status} />,
  },
  percent('return1dPct', '1-day', (r) => r.return1dPct),
  percent('return5dPct', '5-day', (r) => r.return5dPct),
  percent('return20dPct', '20-day', (r) => r.return20dPct),
  { id: 'sector', label: 'Sector', value: (r) => r.sector },
  { id: 'name', label: 'Company', value: (r) => r.name },
];

function SignalTable({
  data,
  signalId,
  sectorId,
}: {
  readonly data: SignalDataAnswer;
  readonly signalId: string;
  readonly sectorId: string;
}) {
  const navigate = useNavigate();
  const go = (signal: string, sector: string) => navigate(detailHref(signal, sector, data.date));
  return (
    <DataTable
      caption={`${data.signal?.label ?? 'All'} signals on ${data.date}`}
      columns={COLUMNS}
      rows={data.rows}
      rowKey={(r) => String(r.id)}
      rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
      csvFileName={`autosignal-${signalId}-${sectorId}-${data.date}`}
      search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol' }}
      emptyMessage="No signal of this type and sector in this session."
      toolbar={
        <Group gap="xs">
          <NativeSelect
            size="sm"
            aria-label="Signal"
            value={data.signal?.type.toLowerCase() ?? 'all'}
            onChange={(event) => go(event.currentTarget.value, sectorId)}
            data={[
              { value: 'all', label: 'All signals' },
              ...SIGNAL_TYPES.map((t) => ({ value: t.toLowerCase(), label: t })),
            ]}
          />
          <SectorFilter
            sectors={data.sectors}
            value={sectorId === 'all' ? undefined : sectorId}
            onChange={(slug) => go(signalId, slug ?? 'all')}
          />
        </Group>
      }
    />
  );
}

/** /autosignal/{signal_id}/{sector_id}/{date}: the signals of one type, sector and session. */
export function AutosignalDetailPage() {
  const { signal_id: signalId = 'all', sector_id: sectorId = 'all', date } = useParams();
  const query = useSignalData({ signalId, sectorId, date });
  const answer = query.data?.status === 1 ? query.data : undefined;
  const title = answer?.signal ? `${answer.signal.label} signals` : 'Auto signals';
  return (
    <MarketPage
      title={answer?.sector ? `${title} — ${answer.sector}` : title}
      subtitle={answer?.signal?.description}
      breadcrumbs={[
        { label: 'Auto Signals', href: appPath('/autosignal/').getHref() },
        { label: date ?? '' },
      ]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>
        {(data) => <SignalTable data={data} signalId={signalId} sectorId={sectorId} />}
      </QueryStates>
    </MarketPage>
  );
}
