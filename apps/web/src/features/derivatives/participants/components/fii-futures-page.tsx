import { Stack } from '@mantine/core';
import {
  type FiiIndexFuturesDay,
  PARTICIPANT_OI_SEGMENTS,
  type ParticipantOiAnswer,
} from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn } from '@/components/market/overview-columns';
import { PlotChart } from '@/components/market/plot-chart';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatChange, formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { fiiLongPctSpec } from '../lib/fii-chart';
import { type ParticipantT, participantStrings } from '../strings';
import { ParticipantsFrame } from './participants-frame';
import { type PositionRow, positionColumns } from './segment-columns';

const formatPct = (value: number | null | undefined) =>
  value === null || value === undefined ? formatNumber(null) : `${formatNumber(value, 1)} %`;

function Tiles({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const last = answer.fiiHistory.at(-1);
  const before = answer.fiiHistory.at(-2);
  const fii = answer.positions.find((p) => p.participant === 'FII')?.segments.futureIndex;
  const date = answer.previousDate ? formatDateIst(answer.previousDate) : '';
  const hint = (change: number | null | undefined, key: 'fii.netHint' | 'fii.changeHint') =>
    change === null || change === undefined || !answer.hasChange
      ? t('fii.noPrevious')
      : t(key, { change: formatChange(change, 0), date });
  const lastPct = last?.longPct ?? null;
  const beforePct = before?.date === answer.previousDate ? (before?.longPct ?? null) : null;
  const pctChange = answer.hasChange && lastPct !== null && beforePct !== null ? lastPct - beforePct : null;
  return (
    <StatTiles
      items={[
        {
          label: t('fii.longPct'),
          value: formatPct(last?.longPct),
          hint:
            pctChange === null
              ? t('fii.noPrevious')
              : t('fii.longPctHint', { change: formatChange(pctChange, 1), date }),
        },
        { label: t('fii.net'), value: formatChange(fii?.net, 0), hint: hint(fii?.netChange, 'fii.netHint') },
        {
          label: t('fii.long'),
          value: formatNumber(fii?.long, 0),
          hint: hint(fii?.longChange, 'fii.changeHint'),
        },
        {
          label: t('fii.short'),
          value: formatNumber(fii?.short, 0),
          hint: hint(fii?.shortChange, 'fii.changeHint'),
        },
      ]}
    />
  );
}

function LongPctChart({ days }: { readonly days: readonly FiiIndexFuturesDay[] }) {
  const t = useStrings(participantStrings);
  const spec = useMemo(
    () => fiiLongPctSpec(days, { longPct: t('fii.chart.series'), nifty: t('fii.chart.nifty') }),
    [days, t],
  );
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? first.niftyClose !== null && last.niftyClose !== null
        ? t('fii.chart.summary', {
            first: formatPct(first.longPct),
            firstDate: formatDateIst(first.date),
            last: formatPct(last.longPct),
            lastDate: formatDateIst(last.date),
            firstClose: formatNumber(first.niftyClose),
            lastClose: formatNumber(last.niftyClose),
          })
        : t('fii.chart.summaryNoNifty', {
            first: formatPct(first.longPct),
            firstDate: formatDateIst(first.date),
            last: formatPct(last.longPct),
            lastDate: formatDateIst(last.date),
          })
      : undefined;
  return (
    <Section title={t('fii.chart.title')} note={t('fii.chart.note')} summary={summary}>
      <PlotChart spec={spec} label={t('fii.chart.label', { count: days.length })} height={320} />
    </Section>
  );
}

function SegmentTable({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const columns = useMemo(() => positionColumns(t, 'segment'), [t]);
  const fii = answer.positions.find((p) => p.participant === 'FII');
  const rows: PositionRow[] = fii
    ? PARTICIPANT_OI_SEGMENTS.map((segment) => ({ ...fii.segments[segment], segment, participant: 'FII' }))
    : [];
  const date = formatDateIst(answer.date);
  return (
    <Section
      title={t('fii.table.title')}
      note={t('fii.table.note', {
        date,
        previous: answer.previousDate ? formatDateIst(answer.previousDate) : '—',
      })}
    >
      <DataTable
        caption={t('fii.table.caption', { date })}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(r) => r.segment}
        pageSize={10}
        stateKey="segments"
        csvFileName={`fii-positions-${answer.date}`}
      />
    </Section>
  );
}

const dayColumns = (t: ParticipantT): readonly DataTableColumn<FiiIndexFuturesDay>[] => [
  { id: 'date', label: t('fii.days.date'), value: (r) => r.date, render: (r) => formatDateIst(r.date) },
  keyColumn(numberColumn('longPct', t('column.longPct'), (r) => r.longPct, { decimals: 1 })),
  keyColumn(changeColumn('net', t('column.net'), (r) => r.net, { decimals: 0 })),
  numberColumn('long', t('column.long'), (r) => r.long, { decimals: 0, largestFirst: true }),
  numberColumn('short', t('column.short'), (r) => r.short, { decimals: 0, largestFirst: true }),
  numberColumn('niftyClose', t('fii.days.nifty'), (r) => r.niftyClose),
];

function DaysTable({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const columns = useMemo(() => dayColumns(t), [t]);
  return (
    <Section title={t('fii.days.title')}>
      <DataTable
        caption={t('fii.days.caption')}
        hideCaption
        columns={columns}
        rows={answer.fiiHistory}
        rowKey={(r) => r.date}
        initialSort={{ columnId: 'date', direction: 'desc' }}
        pageSize={10}
        stateKey="days"
        csvFileName={`fii-index-futures-${answer.date}`}
      />
    </Section>
  );
}

/** /fii-futures-data: FII's index-futures long % and net, its chart against NIFTY, and FII's positions by segment. */
export function FiiFuturesPage() {
  const t = useStrings(participantStrings);
  return (
    <ParticipantsFrame title={t('fii.title')} subtitle={t('fii.subtitle')} withSessions>
      {(answer) => (
        <Stack gap="md">
          <Tiles answer={answer} />
          <LongPctChart days={answer.fiiHistory} />
          <SegmentTable answer={answer} />
          <DaysTable answer={answer} />
        </Stack>
      )}
    </ParticipantsFrame>
  );
}
