import { Group, NativeSelect } from '@mantine/core';
import { SIGNAL_TYPES, type SignalDataAnswer, type SignalRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { isIsoDate } from '@/lib/day-first-date';
import { formatDateIst, formatRupees, formatTimeIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useSignalData } from '../api/signals-queries';
import { type SignalsT, signalsStrings } from '../strings';
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

const signalColumns = (t: SignalsT): readonly DataTableColumn<SignalRow>[] => [
  { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
  {
    id: 'type',
    label: t('columns.signal'),
    value: (r) => r.type,
    render: (r) => <SignalText type={r.type} />,
    priority: 'key',
  },
  { id: 'time', label: t('columns.time'), value: (r) => r.time, render: (r) => formatTimeIst(r.time) },
  rupees('price', t('columns.entry'), (r) => r.price),
  rupees('target', t('columns.target'), (r) => r.target),
  rupees('stop', t('columns.stop'), (r) => r.stop),
  rupees('ltp', t('columns.ltp'), (r) => r.ltp),
  keyColumn(percent('movePct', t('columns.move'), (r) => r.movePct)),
  {
    id: 'status',
    label: t('columns.outcome'),
    value: (r) => r.status,
    render: (r) => <OutcomeBadge status={r.status} />,
  },
  percent('return1dPct', t('columns.return1d'), (r) => r.return1dPct),
  percent('return5dPct', t('columns.return5d'), (r) => r.return5dPct),
  percent('return20dPct', t('columns.return20d'), (r) => r.return20dPct),
  { id: 'sector', label: t('columns.sector'), value: (r) => r.sector },
  { id: 'name', label: t('columns.company'), value: (r) => r.name },
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
  const t = useStrings(signalsStrings);
  const columns = useMemo(() => signalColumns(t), [t]);
  const navigate = useNavigate();
  const go = (signal: string, sector: string) => navigate(detailHref(signal, sector, data.date));
  return (
    <DataTable
      caption={
        data.signal
          ? t('detail.caption', { signal: data.signal.label, date: formatDateIst(data.date) })
          : t('detail.captionAll', { date: formatDateIst(data.date) })
      }
      columns={columns}
      rows={data.rows}
      rowKey={(r) => String(r.id)}
      rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
      csvFileName={`autosignal-${signalId}-${sectorId}-${data.date}`}
      search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('detail.search') }}
      emptyMessage={t('detail.empty')}
      toolbar={
        <Group gap="xs">
          <NativeSelect
            size="sm"
            aria-label={t('columns.signal')}
            value={data.signal?.type.toLowerCase() ?? 'all'}
            onChange={(event) => go(event.currentTarget.value, sectorId)}
            data={[
              { value: 'all', label: t('detail.allSignals') },
              ...SIGNAL_TYPES.map((type) => ({ value: type.toLowerCase(), label: type })),
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
  const t = useStrings(signalsStrings);
  const title = answer?.signal ? t('detail.title', { signal: answer.signal.label }) : t('detail.titleAll');
  return (
    <MarketPage
      title={answer?.sector ? t('detail.titleWithSector', { title, sector: answer.sector }) : title}
      subtitle={answer?.signal?.description}
      breadcrumbs={[
        { label: t('crumbs.autoSignals'), href: appPath('/autosignal/').getHref() },
        { label: date && isIsoDate(date) ? formatDateIst(date) : (date ?? '') },
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
